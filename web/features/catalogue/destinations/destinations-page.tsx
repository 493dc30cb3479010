import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { MapPinned } from "lucide-react";
import { useMemo } from "react";
import {
  type DestinationSort,
  destinationDurations,
  destinationSorts,
  selectDestinations,
} from "../../../../domain/catalogue/destination-query.ts";
import { difficulties } from "../../../../domain/catalogue/types.ts";
import card from "../../../components/catalogue/card.module.css";
import { EmptyCatalogue } from "../../../components/catalogue/catalogue-states.tsx";
import { difficultyLabels } from "../../../components/catalogue/labels.ts";
import { PageHeader } from "../../../components/catalogue/page-header.tsx";
import { ErrorPanel } from "../../../components/status/error-panel.tsx";
import { useDestinations, useLocale } from "../../../lib/catalogue/use-catalogue.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { ListFilters } from "../parts/list-filters.tsx";
import styles from "../yachts/yacht-browser.module.css";
import { DestinationCard } from "./destination-card.tsx";
import { type DestinationSearch, toDestinationQuery } from "./destination-search.ts";

type Props = { search: DestinationSearch; onChange: (patch: Partial<DestinationSearch>) => void };

/** /destinations: the places of the lake, with duration and difficulty filters and sorts. */
export function DestinationsPage({ search, onChange }: Props) {
  const { t } = useLingui();
  usePageTitle(t`Destinations`);
  const locale = useLocale();
  const all = useDestinations();
  const query = useMemo(() => toDestinationQuery(search), [search]);
  const results = useMemo(() => (all ? selectDestinations(all, query, locale) : undefined), [all, query, locale]);
  const sortLabels: Record<DestinationSort, string> = {
    name: t`Alphabetical`,
    price_asc: t`Price: low to high`,
    price_desc: t`Price: high to low`,
    distance: t`Nearest to Irkutsk`,
  };
  const durationLabels = { "1-2": t`1–2 days`, "3-4": t`3–4 days`, "5+": t`5+ days` };
  const filtered = Boolean(search.q || search.duration || search.difficulty);

  return (
    <div className="container">
      <PageHeader
        title={<Trans>Destinations</Trans>}
        lead={<Trans>Bays, capes and islands of Lake Baikal, from the Angara source to the wild north.</Trans>}
      />
      <div className={styles.browser}>
        <ListFilters
          q={search.q}
          onSearch={(q) => onChange({ q })}
          searchLabel={t`Search places and highlights`}
          groups={[
            {
              label: t`Duration`,
              options: destinationDurations.map((d) => ({ value: d, label: durationLabels[d] })),
              selected: search.duration ? [search.duration] : [],
              onChange: ([d]) => onChange({ duration: d as DestinationSearch["duration"] }),
            },
            {
              label: t`Difficulty`,
              options: difficulties.map((d) => ({ value: d, label: t(difficultyLabels[d]) })),
              selected: search.difficulty?.split(",") ?? [],
              multiple: true,
              onChange: (list) => onChange({ difficulty: list.length ? list.join(",") : undefined }),
            },
          ]}
          sort={{
            value: search.sort ?? "name",
            options: destinationSorts.map((s) => ({ value: s, label: sortLabels[s] })),
            onChange: (sort) => onChange({ sort: sort as DestinationSort }),
          }}
          onClear={filtered ? () => onChange({ q: undefined, duration: undefined, difficulty: undefined }) : undefined}
        />
        {results === undefined ? null : all?.length === 0 ? (
          <EmptyCatalogue />
        ) : (
          <>
            <p className={styles.count} aria-live="polite" data-testid="result-count">
              <Plural value={results.length} one="# destination" other="# destinations" />
            </p>
            {results.length === 0 ? (
              <ErrorPanel
                tone="neutral"
                icon={<MapPinned size={26} />}
                title={<Trans>No places match these filters</Trans>}
                text={<Trans>Try another duration or difficulty.</Trans>}
              />
            ) : (
              <ul className={card.grid} aria-label={t`Destinations`}>
                {results.map((destination, index) => (
                  <li key={destination.id}>
                    <DestinationCard destination={destination} priority={index === 0} />
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
