import type { Destination, TripPackage, Yacht, YachtSummary } from "../catalogue/types.ts";
import type { HeroSlide, ServiceCategory } from "../home/types.ts";
import type { YachtForSale } from "../pages/yacht-sales.ts";

/**
 * What the server writes into the app's HTML as a JSON data block (decision records 058 and 066),
 * so the first screen of a first visit waits neither for the device database nor for a round trip:
 * whether a session cookie came with the page, and the rows the page's first screen shows, as the
 * device would store them. The server renders the page's HTML from the same data, and the app's
 * first render reads it too, so the two are equal (no hydration mismatch); the device database
 * takes over as soon as it has its own rows. HTML the service worker serves from its cache has
 * none of it; the app then renders from the device as before.
 */
export const FIRST_SCREEN_ELEMENT_ID = "first-screen";

/**
 * Pages whose first screen is a form or a signed-in view: the server leaves them to the browser.
 * HTML that looks ready before the app has taken it over would take typing and clicks that go
 * nowhere (a sign-in form submitted natively, a field reset on takeover); these pages are not for
 * search engines either. Every other path is rendered on the server (decision record 066).
 */
const RENDERED_IN_THE_BROWSER = [
  "/auth",
  "/account",
  "/book",
  "/bookings",
  "/admin",
  "/contact",
  // A form for signed-in users whose quotes live on the device (issue 23).
  "/insurance",
  "/newsletter",
  "/payment-test",
  // The personal panel (issue 20): a signed-in view read from the device.
  "/user",
  "/verify-email",
];

export function rendersOnServer(pathname: string): boolean {
  return !RENDERED_IN_THE_BROWSER.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The catalogue and home rows a page's first screen shows (only the ones that page reads). */
export type FirstScreenRows = {
  /** The yacht list of /yachts, /skippered-charters and a destination's page (what a card shows). */
  yachts?: YachtSummary[];
  /** The one yacht of /yacht/{id} and /yachts/{id}, in full. */
  yacht?: Yacht;
  destinations?: Destination[];
  trips?: TripPackage[];
  serviceCategories?: ServiceCategory[];
  /** The home page's hero slides. */
  heroSlides?: HeroSlide[];
  /** The yachts for sale of /yacht-sales. */
  yachtSales?: YachtForSale[];
};

export type FirstScreen = {
  /** False when the page request carried no session cookie: then nobody is logged in. */
  session: boolean;
  /** The page's rows, for the path the server rendered (`path`); other pages never read them. */
  rows?: FirstScreenRows;
  /** The path (without the query) the server rendered into #root, when it did. */
  path?: string;
};

/** Reads the data block's text; anything that is not a first-screen object counts as absent. */
export function parseFirstScreen(text: string | null | undefined): FirstScreen | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null) return null;
    const { session, rows, path } = value as Record<string, unknown>;
    if (typeof session !== "boolean") return null;
    const screen: FirstScreen = { session };
    if (typeof rows === "object" && rows !== null && !Array.isArray(rows)) screen.rows = rows as FirstScreenRows;
    if (typeof path === "string") screen.path = path;
    return screen;
  } catch {
    return null;
  }
}
