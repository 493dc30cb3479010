CREATE TABLE "event_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" text NOT NULL,
	"user_id" uuid,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_comments_text_check" CHECK (char_length("event_comments"."text") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "event_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"boat_name" text,
	"sail_number" text,
	"crew" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_entries_one_per_person" UNIQUE("event_id","user_id"),
	CONSTRAINT "event_entries_status_check" CHECK ("event_entries"."status" in ('joined', 'waitlisted', 'pending_payment'))
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"location" jsonb NOT NULL,
	"destination_id" text,
	"latitude" double precision,
	"longitude" double precision,
	"category" text NOT NULL,
	"type" text NOT NULL,
	"region" text NOT NULL,
	"difficulty" text NOT NULL,
	"max_participants" integer NOT NULL,
	"participants" integer DEFAULT 0 NOT NULL,
	"waitlisted" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"image" text,
	"entry_fee_minor" bigint,
	"currency" text DEFAULT 'RUB' NOT NULL,
	"boat_classes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sponsor" text,
	"prizes" jsonb,
	"organizer_name" jsonb NOT NULL,
	"organizer_id" uuid,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_dates_check" CHECK ("events"."end_date" >= "events"."start_date"),
	CONSTRAINT "events_places_check" CHECK ("events"."max_participants" >= 1 and "events"."participants" >= 0 and "events"."participants" <= "events"."max_participants" and "events"."waitlisted" >= 0 and "events"."comment_count" >= 0),
	CONSTRAINT "events_fee_check" CHECK ("events"."entry_fee_minor" is null or "events"."entry_fee_minor" > 0),
	CONSTRAINT "events_status_check" CHECK ("events"."status" in ('scheduled', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "event_comments" ADD CONSTRAINT "event_comments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_comments" ADD CONSTRAINT "event_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_entries" ADD CONSTRAINT "event_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_entries" ADD CONSTRAINT "event_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_comments_event_idx" ON "event_comments" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "event_entries_event_idx" ON "event_entries" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "events_version_idx" ON "events" USING btree ("version");--> statement-breakpoint
CREATE INDEX "events_start_idx" ON "events" USING btree ("start_date");