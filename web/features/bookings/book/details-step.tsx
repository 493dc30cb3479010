import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeft, Minus, Plus, Send, Users, WifiOff } from "lucide-react";
import { useId } from "react";
import type { PublicUser } from "../../../../domain/accounts/accounts.ts";
import {
  CATERING_PER_GUEST_DAY,
  captainDayRate,
  WATER_EQUIPMENT_PER_DAY,
} from "../../../../domain/bookings/pricing.ts";
import { SPECIAL_REQUESTS_MAX } from "../../../../domain/bookings/rules.ts";
import type { BookingExtra } from "../../../../domain/bookings/types.ts";
import type { YachtSummary } from "../../../../domain/catalogue/types.ts";
import { formatMoney } from "../../../../domain/shared/money.ts";
import { Field } from "../../../components/form/field.tsx";
import formStyles from "../../../components/form/form.module.css";
import { FormError } from "../../../components/form/form-error.tsx";
import { TextAreaField } from "../../../components/form/textarea-field.tsx";
import type { FormState } from "../../../components/form/use-form.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Notice } from "../../../components/ui/notice.tsx";
import { localeAtom } from "../../../lib/i18n.ts";
import { onlineAtom } from "../../../lib/network.ts";
import { useAtomValue } from "../../../lib/store.ts";
import shared from "../bookings.module.css";
import styles from "./book-page.module.css";
import type { Draft } from "./draft.ts";
import { InlineAuth } from "./inline-auth.tsx";

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
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const online = useAtomValue(onlineAtom);
  const { values, errors } = form;
  const money = (value: Parameters<typeof formatMoney>[0]) => formatMoney(value, locale, { whole: true });
  const setGuests = (guests: number) => {
    form.set("guests", guests);
    form.blur("guests");
  };
  const toggleExtra = (extra: BookingExtra, on: boolean) =>
    form.set("extras", on ? [...values.extras, extra] : values.extras.filter((e) => e !== extra));
  const captainRate = money(captainDayRate(yacht));
  const catering = money(CATERING_PER_GUEST_DAY);
  const water = money(WATER_EQUIPMENT_PER_DAY);
  const left = SPECIAL_REQUESTS_MAX - values.specialRequests.length;
  const partner = yacht.listing === "partner";
  const formId = useId();

  return (
    // The sign-up and login forms may show here: forms cannot nest, so only the contact card is
    // a form and the send button points at it.
    <div className={styles.stepForm}>
      <section className={shared.card} aria-labelledby="step-title">
        <h2 id="step-title" className={shared.cardTitle}>
          <Users size={20} aria-hidden="true" />
          <Trans>Guests and services</Trans>
        </h2>
        <div className={styles.guests}>
          <label htmlFor="booking-guests" className={styles.label}>
            <Trans>Guests</Trans>
          </label>
          <div className={styles.stepper}>
            <Button
              variant="secondary"
              size="icon"
              aria-label={t`One guest fewer`}
              disabled={values.guests <= 1}
              onClick={() => setGuests(Math.max(1, values.guests - 1))}
            >
              <Minus size={16} aria-hidden="true" />
            </Button>
            <input
              id="booking-guests"
              className={styles.guestsInput}
              type="number"
              inputMode="numeric"
              min={1}
              max={yacht.capacity}
              value={Number.isFinite(values.guests) ? values.guests : ""}
              aria-invalid={errors.guests ? true : undefined}
              aria-describedby="booking-guests-hint"
              onChange={(e) => form.set("guests", e.target.valueAsNumber)}
              onBlur={() => form.blur("guests")}
            />
            <Button
              variant="secondary"
              size="icon"
              aria-label={t`One guest more`}
              disabled={values.guests >= yacht.capacity}
              onClick={() => setGuests(Math.min(yacht.capacity, (values.guests || 0) + 1))}
            >
              <Plus size={16} aria-hidden="true" />
            </Button>
          </div>
          <p id="booking-guests-hint" className={shared.hint}>
            <Plural
              value={yacht.capacity}
              one="This yacht takes up to # guest."
              other="This yacht takes up to # guests."
            />
          </p>
          {errors.guests ? (
            <p className={styles.fieldError} role="alert">
              {errors.guests}
            </p>
          ) : null}
        </div>

        <fieldset className={styles.choices}>
          <legend className={styles.label}>
            <Trans>Captain</Trans>
          </legend>
          {yacht.captain === "included" ? (
            <p className={styles.included}>
              <Trans>A captain sails with this yacht, included in its price.</Trans>
            </p>
          ) : (
            <div className={formStyles.choiceGrid}>
              <label className={formStyles.choice}>
                <input
                  type="radio"
                  name="withCaptain"
                  checked={values.withCaptain}
                  onChange={() => form.set("withCaptain", true)}
                />
                <span className={formStyles.choiceText}>
                  <span className={formStyles.choiceName}>
                    {yacht.captain === "optional" ? (
                      <Trans>With the yacht's captain</Trans>
                    ) : (
                      <Trans>With a captain from our crew</Trans>
                    )}
                  </span>
                  <span className={formStyles.choiceHint}>
                    <Trans>{captainRate} per day</Trans>
                  </span>
                </span>
              </label>
              <label className={formStyles.choice}>
                <input
                  type="radio"
                  name="withCaptain"
                  checked={!values.withCaptain}
                  onChange={() => form.set("withCaptain", false)}
                />
                <span className={formStyles.choiceText}>
                  <span className={formStyles.choiceName}>
                    <Trans>Self-drive</Trans>
                  </span>
                  <span className={formStyles.choiceHint}>
                    <Trans>You skipper; a licence is needed</Trans>
                  </span>
                </span>
              </label>
            </div>
          )}
          {errors.withCaptain ? (
            <p className={styles.fieldError} role="alert">
              {errors.withCaptain}
            </p>
          ) : null}
        </fieldset>

        <fieldset className={styles.choices}>
          <legend className={styles.label}>
            <Trans>Extras</Trans>
          </legend>
          <div className={formStyles.choiceGrid}>
            <label className={formStyles.choice}>
              <input
                type="checkbox"
                checked={values.extras.includes("catering")}
                onChange={(e) => toggleExtra("catering", e.target.checked)}
              />
              <span className={formStyles.choiceText}>
                <span className={formStyles.choiceName}>
                  <Trans>Catering</Trans>
                </span>
                <span className={formStyles.choiceHint}>
                  <Trans>{catering} per guest per day</Trans>
                </span>
              </span>
            </label>
            <label className={formStyles.choice}>
              <input
                type="checkbox"
                checked={values.extras.includes("water_equipment")}
                onChange={(e) => toggleExtra("water_equipment", e.target.checked)}
              />
              <span className={formStyles.choiceText}>
                <span className={formStyles.choiceName}>
                  <Trans>Water equipment</Trans>
                </span>
                <span className={formStyles.choiceHint}>
                  <Trans>Paddle boards, kayaks, snorkel gear: {water} per day</Trans>
                </span>
              </span>
            </label>
          </div>
        </fieldset>
      </section>

      {user ? (
        <form
          id={formId}
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
      ) : user === null ? (
        <InlineAuth />
      ) : null}

      <div className={styles.submitBlock}>
        <FormError message={formError} />
        {online ? null : (
          <Notice role="status" icon={<WifiOff size={16} />}>
            <Trans>
              You are offline. The request is kept on this device and sent as soon as the connection returns.
            </Trans>
          </Notice>
        )}
        <div className={styles.actions}>
          <Button variant="ghost" onClick={onBack}>
            <ArrowLeft size={18} aria-hidden="true" />
            <Trans>Back</Trans>
          </Button>
          <Button type="submit" form={formId} variant="accent" disabled={pending || !user}>
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
            <Trans>
              The owner answers within 48 hours. You can pay now or later; nothing is charged until you pay.
            </Trans>
          )}
        </p>
      </div>
    </div>
  );
}
