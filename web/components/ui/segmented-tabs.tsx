import { type KeyboardEvent, type ReactNode, useRef } from "react";
import styles from "./segmented-tabs.module.css";

/**
 * A row of tabs in a pill (the look of the auth page's tabs), keyboard-driven as the ARIA tabs
 * pattern asks: arrows move and select, Home and End jump. The caller renders the panel with
 * `tabPanelProps()`, so the tab and its panel name each other.
 */
export type TabItem<K extends string> = { id: K; label: ReactNode };

type Props<K extends string> = {
  label: string;
  idPrefix: string;
  items: readonly TabItem<K>[];
  selected: K;
  onSelect: (id: K) => void;
  className?: string;
};

export function SegmentedTabs<K extends string>({ label, idPrefix, items, selected, onSelect, className }: Props<K>) {
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    const at = items.findIndex((item) => item.id === selected);
    const last = items.length - 1;
    const next =
      event.key === "ArrowRight"
        ? (at + 1) % items.length
        : event.key === "ArrowLeft"
          ? (at - 1 + items.length) % items.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    const item = next === null ? undefined : items[next];
    if (!item) return;
    event.preventDefault();
    onSelect(item.id);
    buttons.current.get(item.id)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      className={`${styles.tabs} ${className ?? ""}`}
      style={{ gridTemplateColumns: `repeat(${items.length}, 1fr)` }}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => (
        <button
          key={item.id}
          ref={(element) => {
            if (element) buttons.current.set(item.id, element);
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${item.id}`}
          aria-selected={item.id === selected}
          aria-controls={`${idPrefix}-panel-${item.id}`}
          tabIndex={item.id === selected ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(item.id)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}

export function tabPanelProps(idPrefix: string, id: string) {
  return {
    role: "tabpanel",
    id: `${idPrefix}-panel-${id}`,
    "aria-labelledby": `${idPrefix}-tab-${id}`,
    tabIndex: 0,
  } as const;
}
