import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useEffectEvent } from "react";
import { bookingRequestSchema } from "../../../../domain/bookings/rules.ts";
import { lakeToday } from "../../../../domain/catalogue/availability.ts";
import type { Yacht } from "../../../../domain/catalogue/types.ts";
import { localized } from "../../../../domain/shared/localized.ts";
import type { DateSelection } from "../../../components/catalogue/availability-calendar.tsx";
import { useForm } from "../../../components/form/use-form.ts";
import { HarbourForecast } from "../../../components/weather/harbour-forecast.tsx";
import { sessionUserAtom } from "../../../lib/accounts/session.ts";
import { db } from "../../../lib/device/db.ts";
import { localeAtom } from "../../../lib/i18n.ts";
import { useAtomValue } from "../../../lib/store.ts";
import { useLiveQuery } from "../../../lib/use-live-query.ts";
import shared from "../bookings.module.css";
import { HandoffStep, PaymentStep } from "./after-send-steps.tsx";
import styles from "./book-page.module.css";
import type { BookSearch, BookStep } from "./book-search.ts";
import { BookingSteps } from "./booking-steps.tsx";
import { BookingSummary } from "./booking-summary.tsx";
import { DatesStep } from "./dates-step.tsx";
import { DetailsStep } from "./details-step.tsx";
import { DoneStep } from "./done-step.tsx";
import { type Draft, draftPrice, draftRules, initialDraft, saveDraft } from "./draft.ts";
import { useSentBooking } from "./use-sent-booking.ts";
import { useSubmitBooking } from "./use-submit-booking.ts";
import { YachtStep } from "./yacht-step.tsx";

/**
 * The booking flow's state: the form (the shared schema and rules, checked by each field), the
 * step in the URL (so Back and reload work), and once sent, the booking read from the device.
 */
type Props = { yacht: Yacht; search: BookSearch; from: Partial<Draft> | null };

export function BookFlow({ yacht, search, from }: Props) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const navigate = useNavigate();
  const user = useAtomValue(sessionUserAtom);
  const cached = useLiveQuery(() => db.availability.get(yacht.id), [yacht.id]);
  const today = lakeToday(new Date());
  const form = useForm<Draft>(
    bookingRequestSchema,
    initialDraft({ yacht, start: search.start, end: search.end, user, from }),
    { check: draftRules(yacht, today, cached?.busy) },
  );
  const { values } = form;
  const sent = Boolean(search.booking);
  const partner = yacht.listing === "partner";
  const afterSend: BookStep = partner ? "handoff" : "payment";
  const requested = search.step ?? "dates";
  const step: BookStep = sent
    ? requested === "done"
      ? "done"
      : afterSend
    : requested === "yacht" || requested === "details"
      ? requested
      : "dates";
  const booking = useSentBooking(search.booking);

  const go = (next: BookStep, extra: Partial<BookSearch> = {}, replace = false) =>
    void navigate({
      to: "/book/$yachtId",
      params: { yachtId: yacht.id },
      search: (prev) => ({ ...prev, ...extra, step: next }),
      replace,
    }).then(() => window.scrollTo({ top: 0 }));

  const submit = useSubmitBooking({ form, yacht, replaces: search.retry, go, afterSend });

  // Details typed so far survive a reload; the contact fills in once someone signs in.
  useEffect(() => {
    if (!sent) saveDraft(values);
  }, [values, sent]);
  // Only when the user changes (a sign-in in the flow), and only into empty fields: edits are the user's own.
  const { fill } = form;
  const fillContact = useEffectEvent(() => {
    if (user)
      fill({ contactName: `${user.firstName} ${user.lastName}`.trim(), email: user.email, phone: user.phone ?? "" });
  });
  const userId = user?.id;
  useEffect(() => {
    if (userId) fillContact();
  }, [userId]);

  const chooseDates = (range: DateSelection) => {
    form.set("startDate", range?.start ?? "");
    form.set("endDate", range?.end ?? "");
    form.blur("startDate");
    void navigate({
      to: "/book/$yachtId",
      params: { yachtId: yacht.id },
      search: (prev) => ({ ...prev, start: range?.start, end: range?.end }),
      replace: true,
    });
  };

  const name = localized(yacht.name, locale);
  const price = booking && !booking.localKey ? booking : draftPrice(yacht, values);
  const dateError = form.errors.startDate ?? form.errors.endDate;
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={shared.title}>{t`Book ${name}`}</h1>
        <BookingSteps current={step} partner={partner} sent={sent} onGo={(next) => go(next)} />
      </header>
      <div className={styles.layout}>
        <div className={styles.main}>
          {step === "yacht" ? <YachtStep yacht={yacht} onNext={() => go("dates")} /> : null}
          {step === "dates" ? (
            <DatesStep
              yachtId={yacht.id}
              partner={partner}
              startDate={values.startDate}
              endDate={values.endDate}
              error={dateError}
              onChange={chooseDates}
              onBack={() => go("yacht")}
              onNext={() => form.validate(["startDate", "endDate"]) && go("details")}
            />
          ) : null}
          {step === "dates" && values.startDate && values.endDate ? (
            <HarbourForecast placeId={yacht.homeHarbourId} from={values.startDate} to={values.endDate} />
          ) : null}
          {step === "details" ? (
            <DetailsStep
              form={form}
              yacht={yacht}
              user={user}
              pending={submit.pending}
              formError={submit.error}
              onBack={() => go("dates")}
              onSubmit={() => void submit.run()}
            />
          ) : null}
          {step === "payment" ? <PaymentStep booking={booking} onDone={() => go("done")} /> : null}
          {step === "handoff" ? <HandoffStep booking={booking} onDone={() => go("done")} /> : null}
          {step === "done" ? <DoneStep booking={booking} /> : null}
        </div>
        <BookingSummary
          yacht={yacht}
          price={price}
          startDate={booking?.startDate ?? values.startDate}
          endDate={booking?.endDate ?? values.endDate}
          guests={booking?.guests ?? (Number.isFinite(values.guests) ? values.guests : 1)}
          canChangeYacht={!sent}
        />
      </div>
    </div>
  );
}
