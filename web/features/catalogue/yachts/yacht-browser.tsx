import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Anchor } from "lucide-react";
import { useDeferredValue, useMemo, useState } from "react";
import { hasYachtFilters, selectYachts } from "../../../../domain/catalogue/yacht-query.ts";
import card from "../../../components/catalogue/card.module.css";
import { EmptyCatalogue } from "../../../components/catalogue/catalogue-states.tsx";
import { ErrorPanel } from "../../../components/status/error-panel.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useLocale, useYachts } from "../../../lib/catalogue/use-catalogue.ts";
import { RecentlyViewed } from "./recently-viewed-strip.tsx";
import styles from "./yacht-browser.module.css";
import { YachtCard } from "./yacht-card.tsx";
import { YachtFilters } from "./yacht-filters.tsx";
import { clearedYachtFilters, toYachtQuery, type YachtSearch } from "./yacht-search.ts";

/** Yachts shown at once; "Show more" adds as many again, so 10,000 results never mean 10,000 cards. */
export const YACHTS_PER_PAGE = 24;

type Props = {
  search: YachtSearch;
  onChange: (patch: Partial<YachtSearch>) => void;
  /** /skippered-charters: only yachts that come with a captain. */
  skippered?: boolean;
};

/** The yacht list read from the device: search, filters and sorts from the URL, results as cards. */
export function YachtBrowser({ search, onChange, skippered = false }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const yachts = useYachts();
  const deferredSearch = useDeferredValue(search);
  const query = useMemo(() => ({ ...toYachtQuery(deferredSearch), skippered }), [deferredSearch, skippered]);
  const results = useMemo(() => (yachts ? selectYachts(yachts, query, locale) : undefined), [yachts, query, locale]);
  const [shown, setShown] = useState({ key: "", count: YACHTS_PER_PAGE });
  const viewKey = JSON.stringify(query);
  const count = shown.key === viewKey ? shown.count : YACHTS_PER_PAGE;
  const filtered = hasYachtFilters(query);
  const activeCount = [
    search.type,
    search.minCapacity,
    search.minPrice ?? search.maxPrice,
    search.minLength ?? search.maxLength,
  ].filter((x) => x !== undefined).length;

  return (
    <div className={styles.browser}>
      <YachtFilters search={search} onChange={onChange} activeCount={activeCount} />
      {!skippered ? <RecentlyViewed /> : null}
      {results === undefined ? null : yachts?.length === 0 ? (
        <EmptyCatalogue />
      ) : (
        <>
          <p className={styles.count} aria-live="polite" data-testid="result-count">
            <Plural value={results.length} one="# yacht" other="# yachts" />
          </p>
          {results.length === 0 ? (
            <ErrorPanel
              tone="neutral"
              icon={<Anchor size={26} />}
              title={<Trans>No yachts match these filters</Trans>}
              text={<Trans>Try fewer filters or another word: the lake has room for everyone.</Trans>}
            >
              {filtered ? (
                <Button variant="secondary" onClick={() => onChange(clearedYachtFilters)}>
                  <Trans>Clear filters</Trans>
                </Button>
              ) : null}
            </ErrorPanel>
          ) : (
            <>
              <ul className={card.grid} aria-label={t`Yachts`}>
                {results.slice(0, count).map((yacht, index) => (
                  <li key={yacht.id}>
                    <YachtCard yacht={yacht} priority={index === 0} />
                  </li>
                ))}
              </ul>
              {results.length > count ? (
                <div className={styles.more}>
                  <Button
                    variant="secondary"
                    onClick={() => setShown({ key: viewKey, count: count + YACHTS_PER_PAGE })}
                  >
                    <Trans>Show more yachts</Trans>
                  </Button>
                  <span className={styles.moreNote}>
                    <Trans>
                      {count} of {results.length}
                    </Trans>
                  </span>
                </div>
              ) : null}
            </>
          )}
        </>
      )}
    </div>
  );
}
