import { Plural, Trans } from "@lingui/react/macro";
import { CalendarDays, Users } from "lucide-react";
import type { Booking } from "../../../domain/bookings/types.ts";
import { formatMoney } from "../../../domain/shared/money.ts";
import { formatDateRange } from "../../lib/format.ts";
import { localeAtom } from "../../lib/i18n.ts";
import { useAtomValue } from "../../lib/store.ts";
import shared from "./bookings.module.css";

/** A booking in one line: its days, its guests and its all-in total. */
export function BookingFacts({
  booking,
}: {
  booking: Pick<Booking, "startDate" | "endDate" | "days" | "guests" | "total">;
}) {
  const locale = useAtomValue(localeAtom);
  return (
    <ul className={shared.facts}>
      <li>
        <CalendarDays size={15} aria-hidden="true" />
        {formatDateRange(booking.startDate, booking.endDate, locale, {
          day: "numeric",
          month: "short",
          year: "numeric",
        })}{" "}
        · <Plural value={booking.days} one="# day" other="# days" />
      </li>
      <li>
        <Users size={15} aria-hidden="true" />
        <Plural value={booking.guests} one="# guest" other="# guests" />
      </li>
      <li className={shared.total}>
        <Trans>Total</Trans> <strong data-testid="booking-total">{formatMoney(booking.total, locale)}</strong>
      </li>
    </ul>
  );
}
