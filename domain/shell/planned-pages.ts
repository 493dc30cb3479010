/**
 * Routes of spec section 2 that exist but whose pages no issue has built yet (decision record 063).
 * They answer with a page that names itself and says it is coming, not with "Page not found":
 * the footer, the menus and the home page link to them.
 */
export const plannedPages = {
  "/social-club": "socialClub",
  "/crew-showcase": "crewShowcase",
  "/crew-request": "crewRequest",
  "/service-company": "serviceCompany",
  "/service-company/dashboard": "serviceCompanyDashboard",
  "/travel-manager/dashboard": "travelDashboard",
  "/crew/dashboard": "crewDashboard",
} as const satisfies Record<string, string>;

export type PlannedPage = (typeof plannedPages)[keyof typeof plannedPages];

/** The planned page at a path ("/wiki/" reads as "/wiki"), or null. */
export function plannedPageAt(pathname: string): PlannedPage | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return Object.hasOwn(plannedPages, path) ? plannedPages[path as keyof typeof plannedPages] : null;
}
