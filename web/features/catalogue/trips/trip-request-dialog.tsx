import { Trans, useLingui } from "@lingui/react/macro";
import { Sailboat } from "lucide-react";
import { useEffect, useId, useState } from "react";
import type { TripPackage } from "../../../../domain/catalogue/types.ts";
import { ContactRequestSchema, TRIP_REQUEST_GUESTS_MAX } from "../../../../domain/contact/contact-request.ts";
import { localized } from "../../../../domain/shared/localized.ts";
import { DIALOG_RESET_DELAY_MS } from "../../../../domain/shared/timings.ts";
import { RequestOutcomePanel, useContactRequestSubmit } from "../../../components/contact/request-outcome.tsx";
import { describedBy, Field, FieldFrame } from "../../../components/form/field.tsx";
import formStyles from "../../../components/form/form.module.css";
import { FormError, InlineSpinner } from "../../../components/form/form-error.tsx";
import { TextAreaField } from "../../../components/form/textarea-field.tsx";
import { useForm } from "../../../components/form/use-form.ts";
import { Button } from "../../../components/ui/button.tsx";
import frame from "../../../components/ui/dialog.module.css";
import { ModalDialog } from "../../../components/ui/modal-dialog.tsx";
import { sessionUserAtom } from "../../../lib/accounts/session.ts";
import { track } from "../../../lib/analytics.ts";
import { useLocale } from "../../../lib/catalogue/use-catalogue.ts";
import { useAtomValue } from "../../../lib/store.ts";
import { tripDates } from "./trip-dates.ts";

type Values = { name: string; email: string; phone: string; guests: number; message: string };

/**
 * A trip package's request (decision record 057): the package is sold whole, so its page asks the
 * team rather than booking the yacht's calendar. A dialog (focus starts at the first field to fill)
 * with a contact request naming the trip and the guests, sent through the outbox.
 */
export function TripRequestDialog({ trip, open, onClose }: { trip: TripPackage; open: boolean; onClose: () => void }) {
  const locale = useLocale();
  // The form is made at the first opening (so it sees who is logged in by then), and made anew
  // after a request went, so the next opening starts a fresh one.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const [round, setRound] = useState(0);
  const [finished, setFinished] = useState(false);

  useEffect(() => {
    if (open || !finished) return;
    const timer = setTimeout(() => {
      setFinished(false);
      setRound((value) => value + 1);
    }, DIALOG_RESET_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, finished]);

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      look="banner"
      icon={<Sailboat size={22} aria-hidden="true" />}
      title={localized(trip.title, locale)}
      subtitle={tripDates(trip, locale)}
      initialFocus="first-field"
      keepMounted
    >
      {opened ? <TripRequestForm key={round} trip={trip} onClose={onClose} onSent={() => setFinished(true)} /> : null}
    </ModalDialog>
  );
}

function TripRequestForm({ trip, onClose, onSent }: { trip: TripPackage; onClose: () => void; onSent: () => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const user = useAtomValue(sessionUserAtom);
  const guestsId = useId();
  const title = localized(trip.title, locale);
  const dates = tripDates(trip, locale);
  const most = Math.min(trip.capacity, TRIP_REQUEST_GUESTS_MAX);
  const form = useForm<Values>(ContactRequestSchema, {
    name: user ? `${user.firstName} ${user.lastName}`.trim() : "",
    email: user?.email ?? "",
    phone: user?.phone ?? "",
    guests: Math.min(2, most),
    message: trip.yachtId
      ? t`I would like to book the trip “${title}” (${dates}).`
      : t`I would like to know more about the trip “${title}” (${dates}).`,
  });
  const { submit, pending, failure, outcome } = useContactRequestSubmit(
    form,
    () => ({ ...form.values, trip: trip.id }),
    () => {
      track("trip_request", { trip: trip.id, guests: form.values.guests });
      onSent();
    },
  );

  if (outcome) return <RequestOutcomePanel outcome={outcome} onDone={onClose} />;

  const guestsError = form.errors.guests;
  return (
    <form className={frame.form} onSubmit={submit} noValidate>
      <Field label={t`Your name`} autoComplete="name" required {...form.field("name")} />
      <div className={formStyles.row}>
        <Field label={t`Email`} type="email" autoComplete="email" required {...form.field("email")} />
        <Field label={t`Phone`} type="tel" autoComplete="tel" optionalText={t`optional`} {...form.field("phone")} />
      </div>
      <FieldFrame id={guestsId} label={t`Guests`} hint={t`Places on this trip: ${most}`} error={guestsError}>
        <select
          id={guestsId}
          className={formStyles.input}
          value={form.values.guests}
          onChange={(event) => form.set("guests", Number(event.target.value))}
          aria-invalid={guestsError ? true : undefined}
          aria-describedby={describedBy(guestsId, true, guestsError)}
        >
          {Array.from({ length: most }, (_, index) => index + 1).map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
      </FieldFrame>
      <TextAreaField label={t`Message`} rows={4} required {...form.field("message")} />
      <FormError message={failure} />
      <div className={frame.formActions}>
        <Button variant="ghost" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" variant="accent" disabled={pending} aria-busy={pending}>
          {pending ? <InlineSpinner label={t`Sending`} /> : null}
          <Trans>Send trip request</Trans>
        </Button>
      </div>
    </form>
  );
}
