import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import * as v from "valibot";
import type { PublicUser } from "../../../domain/accounts/accounts.ts";
import { yachtTypes } from "../../../domain/catalogue/types.ts";
import { insuranceRequestSchema, RECOMMENDED_COVERAGE_RUB } from "../../../domain/insurance/request.ts";
import { tariffs } from "../../../domain/insurance/tariffs.ts";
import { localized } from "../../../domain/shared/localized.ts";
import { yachtTypeLabels } from "../../components/catalogue/labels.ts";
import { Field, FieldFrame } from "../../components/form/field.tsx";
import formStyles from "../../components/form/form.module.css";
import { FormError } from "../../components/form/form-error.tsx";
import { TextAreaField } from "../../components/form/textarea-field.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ApiError } from "../../lib/api.ts";
import { useLocale } from "../../lib/catalogue/use-catalogue.ts";
import { formatNumber } from "../../lib/format.ts";
import { i18n } from "../../lib/i18n.ts";
import { submitInsuranceRequest } from "../../lib/insurance/insurance-writes.ts";
import styles from "./insurance.module.css";
import type { Prefill } from "./prefill.ts";

/**
 * The request tab (spec section 3, Insurance quote request): every field, checked by the domain's
 * schema before sending; sent through the outbox, so offline it waits and goes once.
 */
type Props = {
  user: PublicUser;
  prefill: Prefill | null;
  onSent: (outcome: { requestId: string } | { queued: true }) => void;
};

export function RequestForm({ user, prefill, onSent }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const number = (name: string) => (text(name) === "" ? Number.NaN : Number(text(name).replace(/\s/g, "")));
    const body = {
      fullName: text("fullName"),
      email: text("email"),
      phone: text("phone") || null,
      startDate: text("startDate"),
      endDate: text("endDate"),
      location: text("location"),
      passengers: number("passengers"),
      coverage: { amount: Math.round(number("coverage") * 100), currency: "RUB" },
      professionalCrew: text("professionalCrew") === "" ? null : text("professionalCrew") === "yes",
      captainExperienceYears: number("captainExperienceYears"),
      preferredCompanies: form.getAll("preferredCompanies").map(String),
      boatType: text("boatType"),
      notes: text("notes") || null,
      bookingId: prefill?.bookingId ?? null,
    };
    const parsed = v.safeParse(insuranceRequestSchema, body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.issues) found[String(issue.path?.[0]?.key ?? "")] ??= i18n._(issue.message);
      setErrors(found);
      setError(t`Please check the marked fields.`);
      return;
    }
    setErrors({});
    setError(null);
    setBusy(true);
    try {
      const result = await submitInsuranceRequest(parsed.output);
      onSent(result.state === "sent" ? { requestId: result.body.id } : { queued: true });
    } catch (err) {
      const fields = err instanceof ApiError ? err.fields : {};
      setErrors(Object.fromEntries(Object.entries(fields).map(([key, text]) => [key.split(".")[0] ?? key, text])));
      setError(`${t`Error submitting quote request`}: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      setBusy(false);
    }
  };

  const name = prefill?.fullName ?? `${user.firstName} ${user.lastName}`.trim();
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t`Insurance quote request`}>
      <div className={styles.row}>
        <Field name="fullName" label={t`Full name`} autoComplete="name" defaultValue={name} error={errors.fullName} />
        <Field
          name="email"
          type="email"
          label={t`E-mail`}
          autoComplete="email"
          defaultValue={prefill?.email ?? user.email}
          error={errors.email}
        />
      </div>
      <div className={styles.row}>
        <Field
          name="phone"
          type="tel"
          label={t`Phone`}
          optionalText={t`optional`}
          autoComplete="tel"
          defaultValue={prefill?.phone ?? user.phone ?? ""}
          error={errors.phone}
        />
        <Field
          name="location"
          label={t`Charter location`}
          placeholder={t`e.g. Olkhon, Maloe More`}
          defaultValue={prefill?.location ?? ""}
          error={errors.location}
        />
      </div>
      <div className={styles.row}>
        <Field
          name="startDate"
          type="date"
          label={t`Start date`}
          defaultValue={prefill?.startDate ?? ""}
          error={errors.startDate}
        />
        <Field
          name="endDate"
          type="date"
          label={t`End date`}
          defaultValue={prefill?.endDate ?? ""}
          error={errors.endDate}
        />
      </div>
      <div className={styles.row}>
        <Field
          name="passengers"
          type="number"
          min={1}
          max={50}
          inputMode="numeric"
          label={t`Passengers`}
          defaultValue={prefill?.passengers ?? 2}
          error={errors.passengers}
        />
        <Field
          name="coverage"
          type="number"
          min={100000}
          step={100000}
          inputMode="numeric"
          label={t`Coverage, RUB`}
          hint={t`Recommended: ${formatNumber(RECOMMENDED_COVERAGE_RUB, locale)} RUB`}
          defaultValue={prefill?.coverageRub ?? RECOMMENDED_COVERAGE_RUB}
          error={errors.coverage}
        />
      </div>
      <div className={styles.row}>
        <FieldFrame id="insurance-boat" label={t`Boat`} error={errors.boatType}>
          <select
            id="insurance-boat"
            name="boatType"
            defaultValue={prefill?.boatType ?? "sail_yacht"}
            className={formStyles.input}
          >
            {yachtTypes.map((type) => (
              <option key={type} value={type}>
                {t(yachtTypeLabels[type])}
              </option>
            ))}
          </select>
        </FieldFrame>
        <Field
          name="captainExperienceYears"
          type="number"
          min={0}
          max={70}
          inputMode="numeric"
          label={t`Captain's experience, years`}
          defaultValue={3}
          error={errors.captainExperienceYears}
        />
      </div>
      <fieldset className={styles.choices} aria-invalid={errors.professionalCrew ? true : undefined}>
        <legend>{t`Professional crew`}</legend>
        <label>
          <input type="radio" name="professionalCrew" value="yes" defaultChecked={prefill?.professionalCrew === true} />
          <Trans>Yes, a professional captain and crew</Trans>
        </label>
        <label>
          <input type="radio" name="professionalCrew" value="no" defaultChecked={prefill?.professionalCrew !== true} />
          <Trans>No, we sail ourselves</Trans>
        </label>
        {errors.professionalCrew ? <span className={styles.fieldError}>{errors.professionalCrew}</span> : null}
      </fieldset>
      <fieldset className={styles.choices}>
        <legend>
          {t`Preferred companies`} <span className={styles.optional}>{t`optional`}</span>
        </legend>
        {tariffs.map((tariff) => (
          <label key={tariff.id}>
            <input
              type="checkbox"
              name="preferredCompanies"
              value={tariff.id}
              defaultChecked={prefill?.preferredCompanies?.includes(tariff.id)}
            />
            {localized(tariff.name, locale)}
          </label>
        ))}
      </fieldset>
      <TextAreaField
        name="notes"
        label={t`Additional notes`}
        optionalText={t`optional`}
        rows={3}
        maxLength={2000}
        error={errors.notes}
      />
      <FormError message={error} />
      <div className={styles.actions}>
        <Button type="submit" variant="accent" disabled={busy}>
          <Trans>Get quotes</Trans>
        </Button>
        <span className={styles.small}>
          <Trans>Five insurers rate your request; the prices are indicative until the insurer confirms them.</Trans>
        </span>
      </div>
    </form>
  );
}
