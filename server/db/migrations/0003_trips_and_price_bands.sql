CREATE TYPE "public"."hotel_price_band" AS ENUM('budget', 'mid-range', 'luxury');--> statement-breakpoint
CREATE TABLE "trips" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"title" text NOT NULL,
	"from_city" text NOT NULL,
	"to_city" text NOT NULL,
	"start_date" date,
	"plan" jsonb NOT NULL,
	"share_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trips_share_id_unique" UNIQUE("share_id")
);
--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "price_band" "hotel_price_band";--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trips_owner_idx" ON "trips" USING btree ("owner_id","updated_at");