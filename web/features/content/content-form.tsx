import { useLingui } from "@lingui/react/macro";
import { type ReactNode, useId } from "react";
import { activityCategories, difficulties, tripVesselTypes } from "../../../domain/catalogue/types.ts";
import { BAIKAL_BOUNDS } from "../../../domain/content/proposal.ts";
import type { ContentKind } from "../../../domain/content/types.ts";
import { localized } from "../../../domain/shared/localized.ts";
import { activityCategoryLabels, difficultyLabels, vesselTypeLabels } from "../../components/catalogue/labels.ts";
import { ChoiceCards } from "../../components/form/choice-cards.tsx";
import { Field, FieldFrame } from "../../components/form/field.tsx";
import formStyles from "../../components/form/form.module.css";
import { TextAreaField } from "../../components/form/textarea-field.tsx";
import { useDestinations, useLocale } from "../../lib/catalogue/use-catalogue.ts";
import styles from "./content.module.css";
import type { FormFields } from "./form-state.ts";

type Props = {
  kind: ContentKind;
  fields: FormFields;
  errors: Record<string, string>;
  onChange: (key: string, value: string | string[]) => void;
};

/**
 * The fields of a proposed destination or trip package (the catalogue's own fields). Names and
 * descriptions may be written in one language or both; the lake point is typed as coordinates.
 */
export function ContentFields({ kind, fields, errors, onChange }: Props) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const destinations = useDestinations();
  const value = (key: string) => String(fields[key] ?? "");
  const list = (key: string) => (Array.isArray(fields[key]) ? (fields[key] as string[]) : []);
  const error = (key: string) => (errors[key] ? i18n._(errors[key]) : undefined);
  const input = (key: string, label: string, extra: Record<string, unknown> = {}) => (
    <Field
      label={label}
      name={key}
      value={value(key)}
      error={error(key)}
      onChange={(e) => onChange(key, e.target.value)}
      {...extra}
    />
  );
  const toggle = (key: string) => (item: string, checked: boolean) =>
    onChange(key, checked ? [...list(key), item] : list(key).filter((x) => x !== item));
  const months = Array.from({ length: 12 }, (_, i) => i + 1);
  const monthName = (m: number) =>
    new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2026, m - 1, 1)));

  return (
    <div className={styles.fields}>
      <div className={styles.pair}>
        {input("nameEn", kind === "destination" ? t`Name in English` : t`Title in English`)}
        {input("nameRu", kind === "destination" ? t`Name in Russian` : t`Title in Russian`)}
      </div>
      <TextAreaField
        label={t`Description in English`}
        name="descriptionEn"
        rows={4}
        value={value("descriptionEn")}
        error={error("descriptionEn")}
        onChange={(e) => onChange("descriptionEn", e.target.value)}
      />
      <TextAreaField
        label={t`Description in Russian`}
        name="descriptionRu"
        rows={4}
        value={value("descriptionRu")}
        hint={t`One language is enough; the other shows it as written.`}
        onChange={(e) => onChange("descriptionRu", e.target.value)}
      />
      {kind === "destination" ? (
        <>
          <TextAreaField
            label={t`Highlights, one a line`}
            name="highlights"
            value={value("highlights")}
            error={error("highlights")}
            onChange={(e) => onChange("highlights", e.target.value)}
          />
          <div className={styles.pair}>
            <Select
              label={t`Best season from`}
              error={error("seasonFrom")}
              name="seasonFrom"
              value={value("seasonFrom")}
              onChange={(next) => onChange("seasonFrom", next)}
            >
              {months.map((m) => (
                <option key={m} value={m}>
                  {monthName(m)}
                </option>
              ))}
            </Select>
            <Select
              label={t`Best season to`}
              name="seasonTo"
              value={value("seasonTo")}
              onChange={(next) => onChange("seasonTo", next)}
            >
              {months.map((m) => (
                <option key={m} value={m}>
                  {monthName(m)}
                </option>
              ))}
            </Select>
          </div>
          <Select
            label={t`Difficulty`}
            error={error("difficulty")}
            name="difficulty"
            value={value("difficulty")}
            onChange={(next) => onChange("difficulty", next)}
          >
            {difficulties.map((d) => (
              <option key={d} value={d}>
                {i18n._(difficultyLabels[d])}
              </option>
            ))}
          </Select>
          <div className={styles.pair}>
            {input("durationMin", t`Shortest stay, days`, { inputMode: "numeric" })}
            {input("durationMax", t`Longest stay, days`, { inputMode: "numeric" })}
          </div>
          {input("distanceKm", t`Distance from Listvyanka, km`, { inputMode: "numeric" })}
          <fieldset className={styles.group}>
            <legend className={formStyles.label}>{t`Activities`}</legend>
            <ChoiceCards
              type="checkbox"
              choices={activityCategories.map((c) => ({ value: c, name: i18n._(activityCategoryLabels[c]) }))}
              selected={list("activities")}
              onChange={toggle("activities")}
            />
          </fieldset>
          <div className={styles.pair}>
            {input("latitude", t`Latitude`, {
              inputMode: "decimal",
              hint: t`Between ${BAIKAL_BOUNDS.south} and ${BAIKAL_BOUNDS.north}`,
            })}
            {input("longitude", t`Longitude`, {
              inputMode: "decimal",
              hint: t`Between ${BAIKAL_BOUNDS.west} and ${BAIKAL_BOUNDS.east}`,
            })}
          </div>
        </>
      ) : (
        <>
          <fieldset className={styles.group}>
            <legend className={formStyles.label}>{t`Destinations of the trip`}</legend>
            {error("destinationIds") ? <p className={formStyles.error}>{error("destinationIds")}</p> : null}
            <ChoiceCards
              type="checkbox"
              choices={(destinations ?? []).map((d) => ({ value: d.id, name: localized(d.name, locale) }))}
              selected={list("destinationIds")}
              onChange={toggle("destinationIds")}
            />
          </fieldset>
          <Select
            label={t`Type of yacht`}
            error={error("yachtType")}
            name="yachtType"
            value={value("yachtType")}
            onChange={(next) => onChange("yachtType", next)}
          >
            {tripVesselTypes.map((y) => (
              <option key={y} value={y}>
                {i18n._(vesselTypeLabels[y])}
              </option>
            ))}
          </Select>
          <div className={styles.pair}>
            {input("startDate", t`Start`, { type: "date" })}
            {input("endDate", t`End`, { type: "date" })}
          </div>
          <div className={styles.pair}>
            {input("capacity", t`Places`, { inputMode: "numeric" })}
            {input("priceUsd", t`Price a day, USD`, { inputMode: "numeric" })}
          </div>
        </>
      )}
    </div>
  );
}

type SelectProps = {
  label: string;
  error?: string | undefined;
  name: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
};

/** A labelled select in the frame of Field. */
function Select({ label, error, name, value, onChange, children }: SelectProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error}>
      <select
        id={id}
        className={formStyles.input}
        name={name}
        value={value}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {children}
      </select>
    </FieldFrame>
  );
}
