import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { CalendarDays, Info } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { daysBetween } from "../../../../domain/catalogue/availability.ts";
import type { Yacht } from "../../../../domain/catalogue/types.ts";
import { AppLink } from "../../../components/ui/app-link.tsx";
import { buttonClass } from "../../../components/ui/button.tsx";
import { formatDate } from "../../../lib/format.ts";
import { captainLabels, listingLabels } from "../shared/labels.ts";
import { Price } from "../shared/price.tsx";
import { timeAgo } from "../shared/relative-time.ts";
import { useLocale } from "../shared/use-catalogue.ts";
import type { DateSelection } from "./availability-calendar.tsx";
import styles from "./booking-panel.module.css";
import { useAvailability } from "./use-availability.ts";

// react-aria's calendar loads with this page only.
const AvailabilityCalendar = lazy(() => import("./availability-calendar.tsx"));

/** The price, the captain and listing terms, the availability calendar and the way into booking. */
export function BookingPanel({ yacht }: { yacht: Yacht }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { availability, live, failed } = useAvailability(yacht.id);
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
        {availability ? (
          <>
            {!live ? (
              <p className={styles.stale} role="note">
                <Info size={14} aria-hidden="true" />
                <Trans>Last known availability, as of {timeAgo(availability.fetchedAt, Date.now(), locale)}</Trans>
              </p>
            ) : null}
            <Suspense fallback={<div className={styles.calendarSkeleton} />}>
              <AvailabilityCalendar
                busy={availability.busy}
                from={availability.from}
                to={availability.to}
                value={dates}
                onChange={setDates}
              />
            </Suspense>
            <p className={styles.legend}>
              <span className={styles.busySwatch} aria-hidden="true" />
              <Trans>Busy: booked or kept by the owner</Trans>
            </p>
          </>
        ) : availability === null && failed ? (
          <p className={styles.stale}>
            <Trans>Availability shows when you are online.</Trans>
          </p>
        ) : (
          <div className={styles.calendarSkeleton} />
        )}
      </section>

      {dates ? (
        <p className={styles.selection} aria-live="polite">
          {formatDate(dates.start, locale, { day: "numeric", month: "long" })} –{" "}
          {formatDate(dates.end, locale, { day: "numeric", month: "long", year: "numeric" })} ·{" "}
          <Plural value={days} one="# day" other="# days" />
        </p>
      ) : null}
      <AppLink href={bookHref} className={buttonClass("accent", "medium", styles.book)}>
        <Trans>Book this yacht</Trans>
      </AppLink>
      <p className={styles.termsSmall}>{t(listingLabels[yacht.listing])}</p>
    </aside>
  );
}
