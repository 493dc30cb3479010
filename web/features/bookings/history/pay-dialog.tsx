import { Trans, useLingui } from "@lingui/react/macro";
import type { Booking } from "../../../../domain/bookings/types.ts";
import { localized } from "../../../../domain/shared/localized.ts";
import { ModalDialog } from "../../../components/ui/modal-dialog.tsx";
import { localeAtom } from "../../../lib/i18n.ts";
import { useAtomValue } from "../../../lib/store.ts";
import { notify } from "../../../lib/toast.ts";
import { PaymentForm } from "../payment/payment-form.tsx";

/** Paying a request later, from the history: the same test card form as in the booking flow. */
export function PayDialog({ booking, open, onClose }: { booking: Booking; open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const name = localized(booking.yachtName, locale);
  return (
    <ModalDialog open={open} onClose={onClose} title={<Trans>Pay for {name}</Trans>} wide>
      <PaymentForm
        booking={booking}
        onPaid={() => {
          void notify({
            title: t`Payment received`,
            description: t`Your booking of ${name} is paid.`,
            variant: "success",
          });
          onClose();
        }}
      />
    </ModalDialog>
  );
}
