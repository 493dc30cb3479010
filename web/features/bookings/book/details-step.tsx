import { Trans } from "@lingui/react/macro";
import { Users } from "lucide-react";
import { useId } from "react";
import type { PublicUser } from "../../../../domain/accounts/accounts.ts";
import type { YachtSummary } from "../../../../domain/catalogue/types.ts";
import type { FormState } from "../../../components/form/use-form.ts";
import shared from "../bookings.module.css";
import styles from "./book-page.module.css";
import { ContactCard } from "./contact-card.tsx";
import type { Draft } from "./draft.ts";
import { GuestStepper } from "./guest-stepper.tsx";
import { InlineAuth } from "./inline-auth.tsx";
import { SendBlock } from "./send-block.tsx";
import { ServiceChoices } from "./service-choices.tsx";

/**
 * Step 3: guests up to the yacht's capacity, captain or self-drive as the yacht allows, the
 * extras, and who to contact (filled from the account). A visitor signs up or in right here.
 */
type Props = {
  form: FormState<Draft>;
  yacht: YachtSummary;
  user: PublicUser | null | undefined;
  pending: boolean;
  formError: string | null;
  onBack: () => void;
  onSubmit: () => void;
};

export function DetailsStep({ form, yacht, user, pending, formError, onBack, onSubmit }: Props) {
  const formId = useId();
  return (
    <div className={styles.stepForm}>
      <section className={shared.card} aria-labelledby="step-title">
        <h2 id="step-title" className={shared.cardTitle}>
          <Users size={20} aria-hidden="true" />
          <Trans>Guests and services</Trans>
        </h2>
        <GuestStepper
          value={form.values.guests}
          capacity={yacht.capacity}
          error={form.errors.guests}
          onChange={(guests) => form.set("guests", guests)}
          onBlur={() => form.blur("guests")}
        />
        <ServiceChoices form={form} yacht={yacht} />
      </section>
      {user ? <ContactCard form={form} id={formId} onSubmit={onSubmit} /> : user === null ? <InlineAuth /> : null}
      <SendBlock
        formId={formId}
        partner={yacht.listing === "partner"}
        canSend={Boolean(user)}
        pending={pending}
        formError={formError}
        onBack={onBack}
      />
    </div>
  );
}
