import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { captainOptions, yachtFeatures, yachtTypes } from "../../../domain/catalogue/types.ts";
import type { YachtListing } from "../../../domain/owners/listing.ts";
import { localized } from "../../../domain/shared/localized.ts";
import { captainLabels, featureLabels, yachtTypeLabels } from "../../components/catalogue/labels.ts";
import { Field, FieldFrame } from "../../components/form/field.tsx";
import formStyles from "../../components/form/form.module.css";
import { FormError } from "../../components/form/form-error.tsx";
import { TextAreaField } from "../../components/form/textarea-field.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useDestinations, useLocale } from "../../lib/catalogue/use-catalogue.ts";
import { checkListing, listingFromForm } from "./listing-form-data.ts";
import styles from "./yacht-form.module.css";

type Props = {
  initial: YachtListing | null;
  /** Whether a draft may still be saved (a submitted listing cannot become a draft again). */
  canDraft: boolean;
  pending: boolean;
  serverErrors: Record<string, string>;
  formError: string | null;
  onSave: (listing: YachtListing, draft: boolean) => void;
  /** A field was edited: its server error no longer applies. */
  onEdit: (name: string) => void;
};

/**
 * Every field of the catalogue's yacht (issue 19), checked by the domain's listing schema before
 * it is sent; errors name the field in the interface language. Uncontrolled inputs: the values
 * are read once, at submit.
 */
export function YachtForm({ initial, canDraft, pending, serverErrors, formError, onSave, onEdit }: Props) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const places = useDestinations() ?? [];
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...serverErrors, ...errors };
  const error = (key: string) => (shown[key] ? i18n._(shown[key]) : undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const draft = submitter?.value === "draft";
    const check = checkListing(listingFromForm(new FormData(event.currentTarget)));
    if (!check.ok) {
      setErrors(check.errors);
      const first = Object.keys(check.errors)[0];
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    onSave(check.listing, draft);
  };

  // A field's error goes as soon as it is edited: a message about a value no longer there misleads.
  const forget = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (name && (errors[name] || serverErrors[name])) {
      setErrors(({ [name]: _, ...rest }) => rest);
      onEdit(name);
    }
  };

  const v = initial;
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      onInput={forget}
      onChange={forget}
      noValidate
      aria-label={t`Yacht listing`}
    >
      <FormError message={formError} />
      <div className={styles.row}>
        <Field name="name.en" label={t`Name in English`} defaultValue={v?.name.en} error={error("name.en")} />
        <Field name="name.ru" label={t`Name in Russian`} defaultValue={v?.name.ru} error={error("name.ru")} />
      </div>
      <div className={styles.row}>
        <FieldFrame id="yacht-type" label={t`Type`} error={error("type")}>
          <select id="yacht-type" name="type" defaultValue={v?.type ?? "sail_yacht"} className={formStyles.input}>
            {yachtTypes.map((type) => (
              <option key={type} value={type}>
                {t(yachtTypeLabels[type])}
              </option>
            ))}
          </select>
        </FieldFrame>
        <Field
          name="lengthM"
          inputMode="decimal"
          label={t`Length, metres`}
          defaultValue={v?.lengthM}
          error={error("lengthM")}
        />
      </div>
      <div className={styles.row}>
        <Field
          name="capacity"
          inputMode="numeric"
          label={t`Guests`}
          defaultValue={v?.capacity}
          error={error("capacity")}
        />
        <Field name="cabins" inputMode="numeric" label={t`Cabins`} defaultValue={v?.cabins} error={error("cabins")} />
      </div>
      <div className={styles.row}>
        <Field
          name="yearBuilt"
          inputMode="numeric"
          label={t`Year built`}
          defaultValue={v?.yearBuilt}
          error={error("yearBuilt")}
        />
        <FieldFrame id="yacht-harbour" label={t`Home harbour`} error={error("homeHarbourId")}>
          <select
            id="yacht-harbour"
            name="homeHarbourId"
            defaultValue={v?.homeHarbourId ?? ""}
            className={formStyles.input}
          >
            <option value="">{t`Choose a harbour`}</option>
            {places.map((place) => (
              <option key={place.id} value={place.id}>
                {localized(place.name, locale)}
              </option>
            ))}
          </select>
        </FieldFrame>
      </div>
      <fieldset className={styles.choices}>
        <legend>{t`Destinations`}</legend>
        {places.map((place) => (
          <label key={place.id}>
            <input
              type="checkbox"
              name="destinationIds"
              value={place.id}
              defaultChecked={v?.destinationIds.includes(place.id)}
            />
            {localized(place.name, locale)}
          </label>
        ))}
        {error("destinationIds") ? <span className={styles.fieldError}>{error("destinationIds")}</span> : null}
      </fieldset>
      <h2 className={styles.section}>
        <Trans>Price and captain</Trans>
      </h2>
      <div className={styles.row}>
        <Field
          name="pricePerDayRub"
          inputMode="numeric"
          label={t`Price per day, RUB`}
          defaultValue={v?.pricePerDayRub}
          error={error("pricePerDayRub")}
        />
        <FieldFrame id="yacht-captain" label={t`Captain`} error={error("captain")}>
          <select
            id="yacht-captain"
            name="captain"
            defaultValue={v?.captain ?? "included"}
            className={formStyles.input}
          >
            {captainOptions.map((option) => (
              <option key={option} value={option}>
                {t(captainLabels[option])}
              </option>
            ))}
          </select>
        </FieldFrame>
      </div>
      <Field
        name="captainPerDayRub"
        inputMode="numeric"
        label={t`Captain's price per day, RUB`}
        hint={t`Only when the captain is optional: customers add the captain to their booking.`}
        optionalText={t`optional`}
        defaultValue={v?.captainPerDayRub ?? undefined}
        error={error("captainPerDayRub")}
      />
      <fieldset className={styles.choices}>
        <legend>{t`Features`}</legend>
        {yachtFeatures.map((feature) => (
          <label key={feature}>
            <input type="checkbox" name="features" value={feature} defaultChecked={v?.features.includes(feature)} />
            {t(featureLabels[feature])}
          </label>
        ))}
      </fieldset>
      <h2 className={styles.section}>
        <Trans>Descriptions</Trans>
      </h2>
      <div className={styles.row}>
        <TextAreaField
          name="summary.en"
          rows={2}
          label={t`Summary in English`}
          defaultValue={v?.summary.en}
          error={error("summary.en")}
        />
        <TextAreaField
          name="summary.ru"
          rows={2}
          label={t`Summary in Russian`}
          defaultValue={v?.summary.ru}
          error={error("summary.ru")}
        />
      </div>
      <div className={styles.row}>
        <TextAreaField
          name="description.en"
          rows={5}
          label={t`Description in English`}
          defaultValue={v?.description.en}
          error={error("description.en")}
        />
        <TextAreaField
          name="description.ru"
          rows={5}
          label={t`Description in Russian`}
          defaultValue={v?.description.ru}
          error={error("description.ru")}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" value="submit" disabled={pending}>
          {pending ? <Trans>Saving…</Trans> : <Trans>Send for approval</Trans>}
        </Button>
        {canDraft ? (
          <Button type="submit" variant="ghost" value="draft" disabled={pending}>
            <Trans>Save as draft</Trans>
          </Button>
        ) : null}
      </div>
    </form>
  );
}
