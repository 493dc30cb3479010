CREATE TABLE "catalogue_tombstones" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"version" bigint NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_tombstones_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE TABLE "crew_members" (
	"id" text PRIMARY KEY NOT NULL,
	"yacht_id" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"name" jsonb NOT NULL,
	"role" text NOT NULL,
	"years_experience" smallint NOT NULL,
	"languages" text[] NOT NULL,
	"bio" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "destinations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"short_description" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"duration_min_days" smallint NOT NULL,
	"duration_max_days" smallint NOT NULL,
	"distance_km" integer NOT NULL,
	"price_per_day_minor" bigint NOT NULL,
	"currency" text DEFAULT 'RUB' NOT NULL,
	"image" text NOT NULL,
	"highlights" jsonb NOT NULL,
	"best_season_from" smallint NOT NULL,
	"best_season_to" smallint NOT NULL,
	"difficulty" text NOT NULL,
	"activities" jsonb NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "destinations_difficulty_check" CHECK ("destinations"."difficulty" in ('easy', 'moderate', 'challenging')),
	CONSTRAINT "destinations_duration_check" CHECK ("destinations"."duration_min_days" >= 1 and "destinations"."duration_max_days" >= "destinations"."duration_min_days"),
	CONSTRAINT "destinations_season_check" CHECK ("destinations"."best_season_from" between 1 and 12 and "destinations"."best_season_to" between 1 and 12),
	CONSTRAINT "destinations_price_check" CHECK ("destinations"."price_per_day_minor" >= 0),
	CONSTRAINT "destinations_position_check" CHECK ("destinations"."latitude" between -90 and 90 and "destinations"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "trip_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"yacht_id" text,
	"yacht_name" jsonb NOT NULL,
	"yacht_type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"capacity" smallint NOT NULL,
	"base_price_minor" bigint NOT NULL,
	"total_price_minor" bigint NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"destination_ids" text[] NOT NULL,
	"activities" jsonb NOT NULL,
	"includes" jsonb NOT NULL,
	"image" text NOT NULL,
	"rating" double precision NOT NULL,
	"reviews" integer NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_packages_dates_check" CHECK ("trip_packages"."end_date" >= "trip_packages"."start_date"),
	CONSTRAINT "trip_packages_price_check" CHECK ("trip_packages"."base_price_minor" >= 0 and "trip_packages"."total_price_minor" >= 0),
	CONSTRAINT "trip_packages_rating_check" CHECK ("trip_packages"."rating" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "yacht_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"yacht_id" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text,
	CONSTRAINT "yacht_blocks_order_check" CHECK ("yacht_blocks"."end_date" >= "yacht_blocks"."start_date")
);
--> statement-breakpoint
CREATE TABLE "yacht_reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"yacht_id" text NOT NULL,
	"author" text NOT NULL,
	"location" jsonb NOT NULL,
	"rating" smallint NOT NULL,
	"comment" jsonb NOT NULL,
	"trip_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "yacht_reviews_rating_check" CHECK ("yacht_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "yachts" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"type" text NOT NULL,
	"listing" text NOT NULL,
	"length_m" double precision NOT NULL,
	"capacity" smallint NOT NULL,
	"cabins" smallint NOT NULL,
	"year_built" smallint NOT NULL,
	"price_per_day_minor" bigint NOT NULL,
	"currency" text DEFAULT 'RUB' NOT NULL,
	"captain" text NOT NULL,
	"captain_per_day_minor" bigint,
	"features" text[] NOT NULL,
	"summary" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"home_harbour_id" text NOT NULL,
	"destination_ids" text[] NOT NULL,
	"images" text[] NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "yachts_type_check" CHECK ("yachts"."type" in ('motor_yacht', 'sail_yacht', 'catamaran', 'speedboat')),
	CONSTRAINT "yachts_listing_check" CHECK ("yachts"."listing" in ('owner', 'partner')),
	CONSTRAINT "yachts_captain_check" CHECK ("yachts"."captain" in ('included', 'optional', 'bareboat')),
	CONSTRAINT "yachts_numbers_check" CHECK ("yachts"."length_m" > 0 and "yachts"."capacity" >= 1 and "yachts"."cabins" >= 0),
	CONSTRAINT "yachts_price_check" CHECK ("yachts"."price_per_day_minor" >= 0 and coalesce("yachts"."captain_per_day_minor", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_yacht_id_yachts_id_fk" FOREIGN KEY ("yacht_id") REFERENCES "public"."yachts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_packages" ADD CONSTRAINT "trip_packages_yacht_id_yachts_id_fk" FOREIGN KEY ("yacht_id") REFERENCES "public"."yachts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yacht_blocks" ADD CONSTRAINT "yacht_blocks_yacht_id_yachts_id_fk" FOREIGN KEY ("yacht_id") REFERENCES "public"."yachts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yacht_reviews" ADD CONSTRAINT "yacht_reviews_yacht_id_yachts_id_fk" FOREIGN KEY ("yacht_id") REFERENCES "public"."yachts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yachts" ADD CONSTRAINT "yachts_home_harbour_id_destinations_id_fk" FOREIGN KEY ("home_harbour_id") REFERENCES "public"."destinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_tombstones_version_idx" ON "catalogue_tombstones" USING btree ("version");--> statement-breakpoint
CREATE INDEX "crew_members_yacht_idx" ON "crew_members" USING btree ("yacht_id");--> statement-breakpoint
CREATE INDEX "destinations_version_idx" ON "destinations" USING btree ("version");--> statement-breakpoint
CREATE INDEX "trip_packages_version_idx" ON "trip_packages" USING btree ("version");--> statement-breakpoint
CREATE INDEX "yacht_blocks_yacht_idx" ON "yacht_blocks" USING btree ("yacht_id","start_date");--> statement-breakpoint
CREATE INDEX "yacht_reviews_yacht_idx" ON "yacht_reviews" USING btree ("yacht_id");--> statement-breakpoint
CREATE INDEX "yachts_version_idx" ON "yachts" USING btree ("version");