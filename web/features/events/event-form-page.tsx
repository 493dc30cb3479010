import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useNavigate } from "@tanstack/react-router";
import { ShieldAlert } from "lucide-react";
import { type FormEvent, useState } from "react";
import * as v from "valibot";
import { canManage, canOrganise, eventInputSchema } from "../../../domain/events/rules.ts";
import {
  type EventDetail,
  eventCategories,
  eventDifficulties,
  eventRegions,
  eventTypes,
} from "../../../domain/events/types.ts";
import { localized } from "../../../domain/shared/localized.ts";
import { RequireUser } from "../../components/accounts/require-user.tsx";
import { Field, FieldFrame } from "../../components/form/field.tsx";
import formStyles from "../../components/form/form.module.css";
import { FormError } from "../../components/form/form-error.tsx";
import { TextAreaField } from "../../components/form/textarea-field.tsx";
import { ErrorPanel } from "../../components/status/error-panel.tsx";
import { PageSpinner } from "../../components/status/page-spinner.tsx";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { sessionUserAtom } from "../../lib/accounts/session.ts";
import { ApiError } from "../../lib/api.ts";
import { useDestinations, useLocale } from "../../lib/catalogue/use-catalogue.ts";
import { useEvent } from "../../lib/events/use-events.ts";
import { i18n } from "../../lib/i18n.ts";
import { useAtomValue } from "../../lib/store.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import styles from "./event-form.module.css";
import { categoryLabels, difficultyLabels, regionLabels, typeLabels } from "./labels.ts";
import { createEvent, updateEvent } from "./organiser-api.ts";

/**
 * The event form (spec section 2: "event creation form"): /events/new for the organiser roles, and
 * /events/{id}/edit for the event's organiser or an admin. Every field is checked by the domain's
 * schema before sending, with the server's messages in both languages.
 */
export function EventFormPage({ id }: { id?: string }) {
  const { t } = useLingui();
  usePageTitle(id ? t`Edit event` : t`Create an event`, { crumb: true });
  return (
    <RequireUser>{() => <div className="container">{id ? <EditEvent id={id} /> : <EventForm />}</div>}</RequireUser>
  );
}

function EditEvent({ id }: { id: string }) {
  const event = useEvent(id);
  const user = useAtomValue(sessionUserAtom);
  if (event === undefined) return <PageSpinner />;
  if (event === null || !canManage(user, event)) return <NotAllowed />;
  return <EventForm event={event} />;
}

function NotAllowed() {
  return (
    <ErrorPanel
      tone="neutral"
      icon={<ShieldAlert size={26} />}
      title={<Trans>Only organisers can do this</Trans>}
      text={<Trans>Events are created by captains, owners, service companies, travel managers and admins.</Trans>}
    >
      <Link to="/events" className={buttonClass("primary")}>
        <Trans>All events</Trans>
      </Link>
    </ErrorPanel>
  );
}

const list = (text: string) =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

