import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { CalendarDays, Check, Compass, Sailboat, Users } from "lucide-react";
import type { Destination } from "../../../../domain/catalogue/types.ts";
import { localized } from "../../../../domain/localized.ts";
import { ErrorPanel } from "../../../components/status/error-panel.tsx";
import { PageSpinner } from "../../../components/status/page-spinner.tsx";
import { AppLink } from "../../../components/ui/app-link.tsx";
import { buttonClass } from "../../../components/ui/button.tsx";
import { formatDate } from "../../../lib/format.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import hero from "../destinations/destination-detail-page.module.css";
import { LakeMap } from "../destinations/lake-map.tsx";
import { ActivityList } from "../shared/activity-list.tsx";
import { CatalogueImage } from "../shared/catalogue-image.tsx";
import { EmptyCatalogue } from "../shared/catalogue-states.tsx";
import { vesselTypeLabels } from "../shared/labels.ts";
import { Price } from "../shared/price.tsx";
import { Rating } from "../shared/rating.tsx";
import { SyncNote } from "../shared/sync-note.tsx";
import { useCatalogueSyncState, useDestinations, useLocale, useTrip } from "../shared/use-catalogue.ts";
import styles from "./trip-detail-page.module.css";
import { usePlaces } from "./use-places.ts";

/** /trips/{id}: a trip package's route on the lake, activities, what is included, price and dates. */
export function TripDetailPage({ id }: { id: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const trip = useTrip(id);
  const places = usePlaces();
  const all = useDestinations();
  const syncState = useCatalogueSyncState();
  usePageTitle(trip ? localized(trip.title, locale) : t`Trip package`, { crumb: true });

  if (trip === undefined || syncState === undefined) return <PageSpinner />;
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
  const bookHref = trip.yachtId
    ? `/book/${encodeURIComponent(trip.yachtId)}?start=${trip.startDate}&end=${trip.endDate}&trip=${encodeURIComponent(trip.id)}`
    : "/contact";

  return (
    <article className={`container ${hero.page}`}>
      <header className={hero.hero}>
        <CatalogueImage image={trip.image} alt="" ratio="21 / 9" eager className={hero.heroImage} />
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
            <Price value={trip.totalPrice} size="lg" />
            <p className={styles.muted}>
              <Trans>
                for the whole trip · <Price value={trip.basePrice} perDay />
              </Trans>
            </p>
            <ul className={styles.meta}>
              <li>
                <CalendarDays size={16} aria-hidden="true" />
                {formatDate(trip.startDate, locale, { day: "numeric", month: "long" })} –{" "}
                {formatDate(trip.endDate, locale, { day: "numeric", month: "long", year: "numeric" })} ·{" "}
                <Plural value={trip.durationDays} one="# day" other="# days" />
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
            <AppLink href={bookHref} className={buttonClass("accent", "medium", styles.book)}>
              {trip.yachtId ? <Trans>Book this trip</Trans> : <Trans>Ask about this trip</Trans>}
            </AppLink>
          </div>
          <LakeMap pins={stops} others={all ?? []} />
        </aside>
      </div>
    </article>
  );
}
