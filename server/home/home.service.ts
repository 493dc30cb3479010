import { asc, gt } from "drizzle-orm";
import type { HeroSlide, ServiceCategory, Testimonial } from "../../domain/home/types.ts";
import { imageUrl } from "../../domain/images.ts";
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

/** How long the first hero picture's URL is reused before it is read again. */
export const HERO_PRELOAD_CHECK_MS = 10_000;

/**
 * The first hero slide's picture, for the home page's preload header (decision record 032):
 * read from the database at most every HERO_PRELOAD_CHECK_MS, so an edited slide is preloaded
 * within seconds and a page load costs no query.
 */
export function firstHeroImage(db: Db, now: () => number = Date.now): () => Promise<string | null> {
  let cached: { url: string | null; at: number } | null = null;
  return async () => {
    if (cached && now() - cached.at < HERO_PRELOAD_CHECK_MS) return cached.url;
    const [first] = await db
      .select({ image: heroSlides.image })
      .from(heroSlides)
      .orderBy(asc(heroSlides.position), asc(heroSlides.id))
      .limit(1);
    const url = first ? imageUrl(first.image) : null;
    // Nothing to preload yet (no slides) is asked again next time rather than remembered.
    cached = url ? { url, at: now() } : null;
    return url;
  };
}
