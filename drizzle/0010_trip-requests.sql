ALTER TABLE "contact_requests" ADD COLUMN "trip_id" text;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "guests" smallint;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_guests_check" CHECK ("contact_requests"."guests" is null or "contact_requests"."guests" >= 1);