-- Change tracking of the catalogue for GET /api/sync (decision record 020). Every write of a
-- yacht, destination or trip package takes the next value of one sequence as its version; a
-- write to a yacht's reviews or crew counts as a write of the yacht; a deletion leaves a
-- tombstone with a version of its own. Versions are taken one transaction at a time (an
-- advisory lock held to commit), so no version commits after a higher one and a device's
-- cursor never skips a change. Triggers, not application code, so that any write counts.
CREATE SEQUENCE IF NOT EXISTS "catalogue_version_seq";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalogue_next_version"() RETURNS bigint LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(20262204);
  RETURN nextval('catalogue_version_seq');
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalogue_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - 'version' - 'updated_at') = (to_jsonb(OLD) - 'version' - 'updated_at')
     AND NEW.updated_at = OLD.updated_at THEN
    -- Nothing changed (a seed applied again): devices have nothing to fetch.
    NEW.version := OLD.version;
    RETURN NEW;
  END IF;
  NEW.version := catalogue_next_version();
  IF TG_OP = 'UPDATE' THEN
    NEW.updated_at := now();
  ELSE
    DELETE FROM "catalogue_tombstones" WHERE "kind" = TG_ARGV[0] AND "id" = NEW.id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalogue_tombstone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalogue_tombstones" ("kind", "id", "version")
  VALUES (TG_ARGV[0], OLD.id, catalogue_next_version())
  ON CONFLICT ("kind", "id") DO UPDATE SET "version" = EXCLUDED."version", "deleted_at" = now();
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalogue_touch_yacht"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "yachts" SET "updated_at" = clock_timestamp()
  WHERE "id" IN (CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.yacht_id END,
                 CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.yacht_id END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "yachts_touch" BEFORE INSERT OR UPDATE ON "yachts" FOR EACH ROW EXECUTE FUNCTION catalogue_touch('yachts');
--> statement-breakpoint
CREATE TRIGGER "destinations_touch" BEFORE INSERT OR UPDATE ON "destinations" FOR EACH ROW EXECUTE FUNCTION catalogue_touch('destinations');
--> statement-breakpoint
CREATE TRIGGER "trip_packages_touch" BEFORE INSERT OR UPDATE ON "trip_packages" FOR EACH ROW EXECUTE FUNCTION catalogue_touch('trips');
--> statement-breakpoint
CREATE TRIGGER "yachts_tombstone" AFTER DELETE ON "yachts" FOR EACH ROW EXECUTE FUNCTION catalogue_tombstone('yachts');
--> statement-breakpoint
CREATE TRIGGER "destinations_tombstone" AFTER DELETE ON "destinations" FOR EACH ROW EXECUTE FUNCTION catalogue_tombstone('destinations');
--> statement-breakpoint
CREATE TRIGGER "trip_packages_tombstone" AFTER DELETE ON "trip_packages" FOR EACH ROW EXECUTE FUNCTION catalogue_tombstone('trips');
--> statement-breakpoint
CREATE TRIGGER "yacht_reviews_touch_yacht" AFTER INSERT OR UPDATE OR DELETE ON "yacht_reviews" FOR EACH ROW EXECUTE FUNCTION catalogue_touch_yacht();
--> statement-breakpoint
CREATE TRIGGER "crew_members_touch_yacht" AFTER INSERT OR UPDATE OR DELETE ON "crew_members" FOR EACH ROW EXECUTE FUNCTION catalogue_touch_yacht();
