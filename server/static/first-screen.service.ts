import { getCookie } from "hono/cookie";
import { imageUrl } from "../../domain/shared/images.ts";
import { sessionCookieName } from "../accounts/sessions.service.ts";
import type { AppDeps } from "../app-env.ts";
import { currentHeroSlides } from "../home/home.service.ts";
import type { PageDataFor } from "./static.routes.ts";

/**
 * The first-screen data of a page (decision record 057): whether a session cookie came with the
 * request (without one the app need not ask GET /api/user, whose 401 every visitor's start would
 * otherwise log), and on `/` the hero slides with the first picture to preload.
 */
export function firstScreenData(deps: AppDeps): PageDataFor {
  const heroSlides = currentHeroSlides(deps.database.db);
  return async (c, pagePath) => {
    const session = Boolean(getCookie(c, sessionCookieName(deps.env.secureCookies)));
    if (pagePath !== "/") return { firstScreen: { session }, preloadImage: null };
    const slides = await heroSlides().catch((error: unknown) => {
      // The page still renders without them: the app reads the slides from the device or the sync.
      console.error("The hero slides could not be read for the home page:", error);
      return [];
    });
    const first = slides[0];
    return {
      firstScreen: slides.length ? { session, heroSlides: slides } : { session },
      preloadImage: first ? imageUrl(first.image) : null,
    };
  };
}
