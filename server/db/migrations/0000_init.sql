CREATE TYPE "public"."user_role" AS ENUM('user', 'editor');--> statement-breakpoint
CREATE TYPE "public"."amenity_group" AS ENUM('basic_facilities', 'food_and_drinks', 'health_and_wellness', 'safety_and_security', 'common_area', 'room_features', 'bathroom');--> statement-breakpoint
CREATE TYPE "public"."content_origin" AS ENUM('seed', 'editor');--> statement-breakpoint
CREATE TYPE "public"."season_kind" AS ENUM('peak', 'moderate', 'off');--> statement-breakpoint
CREATE TYPE "public"."image_source" AS ENUM('commons', 'local', 'url');--> statement-breakpoint
CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"photo" text,
	"phone_number" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"role" "user_role" DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hero_taglines" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" smallint NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "hero_taglines_position_unique" UNIQUE("position")
);
--> statement-breakpoint
CREATE TABLE "interest_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" smallint NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_id" integer NOT NULL,
	CONSTRAINT "interest_cards_position_unique" UNIQUE("position"),
	CONSTRAINT "interest_cards_category_id_unique" UNIQUE("category_id")
);
--> statement-breakpoint
CREATE TABLE "lesser_known_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"city_id" integer,
	"place_id" integer,
	"image_id" integer NOT NULL,
	CONSTRAINT "lesser_known_items_position_unique" UNIQUE("position"),
	CONSTRAINT "lesser_known_one_subject" CHECK (num_nonnulls("lesser_known_items"."city_id", "lesser_known_items"."place_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "month_cards" (
	"month" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image_id" integer NOT NULL,
	CONSTRAINT "month_cards_name_unique" UNIQUE("name"),
	CONSTRAINT "month_cards_month" CHECK ("month_cards"."month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "slider_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" smallint NOT NULL,
	"place" text NOT NULL,
	"image_id" integer NOT NULL,
	CONSTRAINT "slider_items_position_unique" UNIQUE("position")
);
--> statement-breakpoint
CREATE TABLE "story_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"position" smallint NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_id" integer NOT NULL,
	CONSTRAINT "story_cards_slug_unique" UNIQUE("slug"),
	CONSTRAINT "story_cards_position_unique" UNIQUE("position")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"description" text NOT NULL,
	"best_time" text NOT NULL,
	"overview_title" text NOT NULL,
	"history" text NOT NULL,
	"tourist_places" text NOT NULL,
	"famous_for" text NOT NULL,
	"weather" text NOT NULL,
	"by_air" text NOT NULL,
	"by_rail" text NOT NULL,
	"by_road" text NOT NULL,
	"nearest_airport" text,
	"nearest_station" text,
	"conclusion" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"rating" numeric(2, 1) NOT NULL,
	"trending" boolean DEFAULT false NOT NULL,
	"origin" "content_origin" DEFAULT 'seed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cities_slug_unique" UNIQUE("slug"),
	CONSTRAINT "cities_rating_range" CHECK ("cities"."rating" between 0 and 5),
	CONSTRAINT "cities_latitude_range" CHECK ("cities"."latitude" between -90 and 90),
	CONSTRAINT "cities_longitude_range" CHECK ("cities"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "city_categories" (
	"city_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "city_categories_city_id_category_id_pk" PRIMARY KEY("city_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "city_foods" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "city_images" (
	"city_id" integer NOT NULL,
	"image_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "city_images_city_id_position_pk" PRIMARY KEY("city_id","position")
);
--> statement-breakpoint
CREATE TABLE "city_seasons" (
	"city_id" integer NOT NULL,
	"kind" "season_kind" NOT NULL,
	"start_month" smallint NOT NULL,
	"end_month" smallint NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "city_seasons_city_id_kind_pk" PRIMARY KEY("city_id","kind"),
	CONSTRAINT "city_seasons_months" CHECK ("city_seasons"."start_month" between 1 and 12 and "city_seasons"."end_month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "city_things_to_buy" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"heading" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_amenities" (
	"hotel_id" integer NOT NULL,
	"group" "amenity_group" NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "hotel_amenities_hotel_id_group_position_pk" PRIMARY KEY("hotel_id","group","position")
);
--> statement-breakpoint
CREATE TABLE "hotel_images" (
	"hotel_id" integer NOT NULL,
	"image_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "hotel_images_hotel_id_position_pk" PRIMARY KEY("hotel_id","position")
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"city_id" integer NOT NULL,
	"name" text NOT NULL,
	"about" text NOT NULL,
	"address" text NOT NULL,
	"check_in" text NOT NULL,
	"check_out" text NOT NULL,
	"other_rules" text[] NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"rating" numeric(2, 1) NOT NULL,
	"origin" "content_origin" DEFAULT 'seed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotels_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "place_images" (
	"place_id" integer NOT NULL,
	"image_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "place_images_place_id_position_pk" PRIMARY KEY("place_id","position")
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"city_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"suggested_duration" text NOT NULL,
	"what_to_expect" text NOT NULL,
	"more_about" text NOT NULL,
	"history" text NOT NULL,
	"highlights" text NOT NULL,
	"timings" text NOT NULL,
	"entry_fee" text NOT NULL,
	"restricted_items" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"rating" numeric(2, 1) NOT NULL,
	"trending" boolean DEFAULT false NOT NULL,
	"origin" "content_origin" DEFAULT 'seed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "places_slug_unique" UNIQUE("slug"),
	CONSTRAINT "places_rating_range" CHECK ("places"."rating" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "trip_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image_id" integer,
	"position" smallint NOT NULL,
	CONSTRAINT "trip_categories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "trip_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" "image_source" NOT NULL,
	"ref" text NOT NULL,
	"alt" text NOT NULL,
	"author" text NOT NULL,
	"licence" text NOT NULL,
	"licence_url" text,
	"source_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer,
	"place_id" integer,
	"hotel_id" integer,
	"user_id" text NOT NULL,
	"rating" smallint,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_one_subject" CHECK (num_nonnulls("reviews"."city_id", "reviews"."place_id", "reviews"."hotel_id") = 1),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" is null or "reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_body_length" CHECK (char_length("reviews"."body") between 1 and 5000)
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_cards" ADD CONSTRAINT "interest_cards_category_id_trip_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."trip_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_cards" ADD CONSTRAINT "interest_cards_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesser_known_items" ADD CONSTRAINT "lesser_known_items_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesser_known_items" ADD CONSTRAINT "lesser_known_items_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesser_known_items" ADD CONSTRAINT "lesser_known_items_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "month_cards" ADD CONSTRAINT "month_cards_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slider_items" ADD CONSTRAINT "slider_items_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_cards" ADD CONSTRAINT "story_cards_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_categories" ADD CONSTRAINT "city_categories_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_categories" ADD CONSTRAINT "city_categories_category_id_trip_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."trip_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_foods" ADD CONSTRAINT "city_foods_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_images" ADD CONSTRAINT "city_images_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_images" ADD CONSTRAINT "city_images_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_seasons" ADD CONSTRAINT "city_seasons_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_things_to_buy" ADD CONSTRAINT "city_things_to_buy_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_amenities" ADD CONSTRAINT "hotel_amenities_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_images" ADD CONSTRAINT "hotel_images_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_images" ADD CONSTRAINT "hotel_images_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_images" ADD CONSTRAINT "place_images_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_images" ADD CONSTRAINT "place_images_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_categories" ADD CONSTRAINT "trip_categories_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_name_lower_idx" ON "cities" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "cities_state_idx" ON "cities" USING btree ("state");--> statement-breakpoint
CREATE INDEX "cities_trending_idx" ON "cities" USING btree ("trending");--> statement-breakpoint
CREATE INDEX "city_categories_category_idx" ON "city_categories" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "city_foods_city_position_idx" ON "city_foods" USING btree ("city_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "city_things_city_position_idx" ON "city_things_to_buy" USING btree ("city_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "hotels_name_lower_idx" ON "hotels" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "hotels_city_idx" ON "hotels" USING btree ("city_id");--> statement-breakpoint
CREATE UNIQUE INDEX "places_name_lower_idx" ON "places" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "places_city_idx" ON "places" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "places_trending_idx" ON "places" USING btree ("trending");--> statement-breakpoint
CREATE UNIQUE INDEX "images_source_ref_idx" ON "images" USING btree ("source","ref");--> statement-breakpoint
CREATE INDEX "reviews_city_idx" ON "reviews" USING btree ("city_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_place_idx" ON "reviews" USING btree ("place_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_hotel_idx" ON "reviews" USING btree ("hotel_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id");