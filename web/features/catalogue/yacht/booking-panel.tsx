import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { CalendarDays } from "lucide-react";
import { useState } from "react";
import { daysBetween } from "../../../../domain/catalogue/availability.ts";
import type { Yacht } from "../../../../domain/catalogue/types.ts";
import { AvailabilityBlock } from "../../../components/catalogue/availability-block.tsx";
import type { DateSelection } from "../../../components/catalogue/availability-calendar.tsx";
import { captainLabels, listingLabels } from "../../../components/catalogue/labels.ts";
import { Price } from "../../../components/catalogue/price.tsx";
import { AppLink } from "../../../components/ui/app-link.tsx";
import { buttonClass } from "../../../components/ui/button.tsx";
import { useLocale } from "../../../lib/catalogue/use-catalogue.ts";
import { formatDateRange } from "../../../lib/format.ts";
import styles from "./booking-panel.module.css";

/** The price, the captain and listing terms, the availability calendar and the way into booking. */
export function BookingPanel({ yacht }: { yacht: Yacht }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [dates, setDates] = useState<DateSelection>(null);
  const bookHref = `/book/${encodeURIComponent(yacht.id)}${dates ? `?start=${dates.start}&end=${dates.end}` : ""}`;
  const days = dates ? daysBetween(dates.start, dates.end) + 1 : 0;

  return (
    <aside className={styles.panel} aria-label={t`Booking`}>
      <div className={styles.price}>
        <Price value={yacht.pricePerDay} perDay size="lg" />
        <p className={styles.terms}>{t(captainLabels[yacht.captain])}</p>
        {yacht.captain === "optional" && yacht.captainPerDay ? (
          <p className={styles.termsSmall}>
            <Trans>
              Captain: <Price value={yacht.captainPerDay} perDay />
            </Trans>
          </p>
        ) : null}
      </div>

      <section className={styles.calendarBlock} aria-labelledby="availability-title">
        <h2 id="availability-title" className={styles.subtitle}>
          <CalendarDays size={18} aria-hidden="true" />
          <Trans>Availability</Trans>
        </h2>
        <AvailabilityBlock yachtId={yacht.id} partner={yacht.listing === "partner"} value={dates} onChange={setDates} />
      </section>

      {dates ? (
        <p className={styles.selection} aria-live="polite">
          {formatDateRange(dates.start, dates.end, locale)} · <Plural value={days} one="# day" other="# days" />
        </p>
      ) : null}
      <AppLink href={bookHref} className={buttonClass("accent", "medium", styles.book)}>
        <Trans>Book this yacht</Trans>
      </AppLink>
      <p className={styles.termsSmall}>{t(listingLabels[yacht.listing])}</p>
    </aside>
  );
}
