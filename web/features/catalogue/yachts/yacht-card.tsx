import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { YachtSummary } from "../../../../domain/catalogue/types.ts";
import { localized } from "../../../../domain/shared/localized.ts";
import card from "../../../components/catalogue/card.module.css";
import { CatalogueImage } from "../../../components/catalogue/catalogue-image.tsx";
import { yachtTypeLabels } from "../../../components/catalogue/labels.ts";
import { Price } from "../../../components/catalogue/price.tsx";
import { Rating } from "../../../components/catalogue/rating.tsx";
import { YachtFacts } from "../../../components/catalogue/yacht-facts.tsx";
import { useLocale } from "../../../lib/catalogue/use-catalogue.ts";
import styles from "./yacht-card.module.css";

/** A yacht in a list: picture, type, name, the three numbers people compare, rating and price. */
export function YachtCard({ yacht, priority = false }: { yacht: YachtSummary; priority?: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const name = localized(yacht.name, locale);
  return (
    <article className={`${card.card} ${card.interactive}`} data-testid="yacht-card">
      <CatalogueImage image={yacht.images[0] ?? ""} alt="" priority={priority} className={styles.image} />
      <div className={styles.badges}>
        <span className={styles.badge}>{t(yachtTypeLabels[yacht.type])}</span>
        {yacht.captain !== "bareboat" ? (
          <span className={`${styles.badge} ${styles.badgeLight}`}>
            <Trans>With captain</Trans>
          </span>
        ) : null}
      </div>
      <div className={card.body}>
        <h3 className={card.title}>
          <Link to="/yachts/$id" params={{ id: yacht.id }} className={card.link}>
            {name}
          </Link>
        </h3>
        <p className={styles.summary}>{localized(yacht.summary, locale)}</p>
        <YachtFacts yacht={yacht} className={card.facts} />
        <div className={card.footer}>
          <Rating value={yacht.rating} count={yacht.reviewCount} compact />
          <Price value={yacht.pricePerDay} perDay />
        </div>
      </div>
    </article>
  );
}
