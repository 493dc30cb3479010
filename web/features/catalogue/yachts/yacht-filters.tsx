import { Trans, useLingui } from "@lingui/react/macro";
import { Search, SlidersHorizontal, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { type YachtType, yachtTypes } from "../../../../domain/catalogue/types.ts";
import { type YachtSort, yachtSorts } from "../../../../domain/catalogue/yacht-query.ts";
import { yachtTypeLabels } from "../../../components/catalogue/labels.ts";
import { useHydrating } from "../../../lib/use-hydrating.ts";
import { guestOptions, lengthOptions, optionFor, priceOptions, type RangeOption } from "./range-options.ts";
import styles from "./yacht-filters.module.css";
import { clearedYachtFilters, type YachtSearch } from "./yacht-search.ts";

const wideScreen = () => window.matchMedia?.("(min-width: 768px)").matches ?? true;

type Props = { search: YachtSearch; onChange: (patch: Partial<YachtSearch>) => void; activeCount: number };

/** Search, type chips, guests, price, length and sort; every change goes to the URL. */
export function YachtFilters({ search, onChange, activeCount }: Props) {
  const { t } = useLingui();
  const id = useId();
  // Open beside the list on wide screens; folded away under the search on phones.
  // The server cannot know the screen: its HTML has them folded, and a wide screen unfolds them
  // once the app has taken that HTML over (decision record 066).
  const hydrating = useHydrating();
  const [openAtStart] = useState(() => !hydrating && wideScreen());
  const [foldedByServer] = useState(hydrating);
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (foldedByServer && details.current && wideScreen()) details.current.open = true;
  }, [foldedByServer]);
  const types = new Set((search.type ?? "").split(",").filter(Boolean) as YachtType[]);
  const toggleType = (type: YachtType) => {
    const next = new Set(types);
    if (next.has(type)) next.delete(type);
    else next.add(type);
    onChange({ type: next.size ? yachtTypes.filter((x) => next.has(x)).join(",") : undefined });
  };
  const sortLabels: Record<YachtSort, string> = {
    rating: t`Highest rated`,
    price_asc: t`Price: low to high`,
    price_desc: t`Price: high to low`,
    name: t`Alphabetical`,
  };
  const rangeSelect = (
    label: string,
    options: RangeOption[],
    min: number | undefined,
    max: number | undefined,
    apply: (option: RangeOption) => void,
  ) => {
    const current = optionFor(options, min, max);
    return (
      <label className={styles.field}>
        <span className={styles.label}>{label}</span>
        <select
          value={current}
          onChange={(event) => {
            const option = options.find((o) => o.id === event.target.value);
            if (option) apply(option);
          }}
        >
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {t(o.label)}
            </option>
          ))}
          {current === "custom" ? <option value="custom">{t`Custom range`}</option> : null}
        </select>
      </label>
    );
  };

  return (
    <div className={styles.filters}>
      <div className={styles.topRow}>
        <label className={styles.search}>
          <Search size={18} aria-hidden="true" />
          <span className="visually-hidden">
            <Trans>Search yachts</Trans>
          </span>
          <input
            type="search"
            value={search.q ?? ""}
            placeholder={t`Search by name, place or word`}
            onChange={(event) => onChange({ q: event.target.value || undefined })}
            maxLength={100}
          />
        </label>
        <label className={`${styles.field} ${styles.sort}`}>
          <span className={styles.label}>
            <Trans>Sort</Trans>
          </span>
          <select
            value={search.sort ?? "rating"}
            onChange={(event) => onChange({ sort: event.target.value as YachtSort })}
          >
            {yachtSorts.map((sort) => (
              <option key={sort} value={sort}>
                {sortLabels[sort]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <details ref={details} className={styles.more} open={openAtStart}>
        <summary className={styles.summary}>
          <SlidersHorizontal size={16} aria-hidden="true" />
          <Trans>Filters</Trans>
          {activeCount > 0 ? <span className={styles.countBadge}>{activeCount}</span> : null}
        </summary>
        <div className={styles.panel}>
          <fieldset className={styles.types}>
            <legend className={styles.label}>
              <Trans>Type</Trans>
            </legend>
            {yachtTypes.map((type) => (
              <button
                key={type}
                type="button"
                className={styles.chip}
                aria-pressed={types.has(type)}
                onClick={() => toggleType(type)}
              >
                {t(yachtTypeLabels[type])}
              </button>
            ))}
          </fieldset>
          <label className={styles.field} htmlFor={`${id}-guests`}>
            <span className={styles.label}>
              <Trans>Guests</Trans>
            </span>
            <select
              id={`${id}-guests`}
              value={search.minCapacity ?? ""}
              onChange={(event) =>
                onChange({ minCapacity: event.target.value ? Number(event.target.value) : undefined })
              }
            >
              <option value="">{t`Any number`}</option>
              {guestOptions.map((n) => (
                <option key={n} value={n}>
                  {t`${n}+ guests`}
                </option>
              ))}
              {search.minCapacity !== undefined && !guestOptions.some((n) => n === search.minCapacity) ? (
                <option value={search.minCapacity}>{t`${search.minCapacity}+ guests`}</option>
              ) : null}
            </select>
          </label>
          {rangeSelect(t`Price per day`, priceOptions, search.minPrice, search.maxPrice, (o) =>
            onChange({ minPrice: o.min, maxPrice: o.max }),
          )}
          {rangeSelect(t`Length`, lengthOptions, search.minLength, search.maxLength, (o) =>
            onChange({ minLength: o.min, maxLength: o.max }),
          )}
          {activeCount > 0 ? (
            <button type="button" className={styles.clear} onClick={() => onChange(clearedYachtFilters)}>
              <X size={14} aria-hidden="true" />
              <Trans>Clear filters</Trans>
            </button>
          ) : null}
        </div>
      </details>
    </div>
  );
}
