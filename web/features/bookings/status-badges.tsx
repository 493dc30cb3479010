import { useLingui } from "@lingui/react/macro";
import { CloudUpload, LogIn, TriangleAlert } from "lucide-react";
import type { LocalState } from "../../../domain/bookings/device.ts";
import { effectiveStatus } from "../../../domain/bookings/history.ts";
import type { Booking } from "../../../domain/bookings/types.ts";
import { handoffStatusLabel, paymentLabels, statusLabels, tripPendingLabel } from "./labels.ts";
import styles from "./status-badges.module.css";

/**
 * A booking's status and payment status as badges. A request still on this device shows where it
 * stands instead: waiting for the connection, waiting for a login, or refused.
 */
type Props = { booking: Booking; local: LocalState | null; today: string };

export function StatusBadges({ booking, local, today }: Props) {
  const { t } = useLingui();
  if (local) {
    return (
      <span className={styles.badges}>
        {local.state === "failed" ? (
          <span className={styles.badge} data-tone="danger" data-testid="booking-status">
            <TriangleAlert size={14} aria-hidden="true" />
            {t({ message: "Not sent", context: "booking status" })}
          </span>
        ) : local.state === "needs_auth" ? (
          <span className={styles.badge} data-tone="warning" data-testid="booking-status">
            <LogIn size={14} aria-hidden="true" />
            {t({ message: "Log in to send", context: "booking status" })}
          </span>
        ) : (
          <span className={styles.badge} data-tone="warning" data-testid="booking-status">
            <CloudUpload size={14} aria-hidden="true" />
            {t({ message: "Waiting for the connection", context: "booking status" })}
          </span>
        )}
      </span>
    );
  }
  const status = effectiveStatus(booking, today);
  const handoff = booking.kind === "handoff" && status === "pending";
  const unpaidTrip = booking.kind === "trip" && status === "pending" && booking.paymentStatus !== "paid";
  return (
    <span className={styles.badges}>
      <span className={styles.badge} data-tone={handoff ? "info" : status} data-testid="booking-status">
        {handoff ? t(handoffStatusLabel) : unpaidTrip ? t(tripPendingLabel) : t(statusLabels[status])}
      </span>
      {/* A cancelled booking that was never paid has no payment to speak of; unpaid trip places say so once. */}
      {(booking.kind === "request" || (booking.kind === "trip" && !unpaidTrip)) &&
      (status !== "cancelled" || booking.paymentStatus !== "pending") ? (
        <span className={styles.badge} data-tone={`payment-${booking.paymentStatus}`} data-testid="payment-status">
          {t(paymentLabels[booking.paymentStatus])}
        </span>
      ) : null}
    </span>
  );
}
