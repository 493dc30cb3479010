import { Trans, useLingui } from "@lingui/react/macro";
import { Search, X } from "lucide-react";
import styles from "../yachts/yacht-filters.module.css";

/**
 * The filter bar of the destination and trip lists: a search box, groups of chips (one choice, or
 * several where `multiple`), and a sort. The yacht list has its own, with more controls.
 */
export type ChipGroup = {
  label: string;
  options: { value: string; label: string }[];
  selected: string[];
  multiple?: boolean;
  onChange: (selected: string[]) => void;
};

type Props = {
  q: string | undefined;
  onSearch: (q: string | undefined) => void;
  searchLabel: string;
  groups: ChipGroup[];
  sort: { value: string; options: { value: string; label: string }[]; onChange: (value: string) => void };
  onClear?: () => void;
};

export function ListFilters({ q, onSearch, searchLabel, groups, sort, onClear }: Props) {
  const { t } = useLingui();
  const toggle = (group: ChipGroup, value: string) => {
    const on = group.selected.includes(value);
    if (group.multiple) group.onChange(on ? group.selected.filter((v) => v !== value) : [...group.selected, value]);
    else group.onChange(on ? [] : [value]);
  };
  return (
    <div className={styles.filters}>
      <div className={styles.topRow}>
        <label className={styles.search}>
          <Search size={18} aria-hidden="true" />
          <span className="visually-hidden">{searchLabel}</span>
          <input
            type="search"
            value={q ?? ""}
            placeholder={searchLabel}
            maxLength={100}
            onChange={(event) => onSearch(event.target.value || undefined)}
          />
        </label>
        <label className={`${styles.field} ${styles.sort}`}>
          <span className={styles.label}>
            <Trans>Sort</Trans>
          </span>
          <select value={sort.value} onChange={(event) => sort.onChange(event.target.value)}>
            {sort.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className={styles.panel}>
        {groups.map((group) => (
          <fieldset key={group.label} className={styles.types}>
            <legend className={styles.label}>{group.label}</legend>
            {group.options.map((option) => (
              <button
                key={option.value}
                type="button"
                className={styles.chip}
                aria-pressed={group.selected.includes(option.value)}
                onClick={() => toggle(group, option.value)}
              >
                {option.label}
              </button>
            ))}
          </fieldset>
        ))}
        {onClear ? (
          <button type="button" className={styles.clear} onClick={onClear}>
            <X size={14} aria-hidden="true" />
            {t`Clear filters`}
          </button>
        ) : null}
      </div>
    </div>
  );
}
