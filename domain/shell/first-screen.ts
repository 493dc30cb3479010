import type { HeroSlide } from "../home/types.ts";

/**
 * What the server writes into the app's HTML as a JSON data block (decision record 057), so the
 * first screen of a first visit waits neither for the device database nor for a round trip:
 * whether a session cookie came with the page, and on `/` the hero slides. HTML the service
 * worker serves from its cache has none of it; the app then asks as before.
 */
export const FIRST_SCREEN_ELEMENT_ID = "first-screen";

export type FirstScreen = {
  /** False when the page request carried no session cookie: then nobody is logged in. */
  session: boolean;
  /** The home page's hero slides as the device would store them. */
  heroSlides?: HeroSlide[];
};

/** Reads the data block's text; anything that is not a first-screen object counts as absent. */
export function parseFirstScreen(text: string | null | undefined): FirstScreen | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null) return null;
    const { session, heroSlides } = value as Record<string, unknown>;
    if (typeof session !== "boolean") return null;
    return Array.isArray(heroSlides) ? { session, heroSlides: heroSlides as HeroSlide[] } : { session };
  } catch {
    return null;
  }
}
