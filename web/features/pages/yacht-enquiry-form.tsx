import { Trans, useLingui } from "@lingui/react/macro";
import { type ContactRequestInput, ContactRequestSchema } from "../../../domain/contact/contact-request.ts";
import type { YachtForSale } from "../../../domain/pages/yacht-sales.ts";
import { RequestOutcomePanel, useContactRequestSubmit } from "../../components/contact/request-outcome.tsx";
import { Field } from "../../components/form/field.tsx";
import { FormError, InlineSpinner } from "../../components/form/form-error.tsx";
import { TextAreaField } from "../../components/form/textarea-field.tsx";
import { useForm } from "../../components/form/use-form.ts";
import { Button } from "../../components/ui/button.tsx";
import frame from "../../components/ui/dialog.module.css";
import { sessionUserAtom } from "../../lib/accounts/session.ts";
import { track } from "../../lib/analytics.ts";
import { useAtomValue } from "../../lib/store.ts";

type Values = Required<Pick<ContactRequestInput, "name" | "email" | "phone" | "message">>;

/**
 * An enquiry about a yacht for sale: a contact request naming the listing, which the server sends
 * to the seller. Through the outbox, so it can be written without signal.
 */
export function YachtEnquiryForm({ yacht, onDone }: { yacht: YachtForSale; onDone: () => void }) {
  const { t } = useLingui();
  const user = useAtomValue(sessionUserAtom);
  const form = useForm<Values>(ContactRequestSchema, {
    name: user ? `${user.firstName} ${user.lastName}`.trim() : "",
    email: user?.email ?? "",
    phone: user?.phone ?? "",
    message: "",
  });
  const { submit, pending, failure, outcome } = useContactRequestSubmit(
    form,
    () => ({ ...form.values, listing: yacht.id }),
    () => track("yacht_sale_enquiry", { listing: yacht.id }),
  );
  if (outcome) return <RequestOutcomePanel outcome={outcome} onDone={onDone} />;
  return (
    <form className={frame.form} onSubmit={submit} noValidate>
      <Field label={t`Your name`} autoComplete="name" required {...form.field("name")} />
      <Field label={t`Email`} type="email" autoComplete="email" required {...form.field("email")} />
      <Field label={t`Phone`} type="tel" autoComplete="tel" optionalText={t`optional`} {...form.field("phone")} />
      <TextAreaField
        label={t`Message`}
        hint={t`Questions for the seller, or when you would like to see the yacht.`}
        rows={4}
        required
        {...form.field("message")}
      />
      <FormError message={failure} />
      <div className={frame.formActions}>
        <Button type="submit" variant="accent" disabled={pending} aria-busy={pending}>
          {pending ? <InlineSpinner label={t`Sending`} /> : null}
          <Trans>Send to the seller</Trans>
        </Button>
      </div>
    </form>
  );
}
