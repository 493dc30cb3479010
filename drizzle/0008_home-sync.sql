-- Change tracking of the home content for GET /api/sync (decision record 031): the same triggers
-- as the catalogue (custom migration catalogue-sync), so hero slides, service categories and
-- testimonials take their versions from the one sequence and leave tombstones when deleted.
CREATE TRIGGER "hero_slides_touch" BEFORE INSERT OR UPDATE ON "hero_slides" FOR EACH ROW EXECUTE FUNCTION catalogue_touch('heroSlides');
--> statement-breakpoint
CREATE TRIGGER "service_categories_touch" BEFORE INSERT OR UPDATE ON "service_categories" FOR EACH ROW EXECUTE FUNCTION catalogue_touch('serviceCategories');
--> statement-breakpoint
CREATE TRIGGER "testimonials_touch" BEFORE INSERT OR UPDATE ON "testimonials" FOR EACH ROW EXECUTE FUNCTION catalogue_touch('testimonials');
--> statement-breakpoint
CREATE TRIGGER "hero_slides_tombstone" AFTER DELETE ON "hero_slides" FOR EACH ROW EXECUTE FUNCTION catalogue_tombstone('heroSlides');
--> statement-breakpoint
CREATE TRIGGER "service_categories_tombstone" AFTER DELETE ON "service_categories" FOR EACH ROW EXECUTE FUNCTION catalogue_tombstone('serviceCategories');
--> statement-breakpoint
CREATE TRIGGER "testimonials_tombstone" AFTER DELETE ON "testimonials" FOR EACH ROW EXECUTE FUNCTION catalogue_tombstone('testimonials');
