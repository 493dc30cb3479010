import { Trans } from "@lingui/react/macro";
import { ArrowLeft, Send, WifiOff } from "lucide-react";
import { FormError } from "../../../components/form/form-error.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Notice } from "../../../components/ui/notice.tsx";
import { onlineAtom } from "../../../lib/network.ts";
import { useAtomValue } from "../../../lib/store.ts";
import shared from "../bookings.module.css";
import styles from "./book-page.module.css";

type Props = {
  /** The id of the contact form the send button submits. */
  formId: string;
  partner: boolean;
  canSend: boolean;
  pending: boolean;
  formError: string | null;
  onBack: () => void;
};

/** The details step's foot: what went wrong, the offline notice, Back and Send, and what happens next. */
export function SendBlock({ formId, partner, canSend, pending, formError, onBack }: Props) {
  const online = useAtomValue(onlineAtom);
  return (
    <div className={styles.submitBlock}>
      <FormError message={formError} />
      {online ? null : (
        <Notice role="status" icon={<WifiOff size={16} />}>
          <Trans>You are offline. The request is kept on this device and sent as soon as the connection returns.</Trans>
        </Notice>
      )}
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeft size={18} aria-hidden="true" />
          <Trans>Back</Trans>
        </Button>
        <Button type="submit" form={formId} variant="accent" disabled={pending || !canSend}>
          <Send size={18} aria-hidden="true" />
          {pending ? (
            <Trans>Sending…</Trans>
          ) : partner ? (
            <Trans>Send to our partner</Trans>
          ) : (
            <Trans>Send booking request</Trans>
          )}
        </Button>
      </div>
      <p className={shared.hint}>
        {partner ? (
          <Trans>
            This yacht is booked through our partner: next you finish on their site with your details filled in.
          </Trans>
        ) : (
          <Trans>The owner answers within 48 hours. You can pay now or later; nothing is charged until you pay.</Trans>
        )}
      </p>
    </div>
  );
}
