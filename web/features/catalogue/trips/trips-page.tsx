import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Compass } from "lucide-react";
import { useMemo } from "react";
import {
  selectTrips,
  type TripSort,
  tripDurations,
  tripPrices,
  tripSorts,
} from "../../../../domain/catalogue/trip-query.ts";
import { EmptyCatalogue } from "../../../components/catalogue/catalogue-states.tsx";
import { PageHeader } from "../../../components/catalogue/page-header.tsx";
import { TripCard } from "../../../components/catalogue/trip-card.tsx";
import { ErrorPanel } from "../../../components/status/error-panel.tsx";
import { useLocale, useTrips } from "../../../lib/catalogue/use-catalogue.ts";
import { usePlaces } from "../../../lib/catalogue/use-places.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { ListFilters } from "../parts/list-filters.tsx";
import browser from "../yachts/yacht-browser.module.css";
import type { TripSearch } from "./trip-search.ts";
import styles from "./trips-page.module.css";

type Props = { search: TripSearch; onChange: (patch: Partial<TripSearch>) => void };

/** /trip-packages: the six packages, filtered by duration and price, sorted. */
export function TripsPage({ search, onChange }: Props) {
  const { t } = useLingui();
  usePageTitle(t`Trip packages`);
  const locale = useLocale();
  const trips = useTrips();
  const places = usePlaces();
  const results = useMemo(() => (trips ? selectTrips(trips, search, locale) : undefined), [trips, search, locale]);
  const sortLabels: Record<TripSort, string> = {
    rating: t`Highest rated`,
    price_asc: t`Price: low to high`,
    price_desc: t`Price: high to low`,
    name: t`Alphabetical`,
  };
  const durationLabels = { "1-2": t`1–2 days`, "3-5": t`3–5 days`, "6+": t`6+ days` };
  const priceLabels = { lt10k: t`Under $10k`, "10k-20k": t`$10k–$20k`, gt20k: t`$20k+` };
  const filtered = Boolean(search.q || search.duration || search.price);

  return (
    <div className="container">
      <PageHeader
        title={<Trans>Trip packages</Trans>}
        lead={
          <Trans>
            Voyages with a yacht, a crew and a plan: from an Olkhon weekend to the whole length of the lake.
          </Trans>
        }
      />
      <div className={browser.browser}>
        <ListFilters
          q={search.q}
          onSearch={(q) => onChange({ q })}
          searchLabel={t`Search trips and activities`}
          groups={[
            {
              label: t`Duration`,
              options: tripDurations.map((d) => ({ value: d, label: durationLabels[d] })),
              selected: search.duration ? [search.duration] : [],
              onChange: ([d]) => onChange({ duration: d as TripSearch["duration"] }),
            },
            {
              label: t`Price`,
              options: tripPrices.map((p) => ({ value: p, label: priceLabels[p] })),
              selected: search.price ? [search.price] : [],
              onChange: ([p]) => onChange({ price: p as TripSearch["price"] }),
            },
          ]}
          sort={{
            value: search.sort ?? "rating",
            options: tripSorts.map((s) => ({ value: s, label: sortLabels[s] })),
            onChange: (sort) => onChange({ sort: sort as TripSort }),
          }}
          onClear={filtered ? () => onChange({ q: undefined, duration: undefined, price: undefined }) : undefined}
        />
        {results === undefined ? null : trips?.length === 0 ? (
          <EmptyCatalogue />
        ) : (
          <>
            <p className={browser.count} aria-live="polite" data-testid="result-count">
              <Plural value={results.length} one="# trip package" other="# trip packages" />
            </p>
            {results.length === 0 ? (
              <ErrorPanel
                tone="neutral"
                icon={<Compass size={26} />}
                title={<Trans>No trips match these filters</Trans>}
                text={<Trans>Try another duration or price range.</Trans>}
              />
            ) : (
              <ul className={styles.grid} aria-label={t`Trip packages`}>
                {results.map((trip, index) => (
                  <li key={trip.id}>
                    <TripCard trip={trip} places={places} size="large" priority={index === 0} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </div>
  );
}
