import { Trans, useLingui } from "@lingui/react/macro";
import { CheckCircle2, CloudOff } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { ContactRequestInput } from "../../../domain/contact/contact-request.ts";
import { ApiError } from "../../lib/api.ts";
import type { FormState } from "../form/use-form.ts";
import { Button } from "../ui/button.tsx";
import styles from "./request-outcome.module.css";

/** What became of a request sent through the outbox: sent (a confirmation went to `email`), or kept on the device. */
export type RequestOutcome = { state: "sent"; email: string } | { state: "queued" };

/**
 * Sends a contact request (a service's consultation, a trip request) through the outbox: online the
 * server answers at once, offline it waits on the device and goes once. The server's field messages
 * land on their fields, its other refusals in `failure`.
 */
export function useContactRequestSubmit<T extends Record<string, unknown>>(
  form: FormState<T>,
  body: () => ContactRequestInput,
  onSubmitted?: (outcome: RequestOutcome) => void,
) {
  const { t } = useLingui();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<RequestOutcome | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate() || pending) return;
    setPending(true);
    setFailure(null);
    try {
      const { submitWrite } = await import("../../lib/outbox/outbox.ts");
      const result = await submitWrite({ kind: "contact_request", path: "/api/contact-requests", body: body() });
      const next: RequestOutcome =
        result.state === "sent"
          ? { state: "sent", email: String(form.values.email ?? "").trim() }
          : { state: "queued" };
      setOutcome(next);
      onSubmitted?.(next);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length) form.serverErrors(error.fields);
      setFailure(
        error instanceof ApiError
          ? error.body?.message || error.message
          : t`Something went wrong. Please try again later.`,
      );
    } finally {
      setPending(false);
    }
  };
  return { submit, pending, failure, outcome };
}

/** The panel a sent or kept request leaves in its dialog, with a button that closes it. */
export function RequestOutcomePanel({ outcome, onDone }: { outcome: RequestOutcome; onDone: () => void }) {
  return (
    <div className={styles.done} role="status">
      {outcome.state === "sent" ? (
        <CheckCircle2 size={36} aria-hidden="true" />
      ) : (
        <CloudOff size={36} aria-hidden="true" />
      )}
      <p className={styles.title}>
        {outcome.state === "sent" ? (
          <Trans>Thank you! Your request is on its way</Trans>
        ) : (
          <Trans>Saved on this device</Trans>
        )}
      </p>
      <p>
        {outcome.state === "sent" ? (
          <Trans>We will reply within one working day. A confirmation was sent to {outcome.email}.</Trans>
        ) : (
          <Trans>You are offline. Your request will be sent as soon as the connection returns.</Trans>
        )}
      </p>
      <Button onClick={onDone}>
        <Trans>Close</Trans>
      </Button>
    </div>
  );
}
