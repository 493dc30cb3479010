import { getCookie } from "hono/cookie";
import type { Yacht, YachtSummary } from "../../domain/catalogue/types.ts";
import { byPosition } from "../../domain/home/types.ts";
import type { FirstScreenRows } from "../../domain/shell/first-screen.ts";
import { sessionCookieName } from "../accounts/sessions.service.ts";
import type { AppDeps } from "../app-env.ts";
import { catalogueSnapshot } from "../catalogue/catalogue.service.ts";
import { currentHeroSlides, homeChangesSince } from "../home/home.service.ts";
import { listedYachtsForSale } from "../pages/yacht-sales.service.ts";
import type { PageDataFor } from "./static.routes.ts";

/**
 * The first-screen data of a page (decision records 058 and 066): whether a session cookie came
 * with the request (without one the app need not ask GET /api/user, whose 401 every visitor's
 * start would otherwise log), and the rows the page's first screen shows, as the device stores
 * them: the server renders the page's HTML from them and the app's first render reads them too.
 * Lists come from the catalogue's in-memory snapshot (decision record 020), so a page costs no query.
 */
export function firstScreenData(deps: AppDeps): PageDataFor {
  const heroSlides = currentHeroSlides(deps.database.db);
  return async (c, pagePath) => {
    const session = Boolean(getCookie(c, sessionCookieName(deps.env.secureCookies)));
    const rows = await rowsFor(pagePath, deps, heroSlides).catch((error: unknown) => {
      // The page still renders without them: the app reads the rows from the device or the sync.
      console.error(`The first screen's rows of ${pagePath} could not be read:`, error);
      return undefined;
    });
    return { firstScreen: rows ? { session, rows } : { session } };
  };
}

/** What a list card needs: the yacht without its description, reviews and crew. */
const summaryOf = ({ description: _d, reviews: _r, crew: _c, ...summary }: Yacht): YachtSummary => summary;

/** In the order the device's tables give them (by id, as IndexedDB compares keys), so equal sorts tie alike. */
const byKey = <T extends { id: string }>(rows: readonly T[]): T[] =>
  [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

async function rowsFor(
  pagePath: string,
  deps: AppDeps,
  heroSlides: ReturnType<typeof currentHeroSlides>,
): Promise<FirstScreenRows | undefined> {
  const path = pagePath.length > 1 ? pagePath.replace(/\/+$/, "") : pagePath;
  if (path === "/") {
    const slides = await heroSlides();
    return slides.length ? { heroSlides: slides } : undefined;
  }
  if (path === "/yacht-sales") return { yachtSales: await listedYachtsForSale(deps.database.db) };
  if (path === "/services") {
    const { serviceCategories } = await homeChangesSince(deps.database.db, undefined);
    return { serviceCategories: byPosition(serviceCategories) };
  }
  const [, section, id, rest] = path.split("/");
  if (rest !== undefined || !section) return undefined;
  const catalogue = async () => {
    const { yachts, destinations, trips } = await catalogueSnapshot(deps.database);
    return { yachts: byKey(yachts), destinations: byKey(destinations), trips: byKey(trips) };
  };
  if (id === undefined) {
    switch (section) {
      case "yachts":
      case "skippered-charters":
        return { yachts: (await catalogue()).yachts.map(summaryOf) };
      case "destinations":
      case "weather":
        // The weather page's map and list of places; their forecasts come from the device.
        return { destinations: (await catalogue()).destinations };
      case "trip-packages": {
        const { trips, destinations } = await catalogue();
        return { trips, destinations };
      }
      default:
        return undefined;
    }
  }
  const key = decodeURIComponent(id);
  switch (section) {
    case "yacht":
    case "yachts": {
      const { yachts, destinations } = await catalogue();
      const yacht = yachts.find((row) => row.id === key);
      return yacht ? { yacht, destinations } : undefined;
    }
    case "destination": {
      const { yachts, destinations, trips } = await catalogue();
      if (!destinations.some((row) => row.id === key)) return undefined;
      return {
        destinations,
        // The page lists the yachts and trips of that place only: the same filter as the page's.
        yachts: yachts.filter((y) => y.homeHarbourId === key || y.destinationIds.includes(key)).map(summaryOf),
        trips: trips.filter((trip) => trip.destinationIds.includes(key)),
      };
    }
    case "trips": {
      const { trips, destinations } = await catalogue();
      const trip = trips.find((row) => row.id === key);
      return trip ? { trips: [trip], destinations } : undefined;
    }
    default:
      return undefined;
  }
}
