import { gt } from "drizzle-orm";
import type { HeroSlide, ServiceCategory, Testimonial } from "../../domain/home/types.ts";
import type { Db } from "../db/client.ts";
import { heroSlides, serviceCategories, testimonials } from "../db/schema/index.ts";

/**
 * The home content's part of GET /api/sync: hero slides, service categories and testimonials
 * changed after a version (all of them when undefined), as the device stores them.
 */
export type HomeChanges = {
  heroSlides: HeroSlide[];
  serviceCategories: ServiceCategory[];
  testimonials: Testimonial[];
};

export async function homeChangesSince(db: Db, after: number | undefined): Promise<HomeChanges> {
  const [slideRows, serviceRows, testimonialRows] = await Promise.all([
    db
      .select()
      .from(heroSlides)
      .where(after === undefined ? undefined : gt(heroSlides.version, after)),
    db
      .select()
      .from(serviceCategories)
      .where(after === undefined ? undefined : gt(serviceCategories.version, after)),
    db
      .select()
      .from(testimonials)
      .where(after === undefined ? undefined : gt(testimonials.version, after)),
  ]);
  return {
    heroSlides: slideRows.map(({ version: _v, createdAt: _c, updatedAt: _u, ...slide }) => slide),
    serviceCategories: serviceRows.map(({ version: _v, createdAt: _c, updatedAt: _u, ...service }) => service),
    testimonials: testimonialRows.map(({ version: _v, createdAt: _c, updatedAt: _u, tripDate, ...rest }) => ({
      ...rest,
      date: tripDate,
    })),
  };
}
