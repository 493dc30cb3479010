import { Trans, useLingui } from "@lingui/react/macro";
import { MapPin } from "lucide-react";
import type { YachtForSale } from "../../../domain/pages/yacht-sales.ts";
import { localized } from "../../../domain/shared/localized.ts";
import { formatMoney } from "../../../domain/shared/money.ts";
import { CatalogueImage } from "../../components/catalogue/catalogue-image.tsx";
import { yachtTypeLabels } from "../../components/catalogue/labels.ts";
import { Button } from "../../components/ui/button.tsx";
import { useLocale } from "../../lib/catalogue/use-catalogue.ts";
import { formatNumber } from "../../lib/format.ts";
import styles from "./yacht-sales.module.css";

/** A yacht for sale: picture, name, price in roubles, the specifications, and the enquiry button. */
export function YachtSaleCard({ yacht, onEnquire }: { yacht: YachtForSale; onEnquire: () => void }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const length = formatNumber(yacht.lengthM, locale, { maximumFractionDigits: 1 });
  return (
    <article className={styles.card} aria-labelledby={`sale-${yacht.id}`}>
      <CatalogueImage image={yacht.images[0] ?? ""} alt="" ratio="16 / 10" />
      <div className={styles.body}>
        <p className={styles.type}>{i18n._(yachtTypeLabels[yacht.type])}</p>
        <h2 id={`sale-${yacht.id}`} className={styles.name}>
          {yacht.name}
        </h2>
        <p className={styles.price}>{formatMoney(yacht.price, locale, { whole: true })}</p>
        <p className={styles.location}>
          <MapPin size={16} aria-hidden="true" />
          {localized(yacht.location, locale)}
        </p>
        <dl className={styles.specs}>
          <div>
            <dt>{t`Year built`}</dt>
            <dd>{yacht.yearBuilt}</dd>
          </div>
          <div>
            <dt>{t`Length`}</dt>
            <dd>
              <Trans>{length} m</Trans>
            </dd>
          </div>
          <div>
            <dt>{t`Cabins`}</dt>
            <dd>{yacht.cabins}</dd>
          </div>
          <div>
            <dt>{t`Berths`}</dt>
            <dd>{yacht.berths}</dd>
          </div>
        </dl>
        <p className={styles.engine}>
          <strong>{t`Engine`}:</strong> {localized(yacht.engine, locale)}
        </p>
        <p className={styles.description}>{localized(yacht.description, locale)}</p>
        <Button variant="accent" onClick={onEnquire}>
          <Trans>Enquire</Trans>
        </Button>
      </div>
    </article>
  );
}
