CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_type" text NOT NULL,
	"platform" text NOT NULL,
	"session_id" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text NOT NULL,
	"service" text,
	"intent" text DEFAULT 'consultation' NOT NULL,
	"locale" text NOT NULL,
	"user_id" uuid,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_requests_status_check" CHECK ("contact_requests"."status" in ('new', 'answered', 'closed')),
	CONSTRAINT "contact_requests_intent_check" CHECK ("contact_requests"."intent" in ('consultation', 'booking'))
);
--> statement-breakpoint
CREATE TABLE "hero_slides" (
	"id" text PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"image_alt" jsonb NOT NULL,
	"subtitle" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"icon" text NOT NULL,
	"title" jsonb NOT NULL,
	"price_text" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"features" jsonb NOT NULL,
	"detailed_description" jsonb NOT NULL,
	"included" jsonb NOT NULL,
	"benefits" jsonb NOT NULL,
	"cost_line" jsonb NOT NULL,
	"booking_target" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_categories_id_check" CHECK ("service_categories"."id" ~ '^[a-z][a-z0-9-]{1,39}$'),
	CONSTRAINT "service_categories_target_check" CHECK ("service_categories"."booking_target" in ('yachts', 'skippered', 'request'))
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"location" jsonb NOT NULL,
	"rating" smallint NOT NULL,
	"comment" jsonb NOT NULL,
	"trip_date" date NOT NULL,
	"yacht_name" jsonb NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_rating_check" CHECK ("testimonials"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE INDEX "analytics_events_received_idx" ON "analytics_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "analytics_events_type_idx" ON "analytics_events" USING btree ("event_type","received_at");--> statement-breakpoint
CREATE INDEX "contact_requests_created_idx" ON "contact_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "hero_slides_version_idx" ON "hero_slides" USING btree ("version");--> statement-breakpoint
CREATE INDEX "service_categories_version_idx" ON "service_categories" USING btree ("version");--> statement-breakpoint
CREATE INDEX "testimonials_version_idx" ON "testimonials" USING btree ("version");