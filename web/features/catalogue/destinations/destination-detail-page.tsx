import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { CalendarRange, Clock, MapPinned, Mountain, Route as RouteIcon } from "lucide-react";
import { useMemo } from "react";
import { selectYachts } from "../../../../domain/catalogue/yacht-query.ts";
import { localized } from "../../../../domain/shared/localized.ts";
import card from "../../../components/catalogue/card.module.css";
import { CatalogueImage } from "../../../components/catalogue/catalogue-image.tsx";
import { EmptyCatalogue } from "../../../components/catalogue/catalogue-states.tsx";
import { difficultyLabels } from "../../../components/catalogue/labels.ts";
import { Price } from "../../../components/catalogue/price.tsx";
import { SyncNote } from "../../../components/catalogue/sync-note.tsx";
import { TripCard } from "../../../components/catalogue/trip-card.tsx";
import { ErrorPanel } from "../../../components/status/error-panel.tsx";
import { PageSpinner } from "../../../components/status/page-spinner.tsx";
import { buttonClass } from "../../../components/ui/button.tsx";
import { ForecastPanel } from "../../../components/weather/forecast-panel.tsx";
import {
  useCatalogueSyncState,
  useDestination,
  useDestinations,
  useLocale,
  useTrips,
  useYachts,
} from "../../../lib/catalogue/use-catalogue.ts";
import { usePlaces } from "../../../lib/catalogue/use-places.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { ActivityList } from "../parts/activity-list.tsx";
import { DurationDays } from "../parts/duration-days.tsx";
import { seasonText } from "../parts/season.ts";
import { YachtCard } from "../yachts/yacht-card.tsx";
import styles from "./destination-detail-page.module.css";
import { LakeMap } from "./lake-map.tsx";

/** /destination/{id}: a place of the lake, where it is, what to do there, and who goes there. */
export function DestinationDetailPage({ id }: { id: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const destination = useDestination(id);
  const all = useDestinations();
  const yachts = useYachts();
  const trips = useTrips();
  const places = usePlaces();
  const syncState = useCatalogueSyncState();
  const name = destination ? localized(destination.name, locale) : undefined;
  usePageTitle(name ?? t`Destination`, { crumb: true });
  const goingThere = useMemo(
    () =>
      selectYachts(
        (yachts ?? []).filter((y) => y.homeHarbourId === id || y.destinationIds.includes(id)),
        { sort: "rating" },
        locale,
      ),
    [yachts, id, locale],
  );
  const tripsThere = (trips ?? []).filter((trip) => trip.destinationIds.includes(id));

  if (destination === undefined || (destination === null && syncState === undefined)) return <PageSpinner />;
  if (destination === null) {
    if (!syncState?.cursor) return <EmptyCatalogue />;
    return (
      <ErrorPanel
        tone="neutral"
        icon={<MapPinned size={26} />}
        title={<Trans>This place is not in the catalogue</Trans>}
        text={<Trans>It may have been renamed or removed. The lake has many more.</Trans>}
      >
        <Link to="/destinations" className={buttonClass("primary")}>
          <Trans>All destinations</Trans>
        </Link>
      </ErrorPanel>
    );
  }
  const { min, max } = destination.durationDays;

  return (
    <article className={`container ${styles.page}`}>
      <header className={styles.hero}>
        <CatalogueImage image={destination.image} alt="" ratio="21 / 9" priority className={styles.heroImage} />
        <div className={styles.heroText}>
          <h1 className={styles.title}>{name}</h1>
          <p className={styles.lead}>{localized(destination.shortDescription, locale)}</p>
        </div>
      </header>
      <SyncNote />
      <div className={styles.layout}>
        <div className={styles.main}>
          <p className={styles.description}>{localized(destination.description, locale)}</p>
          <section aria-labelledby="highlights-title" className={styles.section}>
            <h2 id="highlights-title">
              <Trans>Highlights</Trans>
            </h2>
            <ul className={styles.highlights}>
              {destination.highlights.map((h) => (
                <li key={h.en}>{localized(h, locale)}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="activities-title" className={styles.section}>
            <h2 id="activities-title">
              <Trans>Activities</Trans>
            </h2>
            <ActivityList activities={destination.activities} />
          </section>
        </div>
        <aside className={styles.side}>
          <dl className={styles.facts}>
            <div>
              <dt>
                <Clock size={16} aria-hidden="true" />
                <Trans>Duration</Trans>
              </dt>
              <dd>
                <DurationDays min={min} max={max} />
              </dd>
            </div>
            <div>
              <dt>
                <CalendarRange size={16} aria-hidden="true" />
                <Trans>Best season</Trans>
              </dt>
              <dd>{seasonText(destination.bestSeason, locale)}</dd>
            </div>
            <div>
              <dt>
                <Mountain size={16} aria-hidden="true" />
                <Trans>Difficulty</Trans>
              </dt>
              <dd>{t(difficultyLabels[destination.difficulty])}</dd>
            </div>
            <div>
              <dt>
                <RouteIcon size={16} aria-hidden="true" />
                <Trans>Distance</Trans>
              </dt>
              <dd>
                <Trans>{destination.distanceKm} km from Irkutsk</Trans>
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Yacht day here from</Trans>
              </dt>
              <dd>
                <Price value={destination.pricePerDay} perDay />
              </dd>
            </div>
          </dl>
          <ForecastPanel place={destination} />
          <section aria-labelledby="map-title" className={styles.mapBlock}>
            <h2 id="map-title" className={styles.mapTitle}>
              <Trans>On the lake</Trans>
            </h2>
            <LakeMap pins={[destination]} others={all ?? []} />
          </section>
        </aside>
      </div>
      <section aria-labelledby="yachts-title" className={styles.section}>
        <h2 id="yachts-title">
          <Trans>Yachts that go there</Trans>
        </h2>
        {goingThere.length === 0 ? (
          <p className={styles.muted}>
            <Trans>No yacht lists this place yet; ask a skipper, most go where the wind allows.</Trans>
          </p>
        ) : (
          <ul className={card.grid}>
            {goingThere.map((yacht) => (
              <li key={yacht.id}>
                <YachtCard yacht={yacht} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {tripsThere.length ? (
        <section aria-labelledby="trips-title" className={styles.section}>
          <h2 id="trips-title">
            <Trans>Trips that go there</Trans>
          </h2>
          <ul className={card.grid}>
            {tripsThere.map((trip) => (
              <li key={trip.id}>
                <TripCard trip={trip} places={places} size="small" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
