import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useLocation } from "@tanstack/react-router";
import { ChevronRight } from "lucide-react";
import { breadcrumbsFor, type Crumb, type KnownSegment } from "../../domain/shell/breadcrumbs.ts";
import { AppLink } from "../components/ui/app-link.tsx";
import { useAtomValue } from "../lib/store.ts";
import { pageCrumbAtom } from "../lib/use-page-title.ts";
import styles from "./breadcrumbs.module.css";

const knownLabels: Record<KnownSegment, MessageDescriptor> = {
  yachts: msg`Yachts`,
  destinations: msg`Destinations`,
  services: msg`Services`,
  "baikal-club": msg`Baikal Club`,
  events: msg`Events`,
  "crew-showcase": msg`Crew showcase`,
  wiki: msg`Wiki`,
  admin: msg`Admin`,
  dashboard: msg`Dashboard`,
  bookings: msg`Bookings`,
  "social-club": msg`Social club`,
  auth: msg`Login`,
  account: msg`Account`,
  yacht: msg`Yacht`,
  destination: msg`Destination`,
  trips: msg`Trip packages`,
  "trip-packages": msg`Trip packages`,
  "skippered-charters": msg`Skippered charters`,
  book: msg`Booking`,
  "verify-email": msg`Email verification`,
  "payment-test": msg`Payment test`,
  communications: msg`Communications`,
  contact: msg`Contact`,
  newsletter: msg`Newsletter`,
  insurance: msg`Insurance`,
  "privacy-policy": msg`Privacy policy`,
  offer: msg`Terms of service`,
  "special-events": msg`Special events`,
  concierge: msg`Concierge`,
  "yacht-sales": msg`Yacht sales`,
  weather: msg`Weather`,
  content: msg`Content`,
  create: msg`Create`,
  sandbox: msg`Sandbox`,
};

/** Where the page sits, from Home; hidden on the home page itself. */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const { t } = useLingui();
  const pageCrumb = useAtomValue(pageCrumbAtom);
  if (pathname === "/") return null;

  // An id in the path (a yacht, a destination) reads better as the page's own name.
  const named = pageCrumb?.path === pathname ? pageCrumb.title : undefined;
  const label = (crumb: Crumb) =>
    crumb.kind === "home"
      ? t`Home`
      : crumb.href === pathname && named
        ? named
        : crumb.kind === "known"
          ? t(knownLabels[crumb.segment])
          : crumb.text;
  const trail = breadcrumbsFor(pathname);
  const crumbs = pageCrumb?.path === pathname && pageCrumb.only ? [...trail.slice(0, 1), ...trail.slice(-1)] : trail;

  return (
    <nav aria-label={t`Breadcrumbs`} className={`container ${styles.crumbs}`}>
      <ol>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.href}>
              {last ? (
                <span aria-current="page">{label(crumb)}</span>
              ) : (
                <>
                  <AppLink href={crumb.href}>{label(crumb)}</AppLink>
                  <ChevronRight size={14} aria-hidden="true" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
