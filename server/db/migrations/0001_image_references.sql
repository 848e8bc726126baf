ALTER TYPE "public"."image_source" ADD VALUE 'wikipedia' BEFORE 'local';--> statement-breakpoint
ALTER TABLE "images" ALTER COLUMN "author" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ALTER COLUMN "licence" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "file" text;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "resolved_at" timestamp with time zone;