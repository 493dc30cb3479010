import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { DeviceBooking, LocalState } from "../../../../domain/bookings/device.ts";
import type { Yacht } from "../../../../domain/catalogue/types.ts";
import { localized } from "../../../../domain/shared/localized.ts";
import { CatalogueImage } from "../../../components/catalogue/catalogue-image.tsx";
import { localeAtom } from "../../../lib/i18n.ts";
import { useAtomValue } from "../../../lib/store.ts";
import { BookingFacts } from "../booking-facts.tsx";
import { PriceLines } from "../price-lines.tsx";
import { StatusBadges } from "../status-badges.tsx";
import { BookingActions } from "./booking-actions.tsx";
import { BookingNote } from "./booking-note.tsx";
import styles from "./bookings-page.module.css";

/** One booking in the history: yacht, dates, guests, total, statuses, why it ended, what can be done. */
type Props = { booking: DeviceBooking; local: LocalState | null; yacht: Yacht | undefined; today: string };

export function BookingCard({ booking, local, yacht, today }: Props) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const name = localized(booking.yachtName, locale);
  return (
    <article className={styles.booking} data-testid="booking" aria-label={t`Booking: ${name}`}>
      <CatalogueImage image={yacht?.images[0] ?? ""} alt="" ratio="4 / 3" className={styles.thumb} />
      <div className={styles.bookingBody}>
        <div className={styles.bookingHead}>
          <h3 className={styles.bookingTitle}>
            <Link to="/yachts/$id" params={{ id: booking.yachtId }}>
              {name}
            </Link>
          </h3>
          <StatusBadges booking={booking} local={local} today={today} />
        </div>
        <BookingFacts booking={booking} />
        <BookingNote booking={booking} local={local} today={today} />
        <details className={styles.more}>
          <summary>
            <Trans>Price and contact</Trans>
          </summary>
          <div className={styles.moreBody}>
            <PriceLines lines={booking.lines} total={booking.total} days={booking.days} guests={booking.guests} />
            <p className={styles.contact}>
              {booking.contactName} · {booking.email} · {booking.phone}
            </p>
            {booking.specialRequests ? <p className={styles.quote}>{booking.specialRequests}</p> : null}
          </div>
        </details>
        <BookingActions booking={booking} local={local} today={today} />
      </div>
    </article>
  );
}
