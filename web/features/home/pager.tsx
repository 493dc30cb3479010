import { useLingui } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { pagerEnds } from "../../../domain/home/carousel.ts";
import styles from "./pager.module.css";

/**
 * Previous, numbered pages and next, for the home page's trips (stopping at the ends) and
 * testimonials (wrapping). `label` names what is paged, for screen readers.
 */
export function Pager({
  page,
  pages,
  onPage,
  wrap,
  label,
  tone = "light",
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  wrap: boolean;
  label: string;
  tone?: "light" | "dark";
}) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  const ends = pagerEnds(page, pages);
  const go = (target: number) => onPage(((target % pages) + pages) % pages);
  return (
    <nav className={`${styles.pager} ${tone === "dark" ? styles.dark : ""}`} aria-label={label}>
      <button
        type="button"
        className={styles.arrow}
        onClick={() => go(page - 1)}
        disabled={!wrap && !ends.hasPrevious}
        aria-label={t`Previous page`}
      >
        <ChevronLeft size={20} aria-hidden="true" />
      </button>
      <ul className={styles.numbers}>
        {Array.from({ length: pages }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: pages are numbers
          <li key={i}>
            <button
              type="button"
              className={styles.number}
              aria-current={i === page ? "page" : undefined}
              aria-label={t`Page ${i + 1}`}
              onClick={() => go(i)}
            >
              {i + 1}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.arrow}
        onClick={() => go(page + 1)}
        disabled={!wrap && !ends.hasNext}
        aria-label={t`Next page`}
      >
        <ChevronRight size={20} aria-hidden="true" />
      </button>
    </nav>
  );
}
