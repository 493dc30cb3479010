import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { HOME_TRIPS_PER_PAGE, pageCount, pageItems } from "../../../domain/home/carousel.ts";
import { CardSkeletons } from "../../components/catalogue/catalogue-states.tsx";
import { TripCard } from "../../components/catalogue/trip-card.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { usePlaces } from "../../lib/catalogue/use-places.ts";
import { useFeaturedTrips } from "../../lib/home/use-home-content.ts";
import styles from "./home.module.css";
import { Pager } from "./pager.tsx";

/** Section 3: the best-rated trip packages, two a page, the pager stopping at both ends. */
export function FeaturedTrips() {
  const { t } = useLingui();
  const trips = useFeaturedTrips();
  const places = usePlaces();
  const [page, setPage] = useState(0);
  const pages = pageCount(trips?.length ?? 0, HOME_TRIPS_PER_PAGE);
  const current = Math.min(page, pages - 1);
  return (
    <section className={`${styles.section} ${styles.tinted}`} aria-labelledby="home-trips">
      <div className="container">
        <SectionHeading
          id="home-trips"
          eyebrow={<Trans>Plan a voyage</Trans>}
          title={<Trans>Featured Trip Packages</Trans>}
          lead={<Trans>Several days on the lake with a yacht, a crew and a route that shows Baikal at its best.</Trans>}
        />
        {trips === undefined || trips.length === 0 ? (
          <CardSkeletons count={HOME_TRIPS_PER_PAGE} />
        ) : (
          <>
            <ul className={styles.tripGrid} data-testid="featured-trips" aria-live="polite">
              {pageItems(trips, current, HOME_TRIPS_PER_PAGE).map((trip) => (
                <li key={trip.id}>
                  <TripCard trip={trip} places={places} size="small" />
                </li>
              ))}
            </ul>
            <Pager page={current} pages={pages} onPage={setPage} wrap={false} label={t`Trip packages pages`} />
          </>
        )}
        <div className={styles.sectionActions}>
          <Link to="/trip-packages" className={buttonClass("primary")}>
            <Trans>Explore All Packages</Trans>
          </Link>
          <Link to="/destinations" className={buttonClass("secondary")}>
            <Trans>View Destinations</Trans>
          </Link>
        </div>
      </div>
    </section>
  );
}
