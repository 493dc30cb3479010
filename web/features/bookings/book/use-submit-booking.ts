import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { placeholderId } from "../../../../domain/bookings/device.ts";
import { bm } from "../../../../domain/bookings/messages.ts";
import type { Yacht } from "../../../../domain/catalogue/types.ts";
import type { FormState } from "../../../components/form/use-form.ts";
import { refreshSession } from "../../../lib/accounts/session.ts";
import { ApiError } from "../../../lib/api.ts";
import type { BookSearch, BookStep } from "./book-search.ts";
import { type Draft, dateFields, forgetDraft, toRequest } from "./draft.ts";
import { sendBookingRequest } from "./send-request.ts";

/**
 * Pressing "Send": every field checked as the server will, an Idempotency-Key made now, the
 * request sent or kept in the outbox, then on to payment (or the hand-off). A refusal goes back
 * to the field it names: dates taken meanwhile reopen the calendar.
 */
type Input = {
  form: FormState<Draft>;
  yacht: Yacht;
  replaces: string | undefined;
  afterSend: BookStep;
  go: (step: BookStep, extra?: Partial<BookSearch>, replace?: boolean) => void;
};

const isDateField = (name: string) => (dateFields as readonly string[]).includes(name);

export function useSubmitBooking({ form, yacht, replaces, afterSend, go }: Input) {
  const { t } = useLingui();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    if (pending) return;
    setError(null);
    const datesValid = form.validate([...dateFields]);
    if (!form.validate()) {
      if (!datesValid) go("dates");
      return;
    }
    const key = crypto.randomUUID();
    setPending(true);
    try {
      const outcome = await sendBookingRequest({ request: toRequest(form.values), yacht, key, replaces });
      forgetDraft();
      const booking = outcome.state === "sent" ? outcome.booking.id : placeholderId(outcome.key);
      go(afterSend, { booking, retry: undefined }, true);
    } catch (failure) {
      if (!(failure instanceof ApiError)) {
        setError(t`Something went wrong. Please try again later.`);
        return;
      }
      const fields = { ...failure.fields };
      if (failure.code === "dates_unavailable") fields.startDate ??= bm.datesUnavailable;
      form.serverErrors(fields);
      if (failure.status === 401) {
        await refreshSession();
        setError(t`Your session has ended. Sign in again to send the request.`);
      } else if (Object.keys(fields).some(isDateField)) {
        go("dates");
      } else {
        setError(failure.body?.message || t`Something went wrong. Please try again later.`);
      }
    } finally {
      setPending(false);
    }
  };
  return { pending, error, run };
}
