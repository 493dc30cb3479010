import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { type ContactRequestInput, ContactRequestSchema } from "../../../domain/contact/contact-request.ts";
import { type RequestTopic, topicTitles } from "../../../domain/pages/request-topics.ts";
import { localized } from "../../../domain/shared/localized.ts";
import { RequestOutcomePanel, useContactRequestSubmit } from "../../components/contact/request-outcome.tsx";
import { Field } from "../../components/form/field.tsx";
import formStyles from "../../components/form/form.module.css";
import { FormError, InlineSpinner } from "../../components/form/form-error.tsx";
import { TextAreaField } from "../../components/form/textarea-field.tsx";
import { useForm } from "../../components/form/use-form.ts";
import { Button } from "../../components/ui/button.tsx";
import frame from "../../components/ui/dialog.module.css";
import { sessionUserAtom } from "../../lib/accounts/session.ts";
import { track } from "../../lib/analytics.ts";
import { useLocale } from "../../lib/catalogue/use-catalogue.ts";
import { useAtomValue } from "../../lib/store.ts";

type Values = Required<Pick<ContactRequestInput, "name" | "email" | "phone" | "message" | "topic">>;

/**
 * A request for a concierge service or a special event: a contact request with its offer as the
 * topic, through the outbox (made offline on the lake, it waits on the device and is sent once).
 * The chosen offer comes from the page (a card's Request button sets it).
 */
export function TopicRequestForm({
  topics,
  topic,
  onTopic,
  onDone,
  messageHint,
}: {
  topics: readonly RequestTopic[];
  topic: RequestTopic;
  onTopic: (topic: RequestTopic) => void;
  onDone: () => void;
  messageHint: string;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const user = useAtomValue(sessionUserAtom);
  const selectId = useId();
  const form = useForm<Values>(ContactRequestSchema, {
    name: user ? `${user.firstName} ${user.lastName}`.trim() : "",
    email: user?.email ?? "",
    phone: user?.phone ?? "",
    message: "",
    topic,
  });
  const { submit, pending, failure, outcome } = useContactRequestSubmit(
    form,
    () => ({ ...form.values, topic }),
    () => track("topic_request", { topic }),
  );
  if (outcome) return <RequestOutcomePanel outcome={outcome} onDone={onDone} />;
  return (
    <form className={frame.form} onSubmit={submit} noValidate>
      <div className={formStyles.field}>
        <label htmlFor={selectId} className={formStyles.label}>
          <Trans>What would you like?</Trans>
        </label>
        <select
          id={selectId}
          className={formStyles.input}
          value={topic}
          onChange={(event) => onTopic(event.target.value as RequestTopic)}
        >
          {topics.map((option) => (
            <option key={option} value={option}>
              {localized(topicTitles[option], locale)}
            </option>
          ))}
        </select>
      </div>
      <Field label={t`Your name`} autoComplete="name" required {...form.field("name")} />
      <Field label={t`Email`} type="email" autoComplete="email" required {...form.field("email")} />
      <Field label={t`Phone`} type="tel" autoComplete="tel" optionalText={t`optional`} {...form.field("phone")} />
      <TextAreaField label={t`Message`} hint={messageHint} rows={4} required {...form.field("message")} />
      <FormError message={failure} />
      <div className={frame.formActions}>
        <Button type="submit" variant="accent" disabled={pending} aria-busy={pending}>
          {pending ? <InlineSpinner label={t`Sending`} /> : null}
          <Trans>Send request</Trans>
        </Button>
      </div>
    </form>
  );
}
