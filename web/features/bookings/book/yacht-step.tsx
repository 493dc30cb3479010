import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";
import type { YachtSummary } from "../../../../domain/catalogue/types.ts";
import { localized } from "../../../../domain/shared/localized.ts";
import { CatalogueImage } from "../../../components/catalogue/catalogue-image.tsx";
import { captainLabels, listingLabels, yachtTypeLabels } from "../../../components/catalogue/labels.ts";
import { Price } from "../../../components/catalogue/price.tsx";
import { YachtFacts } from "../../../components/catalogue/yacht-facts.tsx";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import { localeAtom } from "../../../lib/i18n.ts";
import { useAtomValue } from "../../../lib/store.ts";
import shared from "../bookings.module.css";
import styles from "./book-page.module.css";

/** Step 1: the yacht chosen, what it offers, and the way back to choose another. */
export function YachtStep({ yacht, onNext }: { yacht: YachtSummary; onNext: () => void }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  return (
    <section className={shared.card} aria-labelledby="step-title">
      <div className={styles.yachtStep}>
        <CatalogueImage image={yacht.images[0] ?? ""} alt="" eager className={styles.yachtImage} />
        <div className={styles.yachtInfo}>
          <p className={styles.kicker}>{t(yachtTypeLabels[yacht.type])}</p>
          <h2 id="step-title" className={styles.yachtName}>
            {localized(yacht.name, locale)}
          </h2>
          <p className={shared.muted}>{localized(yacht.summary, locale)}</p>
          <YachtFacts yacht={yacht} className={shared.facts} />
          <p className={styles.terms}>
            {t(captainLabels[yacht.captain])} · {t(listingLabels[yacht.listing])}
          </p>
          <Price value={yacht.pricePerDay} perDay size="lg" />
        </div>
      </div>
      <div className={styles.actions}>
        <Link to="/yachts" className={buttonClass("secondary")}>
          <Trans>Choose another yacht</Trans>
        </Link>
        <Button onClick={onNext}>
          <Trans>Choose dates</Trans>
          <ArrowRight size={18} aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
