import { BOOKING_OUTBOX_PATH } from "../../../../domain/bookings/device.ts";
import type { BookingRequest } from "../../../../domain/bookings/rules.ts";
import type { Booking } from "../../../../domain/bookings/types.ts";
import type { YachtSummary } from "../../../../domain/catalogue/types.ts";
import { discardLocalRequest, keepWaitingRequest } from "../../../lib/bookings/device-bookings.ts";
import { submitWrite } from "../../../lib/outbox/outbox.ts";

/**
 * Sends a booking request through the outbox (decision record 003) with the Idempotency-Key made
 * when the user pressed the button. Online, the server's booking comes back, already kept on the
 * device by the outbox; offline, or when the network fails underway, the request waits in the outbox and its
 * placeholder shows at once in /bookings. A refusal (400, 409) is thrown to the form.
 */
export type SendOutcome = { state: "sent"; booking: Booking } | { state: "queued"; key: string };

export async function sendBookingRequest(input: {
  request: BookingRequest;
  yacht: YachtSummary;
  key: string;
  /** A refused request this one replaces ("choose other dates"): it leaves once this one is made. */
  replaces?: string | undefined;
}): Promise<SendOutcome> {
  const { request, yacht, key, replaces } = input;
  const result = await submitWrite<Booking>({ kind: "booking", path: BOOKING_OUTBOX_PATH, body: request, key });
  let outcome: SendOutcome;
  if (result.state === "sent") {
    // Already on the device: the outbox's settle handler put it there (settleBookingRequest).
    outcome = { state: "sent", booking: result.body };
  } else {
    await keepWaitingRequest({ item: result.item, request, yacht });
    outcome = { state: "queued", key: result.item.id };
  }
  if (replaces && replaces !== key) await discardLocalRequest(replaces);
  return outcome;
}
