/**
 * Breadcrumbs of spec section 2: known segments have translated labels, any other segment is
 * capitalised with hyphens turned into spaces, and Home is the root.
 */
export const knownBreadcrumbSegments = [
  "yachts",
  "destinations",
  "services",
  "baikal-club",
  "events",
  "crew-showcase",
  "wiki",
  "admin",
  "dashboard",
  "bookings",
  "social-club",
  "auth",
  "account",
  // Not in the spec's list, but routes of ours whose English name would show in the Russian interface.
  "yacht",
  "destination",
  "trips",
  "trip-packages",
  "skippered-charters",
  "book",
  "verify-email",
  "payment-test",
  "communications",
  "contact",
  "newsletter",
  "insurance",
  "privacy-policy",
  "offer",
  "special-events",
  "concierge",
  "yacht-sales",
  "weather",
  "content",
  "create",
  "sandbox",
] as const;
export type KnownSegment = (typeof knownBreadcrumbSegments)[number];

export function isKnownSegment(segment: string): segment is KnownSegment {
  return (knownBreadcrumbSegments as readonly string[]).includes(segment);
}

/** "crew-request" → "Crew request"; "yacht-sales" → "Yacht sales". */
export function capitaliseSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // keep the raw segment when it is not valid percent-encoding
  }
  const words = decoded.replace(/-/g, " ").trim();
  return words.charAt(0).toLocaleUpperCase() + words.slice(1);
}

/**
 * Detail routes have no page of their own one level up (/yacht, /destination, /trips): their crumb
 * leads to the list the detail belongs to.
 */
const crumbTargets: Partial<Record<KnownSegment, string>> = {
  yacht: "/yachts",
  destination: "/destinations",
  trips: "/trip-packages",
  book: "/yachts",
  // /content has no page: its crumb leads to the author's list.
  content: "/content/dashboard",
};

export type Crumb =
  | { kind: "home"; href: "/" }
  | { kind: "known"; segment: KnownSegment; href: string }
  | { kind: "text"; text: string; href: string };

/** The crumbs of a path, root first. The last one is the current page. */
export function breadcrumbsFor(pathname: string): Crumb[] {
  const segments = pathname.split("/").filter(Boolean);
  const crumbs: Crumb[] = [{ kind: "home", href: "/" }];
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    const target = isKnownSegment(segment) && !last ? crumbTargets[segment] : undefined;
    const href = target ?? `/${segments.slice(0, index + 1).join("/")}`;
    crumbs.push(
      isKnownSegment(segment)
        ? { kind: "known", segment, href }
        : { kind: "text", text: capitaliseSegment(segment), href },
    );
  });
  return crumbs;
}
