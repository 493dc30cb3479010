import { Trans, useLingui } from "@lingui/react/macro";
import { Check, Search, X } from "lucide-react";
import { tariffOf } from "../../../domain/insurance/tariffs.ts";
import type { Quote } from "../../../domain/insurance/types.ts";
import { localized } from "../../../domain/shared/localized.ts";
import { formatMoney } from "../../../domain/shared/money.ts";
import { Button } from "../../components/ui/button.tsx";
import { useLocale } from "../../lib/catalogue/use-catalogue.ts";
import { formatDate } from "../../lib/format.ts";
import styles from "./insurance.module.css";
import { coverLabels } from "./labels.ts";

/**
 * One insurer's quote, laid out like its neighbours so they compare side by side: the premium,
 * the deductible, what is covered and what is not, until when it holds, and whether the boat is
 * inspected first. Every quote says it is indicative.
 */
type Props = {
  quote: Quote;
  preferred: boolean;
  /** null: the choice is not open (offline, or a quote was chosen already). */
  onChoose: (() => void) | null;
  chosen: boolean;
  busy: boolean;
};

export function QuoteCard({ quote, preferred, onChoose, chosen, busy }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const insurer = localized(tariffOf(quote.insurer).name, locale);
  return (
    <article className={styles.quote} data-chosen={chosen || undefined} aria-label={insurer}>
      <header className={styles.quoteHead}>
        <h3>{insurer}</h3>
        {preferred ? <span className={styles.tag}>{t`Preferred`}</span> : null}
        {chosen ? <span className={styles.tagChosen}>{t`Chosen`}</span> : null}
      </header>
      <p className={styles.premium}>
        <span className={styles.premiumValue}>{formatMoney(quote.premium, locale, { whole: true })}</span>
        <span className={styles.small}>
          <Trans>indicative price, confirmed by the insurer</Trans>
        </span>
      </p>
      <dl className={styles.facts}>
        <dt>{t`Deductible`}</dt>
        <dd>{formatMoney(quote.deductible, locale, { whole: true })}</dd>
        <dt>{t`Valid until`}</dt>
        <dd>{formatDate(quote.validUntil, locale)}</dd>
        <dt>{t`Inspection`}</dt>
        <dd>{quote.requiresInspection ? t`The boat is inspected first` : t`Not needed`}</dd>
        <dt className="visually-hidden">{t`Reference`}</dt>
        <dd className={styles.reference}>
          {t`Reference`} {quote.reference}
        </dd>
      </dl>
      <ul className={styles.cover} aria-label={t`Covered`}>
        {quote.features.map((item) => (
          <li key={item}>
            <Check size={15} aria-hidden="true" className={styles.yes} />
            {t(coverLabels[item])}
          </li>
        ))}
      </ul>
      <ul className={styles.cover} aria-label={t`Not covered`}>
        {quote.excluded.map((item) => (
          <li key={item} className={styles.notCovered}>
            <X size={15} aria-hidden="true" />
            <span>
              <span className="visually-hidden">{t`Not covered:`} </span>
              {t(coverLabels[item])}
            </span>
          </li>
        ))}
      </ul>
      {quote.requiresInspection ? (
        <p className={styles.small}>
          <Search size={14} aria-hidden="true" /> <Trans>A surveyor looks at the boat before the policy starts.</Trans>
        </p>
      ) : null}
      {onChoose ? (
        <Button variant="accent" disabled={busy} onClick={onChoose}>
          <Trans>Choose this quote</Trans>
        </Button>
      ) : null}
    </article>
  );
}
