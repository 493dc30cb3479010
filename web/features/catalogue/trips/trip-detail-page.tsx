import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { CalendarDays, Check, Compass, Sailboat, Users } from "lucide-react";
import { type ReactNode, useState } from "react";
import { tripPlacePrice } from "../../../../domain/bookings/trip.ts";
import type { Destination, TripPackage } from "../../../../domain/catalogue/types.ts";
import { localized } from "../../../../domain/shared/localized.ts";
import { CatalogueImage } from "../../../components/catalogue/catalogue-image.tsx";
import { EmptyCatalogue } from "../../../components/catalogue/catalogue-states.tsx";
import { vesselTypeLabels } from "../../../components/catalogue/labels.ts";
import { Price } from "../../../components/catalogue/price.tsx";
import { Rating } from "../../../components/catalogue/rating.tsx";
import { SyncNote } from "../../../components/catalogue/sync-note.tsx";
import { ErrorPanel } from "../../../components/status/error-panel.tsx";
import { PageSpinner } from "../../../components/status/page-spinner.tsx";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import { ForecastPanel } from "../../../components/weather/forecast-panel.tsx";
import { useCatalogueSyncState, useDestinations, useLocale, useTrip } from "../../../lib/catalogue/use-catalogue.ts";
import { usePlaces } from "../../../lib/catalogue/use-places.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import hero from "../destinations/destination-detail-page.module.css";
import { LakeMap } from "../destinations/lake-map.tsx";
import { ActivityList } from "../parts/activity-list.tsx";
import { tripDates } from "./trip-dates.ts";
import styles from "./trip-detail-page.module.css";
import { TripRequestDialog } from "./trip-request-dialog.tsx";

/**
 * /trips/{id}: a trip package's route on the lake, activities, what is included, price and dates.
 * Its places are booked on the page (decision 073; the booking's part comes from the bookings
 * feature through `booking`, composed by the route), and a question about it stays possible beside
 * it (decision 057's request).
 */
type Props = { id: string; booking?: (trip: TripPackage) => ReactNode };

export function TripDetailPage({ id, booking }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const trip = useTrip(id);
  const places = usePlaces();
  const all = useDestinations();
  const syncState = useCatalogueSyncState();
  const [requesting, setRequesting] = useState(false);
  usePageTitle(trip ? localized(trip.title, locale) : t`Trip package`, { crumb: true });

  if (trip === undefined || (trip === null && syncState === undefined)) return <PageSpinner />;
  if (trip === null) {
    if (!syncState?.cursor) return <EmptyCatalogue />;
    return (
      <ErrorPanel
        tone="neutral"
        icon={<Compass size={26} />}
        title={<Trans>This trip is no longer offered</Trans>}
        text={<Trans>Its dates may have passed. Other voyages are waiting.</Trans>}
      >
        <Link to="/trip-packages" className={buttonClass("primary")}>
          <Trans>All trip packages</Trans>
        </Link>
      </ErrorPanel>
    );
  }
  const stops = trip.destinationIds.map((d) => places.get(d)).filter((d): d is Destination => d !== undefined);

  return (
    <article className={`container ${hero.page}`}>
      <header className={hero.hero}>
        <CatalogueImage image={trip.image} alt="" ratio="21 / 9" priority className={hero.heroImage} />
        <div className={hero.heroText}>
          <h1 className={hero.title}>{localized(trip.title, locale)}</h1>
        </div>
      </header>
      <div className={styles.topline}>
        <Rating value={trip.rating} count={trip.reviews} />
        <SyncNote />
      </div>
      <div className={hero.layout}>
        <div className={hero.main}>
          <p className={hero.description}>{localized(trip.description, locale)}</p>
          <section aria-labelledby="route-title" className={hero.section}>
            <h2 id="route-title">
              <Trans>The route</Trans>
            </h2>
            <ol className={styles.route}>
              {stops.map((stop) => (
                <li key={stop.id}>
                  <Link to="/destination/$id" params={{ id: stop.id }} className={styles.stop}>
                    {localized(stop.name, locale)}
                  </Link>
                  <ul className={styles.highlights}>
                    {stop.highlights.map((h) => (
                      <li key={h.en}>{localized(h, locale)}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="trip-activities-title" className={hero.section}>
            <h2 id="trip-activities-title">
              <Trans>Activities</Trans>
            </h2>
            <ActivityList activities={trip.activities} />
          </section>
          <section aria-labelledby="includes-title" className={hero.section}>
            <h2 id="includes-title">
              <Trans>What is included</Trans>
            </h2>
            <ul className={styles.includes}>
              {trip.includes.map((item) => (
                <li key={item.en}>
                  <Check size={16} aria-hidden="true" />
                  {localized(item, locale)}
                </li>
              ))}
            </ul>
          </section>
        </div>
        <aside className={hero.side}>
          <div className={styles.panel}>
            <Price value={tripPlacePrice(trip)} size="lg" />
            <p className={styles.muted}>
              <Trans>per guest for the whole trip, all-in</Trans>
            </p>
            <p className={styles.muted} data-testid="trip-package-price">
              <Trans>
                The whole yacht: <Price value={trip.totalPrice} /> for {trip.capacity} guests ·{" "}
                <Price value={trip.basePrice} perDay />
              </Trans>
            </p>
            <ul className={styles.meta}>
              <li>
                <CalendarDays size={16} aria-hidden="true" />
                {tripDates(trip, locale)} · <Plural value={trip.durationDays} one="# day" other="# days" />
              </li>
              <li>
                <Sailboat size={16} aria-hidden="true" />
                {trip.yachtId ? (
                  <Link to="/yachts/$id" params={{ id: trip.yachtId }}>
                    {localized(trip.yachtName, locale)}
                  </Link>
                ) : (
                  localized(trip.yachtName, locale)
                )}{" "}
                · {t(vesselTypeLabels[trip.yachtType])}
              </li>
              <li>
                <Users size={16} aria-hidden="true" />
                <Plural value={trip.capacity} one="up to # guest" other="up to # guests" />
              </li>
            </ul>
            {booking && trip.yachtId ? (
              <a href="#book" className={buttonClass("accent", "medium", styles.book)}>
                <Trans>Book this trip</Trans>
              </a>
            ) : null}
            <Button
              variant={booking && trip.yachtId ? "secondary" : "accent"}
              className={styles.book}
              onClick={() => setRequesting(true)}
            >
              <Trans>Ask about this trip</Trans>
            </Button>
            <p className={styles.muted}>
              <Trans>A question is answered within one working day.</Trans>
            </p>
          </div>
          {booking && trip.yachtId ? (
            <section id="book" aria-labelledby="book-title" className={`${styles.panel} ${styles.bookSection}`}>
              <h2 id="book-title" className={styles.bookTitle}>
                <Trans>Book this trip</Trans>
              </h2>
              {booking(trip)}
            </section>
          ) : null}
          {stops[0] ? <ForecastPanel place={stops[0]} from={trip.startDate} to={trip.endDate} /> : null}
          <LakeMap pins={stops} others={all ?? []} />
        </aside>
      </div>
      <TripRequestDialog trip={trip} open={requesting} onClose={() => setRequesting(false)} />
    </article>
  );
}
