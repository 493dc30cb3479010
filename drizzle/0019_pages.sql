CREATE TABLE "yacht_sales" (
	"id" text PRIMARY KEY NOT NULL,
	"seller_id" uuid,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"year_built" smallint NOT NULL,
	"length_m" numeric(5, 2) NOT NULL,
	"cabins" smallint NOT NULL,
	"berths" smallint NOT NULL,
	"engine" jsonb NOT NULL,
	"location" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"price_minor" bigint NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'listed' NOT NULL,
	"listed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "yacht_sales_status_check" CHECK ("yacht_sales"."status" in ('listed', 'sold', 'withdrawn')),
	CONSTRAINT "yacht_sales_type_check" CHECK ("yacht_sales"."type" in ('motor_yacht', 'sail_yacht', 'catamaran', 'speedboat')),
	CONSTRAINT "yacht_sales_price_check" CHECK ("yacht_sales"."price_minor" > 0),
	CONSTRAINT "yacht_sales_size_check" CHECK ("yacht_sales"."length_m" > 0 and "yacht_sales"."cabins" >= 0 and "yacht_sales"."berths" >= 1)
);
--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "topic" text;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "listing_id" text;--> statement-breakpoint
ALTER TABLE "yacht_sales" ADD CONSTRAINT "yacht_sales_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "yacht_sales_status_idx" ON "yacht_sales" USING btree ("status","listed_at");--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_topic_check" CHECK ("contact_requests"."topic" is null or "contact_requests"."topic" in ('concierge-transfer', 'concierge-hotel', 'concierge-guide', 'concierge-equipment', 'concierge-photographer', 'event-wedding', 'event-corporate', 'event-birthday'));