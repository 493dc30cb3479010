import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { DeviceBooking, LocalState } from "../../../../domain/bookings/device.ts";
import type { TripPackage, Yacht } from "../../../../domain/catalogue/types.ts";
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

/**
 * One booking in the history: yacht, dates, guests, total, statuses, why it ended, what can be done.
 * Places on a trip are named by the trip (its yacht beside it) and lead to the trip's page.
 */
type Props = {
  booking: DeviceBooking;
  local: LocalState | null;
  yacht: Yacht | undefined;
  trip?: TripPackage | undefined;
  today: string;
};

export function BookingCard({ booking, local, yacht, trip, today }: Props) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const yachtName = localized(booking.yachtName, locale);
  const name = trip ? localized(trip.title, locale) : yachtName;
  return (
    <article className={styles.booking} data-testid="booking" aria-label={t`Booking: ${name}`}>
      <CatalogueImage image={trip?.image || yacht?.images[0] || ""} alt="" ratio="4 / 3" className={styles.thumb} />
      <div className={styles.bookingBody}>
        <div className={styles.bookingHead}>
          <h3 className={styles.bookingTitle}>
            {trip ? (
              <Link to="/trips/$id" params={{ id: trip.id }}>
                {name}
              </Link>
            ) : (
              <Link to="/yachts/$id" params={{ id: booking.yachtId }}>
                {name}
              </Link>
            )}
            {trip ? (
              <span className={styles.tripYacht}>
                {" "}
                <Trans>on {yachtName}</Trans>
              </span>
            ) : null}
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