function EventForm({ event }: { event?: EventDetail }) {
  const { t } = useLingui();
  const locale = useLocale();
  const user = useAtomValue(sessionUserAtom);
  const places = useDestinations();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!event && !canOrganise(user?.roles)) return <NotAllowed />;

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "");
    const number = (name: string) => (text(name).trim() === "" ? Number.NaN : Number(text(name)));
    const body = {
      title: text("title"),
      description: text("description"),
      startDate: text("startDate"),
      endDate: text("endDate"),
      location: text("location"),
      destinationId: text("destinationId") || null,
      category: text("category"),
      type: text("type"),
      region: text("region"),
      difficulty: text("difficulty"),
      maxParticipants: number("maxParticipants"),
      entryFeeRub: text("entryFeeRub").trim() === "" ? 0 : number("entryFeeRub"),
      boatClasses: list(text("boatClasses")),
      sponsor: text("sponsor") || null,
      prizes: text("prizes") || null,
      organizerName: text("organizerName") || null,
    };
    const parsed = v.safeParse(eventInputSchema, body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.issues) {
        const key = String(issue.path?.[0]?.key ?? "");
        found[key] ??= i18n._(issue.message);
      }
      setErrors(found);
      setError(t`Please check the marked fields.`);
      return;
    }
    setErrors({});
    setError(null);
    setBusy(true);
    try {
      const saved = event ? await updateEvent(event.id, parsed.output) : await createEvent(parsed.output);
      await navigate({ to: "/events/$id", params: { id: saved.id } });
    } catch (err) {
      if (err instanceof ApiError) {
        setErrors(err.fields);
        setError(err.message);
      } else setError(String(err));
    } finally {
      setBusy(false);
    }
  };

  const text = (value: { en: string; ru: string } | null | undefined) => (value ? localized(value, locale) : "");
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <h1 className={styles.title}>{event ? <Trans>Edit event</Trans> : <Trans>Create an event</Trans>}</h1>
      <Field name="title" label={t`Title`} defaultValue={text(event?.title)} maxLength={120} error={errors.title} />
      <TextAreaField
        name="description"
        label={t`Description`}
        rows={5}
        defaultValue={text(event?.description)}
        maxLength={4000}
        error={errors.description}
      />
      <div className={styles.row}>
        <Field
          name="startDate"
          type="date"
          label={t`Starts`}
          defaultValue={event?.startDate}
          error={errors.startDate}
        />
        <Field name="endDate" type="date" label={t`Ends`} defaultValue={event?.endDate} error={errors.endDate} />
      </div>
      <div className={styles.row}>
        <Field name="location" label={t`Place`} defaultValue={text(event?.location)} error={errors.location} />
        <Choice
          name="destinationId"
          label={t`On the map`}
          value={event?.destinationId ?? ""}
          error={errors.destinationId}
          options={[
            { value: "", label: t`Not at a destination` },
            ...(places ?? []).map((p) => ({ value: p.id, label: localized(p.name, locale) })),
          ]}
        />
      </div>
      <div className={styles.row}>
        <Choice
          name="category"
          label={t`Category`}
          value={event?.category ?? "regatta"}
          error={errors.category}
          options={eventCategories.map((c) => ({ value: c, label: t(categoryLabels[c]) }))}
        />
        <Choice
          name="type"
          label={t`Type`}
          value={event?.type ?? "handicap"}
          error={errors.type}
          options={eventTypes.map((c) => ({ value: c, label: t(typeLabels[c]) }))}
        />
      </div>
      <div className={styles.row}>
        <Choice
          name="region"
          label={t`Region`}
          value={event?.region ?? "baikal"}
          error={errors.region}
          options={eventRegions.map((c) => ({ value: c, label: t(regionLabels[c]) }))}
        />
        <Choice
          name="difficulty"
          label={t`Level`}
          value={event?.difficulty ?? "intermediate"}
          error={errors.difficulty}
          options={eventDifficulties.map((c) => ({ value: c, label: t(difficultyLabels[c]) }))}
        />
      </div>
      <div className={styles.row}>
        <Field
          name="maxParticipants"
          type="number"
          min={1}
          max={1000}
          label={t`Places`}
          defaultValue={event?.maxParticipants ?? 20}
          error={errors.maxParticipants}
        />
        <Field
          name="entryFeeRub"
          type="number"
          min={0}
          label={t`Entry fee, roubles`}
          hint={t`0 or empty: free`}
          defaultValue={event?.entryFee ? event.entryFee.amount / 100 : ""}
          error={errors.entryFeeRub}
        />
      </div>
      <Field
        name="boatClasses"
        label={t`Boat classes`}
        hint={t`Separated by commas, e.g. J/70, ORC`}
        optionalText={t`optional`}
        defaultValue={event?.boatClasses.join(", ")}
        error={errors.boatClasses}
      />
      <div className={styles.row}>
        <Field
          name="prizes"
          label={t`Prizes`}
          optionalText={t`optional`}
          defaultValue={text(event?.prizes)}
          error={errors.prizes}
        />
        <Field
          name="sponsor"
          label={t`Sponsor`}
          optionalText={t`optional`}
          defaultValue={event?.sponsor ?? ""}
          error={errors.sponsor}
        />
      </div>
      <Field
        name="organizerName"
        label={t`Organiser`}
        optionalText={t`optional`}
        hint={t`Empty: your brand or your name`}
        defaultValue={event ? text(event.organizer.name) : ""}
        error={errors.organizerName}
      />
      <FormError message={error} />
      <div className={styles.actions}>
        <Button type="submit" variant="accent" disabled={busy}>
          {event ? <Trans>Save changes</Trans> : <Trans>Create the event</Trans>}
        </Button>
        <Link
          to={event ? "/events/$id" : "/events"}
          params={event ? { id: event.id } : {}}
          className={buttonClass("ghost")}
        >
          <Trans>Back</Trans>
        </Link>
      </div>
    </form>
  );
}

type ChoiceProps = {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  options: { value: string; label: string }[];
};

function Choice({ name, label, value, error, options }: ChoiceProps) {
  const id = `event-form-${name}`;
  return (
    <FieldFrame id={id} label={label} error={error}>
      <select
        id={id}
        name={name}
        defaultValue={value}
        className={formStyles.input}
        aria-invalid={error ? true : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
