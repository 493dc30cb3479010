import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeft, CheckCircle2, CloudOff } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import {
  type ContactIntent,
  type ContactRequestInput,
  ContactRequestSchema,
} from "../../../domain/home/contact-request.ts";
import type { ServiceCategory } from "../../../domain/home/types.ts";
import { localized } from "../../../domain/localized.ts";
import { Field } from "../../components/form/field.tsx";
import formStyles from "../../components/form/form.module.css";
import { FormError, InlineSpinner } from "../../components/form/form-error.tsx";
import { TextAreaField } from "../../components/form/textarea-field.tsx";
import { useForm } from "../../components/form/use-form.ts";
import { Button } from "../../components/ui/button.tsx";
import { track } from "../../lib/analytics.ts";
import { ApiError } from "../../lib/api.ts";
import { sessionUserAtom } from "../../lib/session.ts";
import { useAtomValue } from "../../lib/store.ts";
import { useLocale } from "../catalogue/shared/use-catalogue.ts";
import styles from "./service-dialog.module.css";

type Values = Required<Omit<ContactRequestInput, "intent">>;
type Outcome = { state: "sent"; email: string } | { state: "queued" } | null;

/**
 * The contact request of a service's Details dialog: a consultation, or a booking request for a
 * service sold on its own. Prefilled with the service (and the user's name and e-mail when logged
 * in); sent through the outbox, so a request made offline waits on the device and goes once.
 */
export function ContactForm({
  intent,
  service,
  services,
  onBack,
  onDone,
}: {
  intent: ContactIntent;
  service: ServiceCategory;
  services: ServiceCategory[];
  onBack: () => void;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const user = useAtomValue(sessionUserAtom);
  const selectId = useId();
  const title = localized(service.title, locale);
  const form = useForm<Values>(ContactRequestSchema, {
    name: user ? `${user.firstName} ${user.lastName}`.trim() : "",
    email: user?.email ?? "",
    phone: user?.phone ?? "",
    message: intent === "booking" ? t`I would like to book: ${title}. Dates: … Guests: …` : "",
    service: service.id,
  });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate() || pending) return;
    setPending(true);
    setFailure(null);
    try {
      const { submitWrite } = await import("../../lib/outbox/outbox.ts");
      const result = await submitWrite({
        kind: "contact_request",
        path: "/api/contact-requests",
        body: { ...form.values, intent },
      });
      setOutcome(result.state === "sent" ? { state: "sent", email: form.values.email.trim() } : { state: "queued" });
      track(intent === "booking" ? "service_booking_request" : "service_consultation", {
        service: form.values.service,
      });
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

  if (outcome) {
    return (
      <div className={styles.done} role="status">
        {outcome.state === "sent" ? (
          <CheckCircle2 size={36} aria-hidden="true" />
        ) : (
          <CloudOff size={36} aria-hidden="true" />
        )}
        <p className={styles.doneTitle}>
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

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field label={t`Your name`} autoComplete="name" required {...form.field("name")} />
      <Field label={t`Email`} type="email" autoComplete="email" required {...form.field("email")} />
      <Field label={t`Phone`} type="tel" autoComplete="tel" optionalText={t`optional`} {...form.field("phone")} />
      <div className={formStyles.field}>
        <label htmlFor={selectId} className={formStyles.label}>
          <Trans>Service</Trans>
        </label>
        <select
          id={selectId}
          className={formStyles.input}
          value={form.values.service}
          onChange={(event) => form.set("service", event.target.value)}
        >
          {services.map((option) => (
            <option key={option.id} value={option.id}>
              {localized(option.title, locale)}
            </option>
          ))}
        </select>
      </div>
      <TextAreaField label={t`Message`} rows={4} required {...form.field("message")} />
      <FormError message={failure} />
      <div className={styles.formActions}>
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeft size={18} aria-hidden="true" />
          <Trans>Back</Trans>
        </Button>
        <Button type="submit" variant="accent" disabled={pending} aria-busy={pending}>
          {pending ? <InlineSpinner label={t`Sending`} /> : null}
          {intent === "booking" ? <Trans>Send booking request</Trans> : <Trans>Send request</Trans>}
        </Button>
      </div>
    </form>
  );
}
