import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { Booking } from "../../../../domain/bookings/types.ts";
import { localized } from "../../../../domain/shared/localized.ts";
import { FormError } from "../../../components/form/form-error.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ModalDialog } from "../../../components/ui/modal-dialog.tsx";
import { ApiError } from "../../../lib/api.ts";
import { localeAtom } from "../../../lib/i18n.ts";
import { useAtomValue } from "../../../lib/store.ts";
import { notify } from "../../../lib/toast.ts";
import { cancelBooking } from "../bookings-api.ts";
import styles from "./bookings-page.module.css";

/** Asks before cancelling; a paid booking is refunded (bookings contract). */
export function CancelDialog({ booking, open, onClose }: { booking: Booking; open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = localized(booking.yachtName, locale);
  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await cancelBooking(booking.id);
      void notify({ title: t`Booking cancelled`, variant: "success" });
      onClose();
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.body?.message
          ? failure.body.message
          : t`Something went wrong. Please try again later.`,
      );
    } finally {
      setPending(false);
    }
  };
  return (
    <ModalDialog open={open} onClose={onClose} title={<Trans>Cancel the booking of {name}?</Trans>}>
      <div className={styles.dialogBody}>
        <p>
          {booking.paymentStatus === "paid" ? (
            <Trans>The booking is cancelled and your payment refunded in full.</Trans>
          ) : (
            <Trans>The booking is cancelled and the dates are freed for others.</Trans>
          )}
        </p>
        <FormError message={error} />
        <div className={styles.dialogActions}>
          <Button variant="ghost" onClick={onClose}>
            <Trans>Keep it</Trans>
          </Button>
          <Button variant="primary" disabled={pending} onClick={() => void confirm()}>
            {pending ? <Trans>Cancelling…</Trans> : <Trans>Cancel booking</Trans>}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
