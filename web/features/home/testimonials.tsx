import { Trans, useLingui } from "@lingui/react/macro";
import { Quote, Star } from "lucide-react";
import { useState } from "react";
import { pageCount, pageItems, TESTIMONIALS_PER_PAGE } from "../../../domain/home/carousel.ts";
import { REVIEWS_SUMMARY } from "../../../domain/home/marketing.ts";
import { localized } from "../../../domain/shared/localized.ts";
import { Stars } from "../../components/catalogue/rating.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { useLocale } from "../../lib/catalogue/use-catalogue.ts";
import { formatDate, formatNumber } from "../../lib/format.ts";
import { useTestimonials } from "../../lib/home/use-home-content.ts";
import styles from "./home.module.css";
import { Pager } from "./pager.tsx";

/** Section 4: guests' words three a page, wrapping both ways, and the summary badge. */
export function Testimonials() {
  const { t } = useLingui();
  const items = useTestimonials();
  const locale = useLocale();
  const [page, setPage] = useState(0);
  const list = items ?? [];
  const pages = pageCount(list.length, TESTIMONIALS_PER_PAGE);
  const current = Math.min(page, pages - 1);
  const rating = formatNumber(REVIEWS_SUMMARY.rating, locale, { minimumFractionDigits: 1 });
  const count = REVIEWS_SUMMARY.reviewsText;
  return (
    <section className={`${styles.section} ${styles.dark}`} aria-labelledby="home-testimonials">
      <div className="container">
        <SectionHeading
          id="home-testimonials"
          tone="dark"
          eyebrow={<Trans>Testimonials</Trans>}
          title={<Trans>What our guests say</Trans>}
        />
        <div className={styles.badge} data-testid="reviews-badge">
          <span className={styles.badgeStars} role="img" aria-label={t`${rating} out of 5 stars`}>
            {[1, 2, 3, 4, 5].map((n) => (
              <Star key={n} size={18} aria-hidden="true" />
            ))}
          </span>
          <strong className={styles.badgeRating}>
            <Trans>{rating} out of 5 stars</Trans>
          </strong>
          <span className={styles.badgeCount}>
            <Trans>Based on {count} reviews</Trans>
          </span>
        </div>
        <ul className={styles.quotes} aria-live="polite">
          {pageItems(list, current, TESTIMONIALS_PER_PAGE).map((item) => (
            <li key={item.id} className={styles.quote}>
              <Quote className={styles.quoteMark} size={28} aria-hidden="true" />
              <Stars value={item.rating} />
              <blockquote className={styles.quoteText}>{localized(item.comment, locale)}</blockquote>
              <p className={styles.quoteAuthor}>
                <strong>{localized(item.name, locale)}</strong>
                <span>{localized(item.location, locale)}</span>
              </p>
              <p className={styles.quoteMeta}>
                {localized(item.yachtName, locale)} ·{" "}
                {formatDate(item.date, locale, { month: "long", year: "numeric" })}
              </p>
            </li>
          ))}
        </ul>
        <Pager page={current} pages={pages} onPage={setPage} wrap tone="dark" label={t`Testimonials pages`} />
      </div>
    </section>
  );
}
