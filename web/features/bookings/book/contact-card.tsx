import { Trans } from "@lingui/react/macro";
import { SPECIAL_REQUESTS_MAX } from "../../../../domain/bookings/rules.ts";
import { Field } from "../../../components/form/field.tsx";
import formStyles from "../../../components/form/form.module.css";
import { TextAreaField } from "../../../components/form/textarea-field.tsx";
import type { FormState } from "../../../components/form/use-form.ts";
import shared from "../bookings.module.css";
import type { Draft } from "./draft.ts";

type Props = { form: FormState<Draft>; id: string; onSubmit: () => void };

/**
 * Who to contact (filled from the account) and the special requests. It is the step's only form
 * (the sign-up and login forms may show beside it and forms cannot nest): the send button points at `id`.
 */
export function ContactCard({ form, id, onSubmit }: Props) {
  const left = SPECIAL_REQUESTS_MAX - form.values.specialRequests.length;
  return (
    <form
      id={id}
      className={shared.card}
      noValidate
      aria-labelledby="contact-title"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h2 id="contact-title" className={shared.cardTitle}>
        <Trans>Contact</Trans>
      </h2>
      <Field label={<Trans>Contact name</Trans>} autoComplete="name" {...form.field("contactName")} />
      <div className={formStyles.row}>
        <Field
          label={<Trans>Email</Trans>}
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.field("email")}
        />
        <Field
          label={<Trans>Phone</Trans>}
          type="tel"
          autoComplete="tel"
          placeholder="+7 900 000-00-00"
          {...form.field("phone")}
        />
      </div>
      <TextAreaField
        label={<Trans>Special requests</Trans>}
        optionalText={<Trans>optional</Trans>}
        hint={<Trans>Birthdays, dietary needs, a pick-up point: the crew reads it. {left} characters left.</Trans>}
        {...form.field("specialRequests")}
      />
    </form>
  );
}
