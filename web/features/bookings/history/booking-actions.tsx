import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { CalendarSearch, CreditCard, ExternalLink, LogIn, ShieldCheck, Trash2, XCircle } from "lucide-react";
import { useState } from "react";
import type { DeviceBooking, LocalState } from "../../../../domain/bookings/device.ts";
import { effectiveStatus } from "../../../../domain/bookings/history.ts";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import { discardLocalRequest } from "../../../lib/bookings/device-bookings.ts";
import { onlineAtom } from "../../../lib/network.ts";
import { useAtomValue } from "../../../lib/store.ts";
import styles from "./bookings-page.module.css";
import { CancelDialog } from "./cancel-dialog.tsx";
import { PayDialog } from "./pay-dialog.tsx";

/**
 * What can be done with a booking: pay an unpaid request, cancel before the stay, open the
 * partner's link, or, for a refused request, choose other dates with the same details. Paying and
 * cancelling need the connection; offline they say so.
 */
type Props = { booking: DeviceBooking; local: LocalState | null; today: string };

export function BookingActions({ booking, local, today }: Props) {
  const { t } = useLingui();
  const online = useAtomValue(onlineAtom);
  const [dialog, setDialog] = useState<"pay" | "cancel" | null>(null);
  if (local?.state === "failed" && booking.localKey) {
    const key = booking.localKey;
    return (
      <div className={styles.actions}>
        <Link
          to="/book/$yachtId"
          params={{ yachtId: booking.yachtId }}
          search={{ retry: key, step: "dates" }}
          className={buttonClass("primary", "small")}
        >
          <CalendarSearch size={16} aria-hidden="true" />
          <Trans>Choose other dates</Trans>
        </Link>
        <Button variant="ghost" size="small" onClick={() => void discardLocalRequest(key)}>
          <Trash2 size={16} aria-hidden="true" />
          <Trans>Remove</Trans>
        </Button>
      </div>
    );
  }
  if (local?.state === "needs_auth") {
    return (
      <div className={styles.actions}>
        <Link to="/auth" search={{ redirect: "/bookings" }} className={buttonClass("primary", "small")}>
          <LogIn size={16} aria-hidden="true" />
          <Trans>Log in to send</Trans>
        </Link>
      </div>
    );
  }
  if (local) return null;

  const status = effectiveStatus(booking, today);
  const open = status === "pending" || status === "confirmed";
  const canPay =
    (booking.kind === "request" || booking.kind === "trip") &&
    open &&
    (booking.paymentStatus === "pending" || booking.paymentStatus === "failed");
  const canCancel = open && booking.startDate > today;
  const handoff = booking.kind === "handoff" && booking.handoffUrl;
  // Issue 23: a confirmed charter still ahead is offered insurance, the request filled from it.
  const insure = status === "confirmed" && booking.endDate >= today;
  if (!canPay && !canCancel && !handoff && !insure) return null;
  return (
    <div className={styles.actions}>
      {insure ? (
        <Link to="/insurance" search={{ bookingId: booking.id }} className={buttonClass("ghost", "small")}>
          <ShieldCheck size={16} aria-hidden="true" />
          <Trans>Insure this charter</Trans>
        </Link>
      ) : null}
      {canPay ? (
        <Button size="small" variant="accent" disabled={!online} onClick={() => setDialog("pay")}>
          <CreditCard size={16} aria-hidden="true" />
          <Trans>Pay</Trans>
        </Button>
      ) : null}
      {handoff ? (
        <a href={handoff} target="_blank" rel="noopener noreferrer" className={buttonClass("primary", "small")}>
          <ExternalLink size={16} aria-hidden="true" />
          <Trans>Open the partner site</Trans>
        </a>
      ) : null}
      {canCancel ? (
        <Button size="small" variant="ghost" disabled={!online} onClick={() => setDialog("cancel")}>
          <XCircle size={16} aria-hidden="true" />
          <Trans>Cancel booking</Trans>
        </Button>
      ) : null}
      {!online && (canPay || canCancel) ? (
        <span className={styles.offlineHint}>{t`Paying and cancelling need a connection.`}</span>
      ) : null}
      {canPay ? <PayDialog booking={booking} open={dialog === "pay"} onClose={() => setDialog(null)} /> : null}
      {canCancel ? <CancelDialog booking={booking} open={dialog === "cancel"} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
