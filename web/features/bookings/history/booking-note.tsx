import { Trans, useLingui } from "@lingui/react/macro";
import type { DeviceBooking, LocalState } from "../../../../domain/bookings/device.ts";
import { effectiveStatus } from "../../../../domain/bookings/history.ts";
import { bookingMessages } from "../../../../domain/bookings/messages.ts";
import { Notice } from "../../../components/ui/notice.tsx";
import { formatDate } from "../../../lib/format.ts";
import { localeAtom } from "../../../lib/i18n.ts";
import { useAtomValue } from "../../../lib/store.ts";
import { cancelReasonLabels, tripExpiredLabel } from "../labels.ts";
import styles from "./bookings-page.module.css";

/** The one line that says what is going on with a booking: why it ended, what it waits for. */
type Props = {
  booking: DeviceBooking;
  local: LocalState | null;
  today: string;
  /** The owner's side of a request: the deadline is theirs to meet. */
  answering?: boolean;
};

export function BookingNote({ booking, local, today, answering = false }: Props) {
  const { t, i18n } = useLingui();
  const locale = useAtomValue(localeAtom);
  if (local?.state === "failed") {
    const reason =
      local.code === "dates_unavailable"
        ? i18n._(bookingMessages.datesUnavailable)
        : local.message || t`The server refused this request.`;
    return (
      <Notice tone="danger" role="alert">
        {reason}
      </Notice>
    );
  }
  if (local?.state === "needs_auth") {
    return (
      <Notice tone="warning">
        <Trans>Your session ended before this request was sent. Sign in and it is sent at once.</Trans>
      </Notice>
    );
  }
  if (local) {
    return (
      <Notice tone="warning">
        <Trans>Saved on this device. It is sent as soon as the connection returns.</Trans>
      </Notice>
    );
  }
  const status = effectiveStatus(booking, today);
  if (status === "cancelled" && booking.cancelReason) {
    const note = booking.ownerNote;
    return (
      <Notice tone="danger">
        <p>
          {booking.kind === "trip" && booking.cancelReason === "expired"
            ? t(tripExpiredLabel)
            : t(cancelReasonLabels[booking.cancelReason])}
        </p>
        {note ? (
          <blockquote className={styles.quote}>
            <Trans>Owner's note: {note}</Trans>
          </blockquote>
        ) : null}
        {booking.paymentStatus === "refunded" ? (
          <p>
            <Trans>The payment was refunded.</Trans>
          </p>
        ) : null}
      </Notice>
    );
  }
  if (booking.kind === "handoff" && status === "pending") {
    return (
      <Notice>
        {booking.handoffUrl ? (
          <Trans>Finish this booking on our partner's site; your details are filled in.</Trans>
        ) : (
          <Trans>Our team passes this request on to the partner and writes to you.</Trans>
        )}
      </Notice>
    );
  }
  if (status === "pending" && booking.expiresAt) {
    const by = formatDate(booking.expiresAt, locale, {
      day: "numeric",
      month: "long",
      hour: "2-digit",
      minute: "2-digit",
    });
    if (booking.kind === "trip" && booking.paymentStatus !== "paid") {
      return answering ? (
        <Notice>
          <Trans>The customer pays by {by}, or the places go back to the trip.</Trans>
        </Notice>
      ) : (
        <Notice tone="warning">
          <Trans>Your places are kept until {by}: pay for them to confirm them.</Trans>
        </Notice>
      );
    }
    return (
      <Notice tone={answering ? "warning" : undefined}>
        {answering ? (
          <Trans>Answer by {by}, or the request expires.</Trans>
        ) : (
          <Trans>The owner answers by {by}, or the request expires.</Trans>
        )}
      </Notice>
    );
  }
  return null;
}
