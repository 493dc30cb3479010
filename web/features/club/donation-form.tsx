import { Trans, useLingui } from "@lingui/react/macro";
import { HeartHandshake } from "lucide-react";
import { type FormEvent, useState } from "react";
import { fieldErrors } from "../../../domain/accounts/auth-schemas.ts";
import {
  DONATION_MESSAGE_MAX,
  DONATION_NAME_MAX,
  DONATION_PRESETS_RUB,
  donationRequestSchema,
} from "../../../domain/club/rules.ts";
import type { Donation } from "../../../domain/club/types.ts";
import { Field } from "../../components/form/field.tsx";
import { FormError } from "../../components/form/form-error.tsx";
import { TextAreaField } from "../../components/form/textarea-field.tsx";
import { Button } from "../../components/ui/button.tsx";
import { sessionUserAtom } from "../../lib/accounts/session.ts";
import { ApiError } from "../../lib/api.ts";
import { donate, keepDonation } from "../../lib/club/club-writes.ts";
import { useAtomValue } from "../../lib/store.ts";
import styles from "./club.module.css";

/**
 * The donation's amount (a preset or the donor's own, in roubles), optional name and message, and
 * the e-mail the receipt goes to. Sent through the outbox: offline it waits and is made once.
 */
export function DonationForm({ onMade }: { onMade: (donation: Donation) => void }) {
  const { t, i18n } = useLingui();
  const user = useAtomValue(sessionUserAtom);
  const [preset, setPreset] = useState<number | null>(1000);
  const [custom, setCustom] = useState("");
  const [name, setName] = useState(user ? `${user.firstName} ${user.lastName}` : "");
  const [email, setEmail] = useState(user?.email ?? "");
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const roubles = preset ?? Number(custom.replace(/\s/g, "").replace(",", "."));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const body = {
      amount: { amount: Math.round((Number.isFinite(roubles) ? roubles : 0) * 100), currency: "RUB" as const },
      name,
      email,
      message,
    };
    const found = fieldErrors(donationRequestSchema, body);
    setErrors(Object.fromEntries(Object.entries(found).map(([key, id]) => [key, i18n._(id)])));
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const result = await donate({
        ...body,
        name: name.trim() || null,
        email: email.trim(),
        message: message.trim() || null,
      });
      if (result.state === "sent") {
        await keepDonation(result.body);
        onMade(result.body);
      }
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length) setErrors(err.fields);
      setFormError(
        err instanceof ApiError ? err.body?.message || err.message : t`Something went wrong. Please try again later.`,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.donationForm} onSubmit={(e) => void submit(e)} noValidate aria-label={t`Donation`}>
      <fieldset className={styles.presets}>
        <legend>{t`Amount`}</legend>
        {DONATION_PRESETS_RUB.map((value) => (
          <button key={value} type="button" aria-pressed={preset === value} onClick={() => setPreset(value)}>
            {value.toLocaleString(i18n.locale === "ru" ? "ru-RU" : "en-GB")} ₽
          </button>
        ))}
        <button type="button" aria-pressed={preset === null} onClick={() => setPreset(null)}>
          <Trans>Other amount</Trans>
        </button>
      </fieldset>
      {preset === null ? (
        <Field
          label={t`Your amount, roubles`}
          name="amount"
          inputMode="decimal"
          value={custom}
          error={errors["amount.amount"] ?? errors.amount}
          onChange={(e) => setCustom(e.target.value)}
        />
      ) : null}
      <Field
        label={t`Name`}
        name="name"
        optionalText={t`optional`}
        maxLength={DONATION_NAME_MAX}
        value={name}
        error={errors.name}
        onChange={(e) => setName(e.target.value)}
      />
      <Field
        label={t`Email for the receipt`}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        error={errors.email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextAreaField
        label={t`Message`}
        name="message"
        optionalText={t`optional`}
        maxLength={DONATION_MESSAGE_MAX}
        value={message}
        error={errors.message}
        onChange={(e) => setMessage(e.target.value)}
      />
      <FormError message={formError} />
      <Button type="submit" variant="accent" disabled={busy}>
        <HeartHandshake size={18} aria-hidden="true" />
        <Trans>Continue to payment</Trans>
      </Button>
    </form>
  );
}
