CREATE TABLE "insurance_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"booking_id" uuid,
	"status" text DEFAULT 'processing' NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"location" text NOT NULL,
	"passengers" integer NOT NULL,
	"coverage_minor" bigint NOT NULL,
	"professional_crew" boolean NOT NULL,
	"captain_experience_years" integer NOT NULL,
	"preferred_companies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"boat_type" text NOT NULL,
	"notes" text,
	"locale" text NOT NULL,
	"quotes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"declined" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"selected_quote_id" text,
	"contact_by" timestamp with time zone,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurance_requests_dates_check" CHECK ("insurance_requests"."end_date" >= "insurance_requests"."start_date"),
	CONSTRAINT "insurance_requests_status_check" CHECK ("insurance_requests"."status" in ('processing', 'quoted', 'no_quotes', 'selected')),
	CONSTRAINT "insurance_requests_selected_check" CHECK (("insurance_requests"."status" = 'selected') = ("insurance_requests"."selected_quote_id" is not null and "insurance_requests"."contact_by" is not null)),
	CONSTRAINT "insurance_requests_counts_check" CHECK ("insurance_requests"."passengers" >= 1 and "insurance_requests"."coverage_minor" > 0 and "insurance_requests"."captain_experience_years" >= 0)
);
--> statement-breakpoint
ALTER TABLE "insurance_requests" ADD CONSTRAINT "insurance_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_requests" ADD CONSTRAINT "insurance_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insurance_requests_user_idx" ON "insurance_requests" USING btree ("user_id","created_at");