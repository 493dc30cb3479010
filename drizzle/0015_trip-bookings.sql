ALTER TABLE "bookings" DROP CONSTRAINT "bookings_kind_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "trip_id" text;--> statement-breakpoint
CREATE INDEX "bookings_trip_idx" ON "bookings" USING btree ("trip_id","status");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_trip_check" CHECK (("bookings"."kind" = 'trip') = ("bookings"."trip_id" is not null));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_kind_check" CHECK ("bookings"."kind" in ('request', 'handoff', 'trip'));