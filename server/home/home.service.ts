import { asc, gt } from "drizzle-orm";
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
    heroSlides: slideRows.map(toHeroSlide),
    serviceCategories: serviceRows.map(({ version: _v, createdAt: _c, updatedAt: _u, ...service }) => service),
    testimonials: testimonialRows.map(({ version: _v, createdAt: _c, updatedAt: _u, tripDate, ...rest }) => ({
      ...rest,
      date: tripDate,
    })),
  };
}

const toHeroSlide = ({ version: _v, createdAt: _c, updatedAt: _u, ...slide }: typeof heroSlides.$inferSelect) =>
  slide satisfies HeroSlide;

/** How long the hero slides written into the home page are reused before they are read again. */
export const HERO_SLIDES_REUSE_MS = 10_000;

/**
 * The hero slides in their order, for the home page's HTML and its preload header (decision
 * records 032 and 057): read from the database at most every HERO_SLIDES_REUSE_MS, so an edited
 * slide shows within seconds and a page load costs no query.
 */
export function currentHeroSlides(db: Db, now: () => number = Date.now): () => Promise<HeroSlide[]> {
  let cached: { slides: HeroSlide[]; at: number } | null = null;
  return async () => {
    if (cached && now() - cached.at < HERO_SLIDES_REUSE_MS) return cached.slides;
    const rows = await db.select().from(heroSlides).orderBy(asc(heroSlides.position), asc(heroSlides.id));
    const slides = rows.map(toHeroSlide);
    // Nothing yet (before the seed) is asked again next time rather than remembered.
    cached = slides.length ? { slides, at: now() } : null;
    return slides;
  };
}
