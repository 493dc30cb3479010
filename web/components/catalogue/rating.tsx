import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Star } from "lucide-react";
import { useLocale } from "../../lib/catalogue/use-catalogue.ts";
import { formatNumber } from "../../lib/format.ts";
import styles from "./rating.module.css";

/** "★ 4.8 (12 reviews)"; a yacht nobody reviewed yet says so. */
export function Rating({ value, count, compact = false }: { value: number | null; count: number; compact?: boolean }) {
  const locale = useLocale();
  const { t } = useLingui();
  if (value === null || count === 0) {
    return (
      <span className={styles.rating}>
        <Trans>New, no reviews yet</Trans>
      </span>
    );
  }
  const shown = formatNumber(value, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <span className={styles.rating} title={t`Rated ${shown} of 5`}>
      <Star className={styles.star} size={16} aria-hidden="true" />
      <strong>{shown}</strong>
      <span className={compact ? "visually-hidden" : styles.count}>
        (<Plural value={count} one="# review" other="# reviews" />)
      </span>
    </span>
  );
}

/** Five stars, filled to a whole rating, for a review. */
export function Stars({ value }: { value: number }) {
  const { t } = useLingui();
  return (
    <span className={styles.stars} role="img" aria-label={t`${value} of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} size={14} aria-hidden="true" className={n <= value ? styles.on : styles.off} />
      ))}
    </span>
  );
}
