import { Plural, Trans } from "@lingui/react/macro";
import { AlertCircle, ArrowLeft, ArrowRight, CalendarDays } from "lucide-react";
import { charterDays } from "../../../../domain/bookings/pricing.ts";
import { isIsoDate } from "../../../../domain/catalogue/availability.ts";
import { AvailabilityBlock } from "../../../components/catalogue/availability-block.tsx";
import type { DateSelection } from "../../../components/catalogue/availability-calendar.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { formatDateRange } from "../../../lib/format.ts";
import { localeAtom } from "../../../lib/i18n.ts";
import { useAtomValue } from "../../../lib/store.ts";
import shared from "../bookings.module.css";
import styles from "./book-page.module.css";

type Props = {
  yachtId: string;
  partner: boolean;
  startDate: string;
  endDate: string;
  error: string | undefined;
  onChange: (range: DateSelection) => void;
  onBack: () => void;
  onNext: () => void;
};

/**
 * Step 2: a free range on the availability calendar (busy days cannot be picked). It asks the
 * server again each time it opens, so dates taken meanwhile show; offline, the last known answer.
 * The calendar is the yacht page's (catalogue feature), the one place that draws availability.
 */
export function DatesStep({ yachtId, partner, startDate, endDate, error, onChange, onBack, onNext }: Props) {
  const locale = useAtomValue(localeAtom);
  const chosen = isIsoDate(startDate) && isIsoDate(endDate) && startDate <= endDate;
  return (
    <section className={shared.card} aria-labelledby="step-title">
      <h2 id="step-title" className={shared.cardTitle}>
        <CalendarDays size={20} aria-hidden="true" />
        <Trans>Choose your dates</Trans>
      </h2>
      <p className={shared.muted}>
        <Trans>Pick the first and the last day on the water. Struck-through days are taken.</Trans>
      </p>
      <div className={styles.datesLayout}>
        <AvailabilityBlock
          yachtId={yachtId}
          partner={partner}
          value={chosen ? { start: startDate, end: endDate } : null}
          onChange={onChange}
        />
        <div className={styles.chosen} aria-live="polite">
          <p className={styles.label}>
            <Trans>Your charter</Trans>
          </p>
          {chosen ? (
            <p className={styles.chosenDates}>
              {formatDateRange(startDate, endDate, locale, {
                weekday: "short",
                day: "numeric",
                month: "long",
                year: "numeric",
              })}{" "}
              <span className={shared.muted}>
                <Plural value={charterDays(startDate, endDate)} one="# day" other="# days" />
              </span>
            </p>
          ) : (
            <p className={shared.muted}>
              <Trans>No dates chosen yet.</Trans>
            </p>
          )}
          {error ? (
            <p className={styles.fieldError} role="alert">
              <AlertCircle size={16} aria-hidden="true" />
              {error}
            </p>
          ) : null}
        </div>
      </div>
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeft size={18} aria-hidden="true" />
          <Trans>Back</Trans>
        </Button>
        <Button onClick={onNext}>
          <Trans>Continue</Trans>
          <ArrowRight size={18} aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
