-- Change tracking of events for GET /api/sync (issue 16): the catalogue's triggers (custom
-- migration catalogue-sync), so an event takes its version from the one sequence and leaves a
-- tombstone of kind 'events' when deleted; an entry or a comment touches its event, so the sync's
-- version and ETag move when someone joins, leaves or writes.
CREATE TRIGGER "events_touch" BEFORE INSERT OR UPDATE ON "events" FOR EACH ROW EXECUTE FUNCTION catalogue_touch('events');
--> statement-breakpoint
CREATE TRIGGER "events_tombstone" AFTER DELETE ON "events" FOR EACH ROW EXECUTE FUNCTION catalogue_tombstone('events');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "events_touch_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "events" SET "updated_at" = clock_timestamp()
  WHERE "id" IN (CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.event_id END,
                 CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.event_id END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "event_entries_touch_event" AFTER INSERT OR UPDATE OR DELETE ON "event_entries" FOR EACH ROW EXECUTE FUNCTION events_touch_event();
--> statement-breakpoint
CREATE TRIGGER "event_comments_touch_event" AFTER INSERT OR UPDATE OR DELETE ON "event_comments" FOR EACH ROW EXECUTE FUNCTION events_touch_event();
