import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeft } from "lucide-react";
import { useEffect, useEffectEvent, useId, useRef } from "react";
import {
  type ContactIntent,
  type ContactRequestInput,
  ContactRequestSchema,
} from "../../../domain/contact/contact-request.ts";
import type { ServiceCategory } from "../../../domain/home/types.ts";
import { localized } from "../../../domain/shared/localized.ts";
import { sessionUserAtom } from "../../lib/accounts/session.ts";
import { track } from "../../lib/analytics.ts";
import { useLocale } from "../../lib/catalogue/use-catalogue.ts";
import { useAtomValue } from "../../lib/store.ts";
import { Field } from "../form/field.tsx";
import { focusFirstField } from "../form/focus-first-field.ts";
import formStyles from "../form/form.module.css";
import { FormError, InlineSpinner } from "../form/form-error.tsx";
import { TextAreaField } from "../form/textarea-field.tsx";
import { useForm } from "../form/use-form.ts";
import { Button } from "../ui/button.tsx";
import frame from "../ui/dialog.module.css";
import { RequestOutcomePanel, useContactRequestSubmit } from "./request-outcome.tsx";

type Values = Required<Omit<ContactRequestInput, "intent" | "trip" | "guests" | "topic" | "listing">>;

/**
 * A contact request: in a service's Details dialog a consultation, or a booking request for a
 * service sold on its own, prefilled with the service; on /contact a general question (no service
 * chosen, no Back, focus left where it is). The user's name and e-mail are filled in when logged
 * in; it goes through the outbox, so a request made offline waits on the device and goes once.
 */
export function ContactForm({
  intent,
  service,
  services,
  onBack,
  onDone,
  focusOnMount = true,
}: {
  intent: ContactIntent;
  service?: ServiceCategory | undefined;
  services: ServiceCategory[];
  onBack?: (() => void) | undefined;
  onDone: () => void;
  focusOnMount?: boolean;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const user = useAtomValue(sessionUserAtom);
  const selectId = useId();
  const title = service ? localized(service.title, locale) : "";
  const form = useForm<Values>(ContactRequestSchema, {
    name: user ? `${user.firstName} ${user.lastName}`.trim() : "",
    email: user?.email ?? "",
    phone: user?.phone ?? "",
    message: intent === "booking" ? t`I would like to book: ${title}. Dates: … Guests: …` : "",
    service: service?.id ?? "",
  });
  const { submit, pending, failure, outcome } = useContactRequestSubmit(
    form,
    () => ({ ...form.values, intent }),
    () =>
      track(intent === "booking" ? "service_booking_request" : "service_consultation", {
        service: form.values.service || "general",
      }),
  );

  // The form replaces the details the person clicked in: focus goes to the first field to fill.
  const formElement = useRef<HTMLFormElement>(null);
  // Only where the form first appears: a later change of the prop moves nothing.
  const focusOnce = useEffectEvent(() => {
    if (focusOnMount) focusFirstField(formElement.current);
  });
  useEffect(() => {
    focusOnce();
  }, []);

  if (outcome) return <RequestOutcomePanel outcome={outcome} onDone={onDone} />;

  return (
    <form ref={formElement} className={frame.form} onSubmit={submit} noValidate>
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
          <option value="">{t`General question`}</option>
          {services.map((option) => (
            <option key={option.id} value={option.id}>
              {localized(option.title, locale)}
            </option>
          ))}
        </select>
      </div>
      <TextAreaField label={t`Message`} rows={4} required {...form.field("message")} />
      <FormError message={failure} />
      <div className={frame.formActions}>
        {onBack ? (
          <Button variant="ghost" onClick={onBack}>
            <ArrowLeft size={18} aria-hidden="true" />
            <Trans>Back</Trans>
          </Button>
        ) : null}
        <Button type="submit" variant="accent" disabled={pending} aria-busy={pending}>
          {pending ? <InlineSpinner label={t`Sending`} /> : null}
          {intent === "booking" ? <Trans>Send booking request</Trans> : <Trans>Send request</Trans>}
        </Button>
      </div>
    </form>
  );
}
