import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { appMeta, heroSlides, serviceCategories, testimonials } from "../db/schema/index.ts";
import { serviceSeeds } from "./content/home-services.ts";
import { heroSlideSeeds } from "./content/home-slides.ts";
import { testimonialSeeds } from "./content/home-testimonials.ts";
import { excludedSet } from "./seed.ts";

/**
 * The home page's seed content (hero slides, service categories, testimonials), applied at start
 * once per HOME_SEED_VERSION, as upserts: an edit made in the database survives until a newer
 * seed version rewrites the seeded rows. Kept apart from the catalogue's seed so each moves alone.
 */
export const HOME_SEED_VERSION = 1;
const META_KEY = "home_seed";

export function homeSeedRows() {
  return {
    slides: heroSlideSeeds.map((slide, position) => ({ ...slide, position })),
    services: serviceSeeds.map((service, position) => ({ ...service, position })),
    testimonials: testimonialSeeds.map(({ date, ...rest }, position) => ({ ...rest, tripDate: date, position })),
  };
}

export async function seedHome(db: Db): Promise<boolean> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, META_KEY));
  if (((row?.value as { version?: number } | undefined)?.version ?? 0) >= HOME_SEED_VERSION) return false;
  const rows = homeSeedRows();
  await db.transaction(async (tx) => {
    await tx
      .insert(heroSlides)
      .values(rows.slides)
      .onConflictDoUpdate({ target: heroSlides.id, set: excludedSet(heroSlides) });
    await tx
      .insert(serviceCategories)
      .values(rows.services)
      .onConflictDoUpdate({ target: serviceCategories.id, set: excludedSet(serviceCategories) });
    await tx
      .insert(testimonials)
      .values(rows.testimonials)
      .onConflictDoUpdate({ target: testimonials.id, set: excludedSet(testimonials) });
    const value = { version: HOME_SEED_VERSION };
    await tx
      .insert(appMeta)
      .values({ key: META_KEY, value })
      .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: sql`now()` } });
  });
  return true;
}
