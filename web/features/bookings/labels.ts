import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { BookingStatus, CancelReason, PaymentStatus, PriceLineKind } from "../../../domain/bookings/types.ts";

/** Names of the booking codes in the interface's language. */
export const statusLabels: Record<BookingStatus, MessageDescriptor> = {
  pending: msg({ message: "Awaiting answer", context: "booking status" }),
  confirmed: msg({ message: "Confirmed", context: "booking status" }),
  cancelled: msg({ message: "Cancelled", context: "booking status" }),
  completed: msg({ message: "Completed", context: "booking status" }),
};

export const handoffStatusLabel = msg({ message: "Handed to partner", context: "booking status" });

/** Places on a trip wait for the customer's payment, not for an owner's answer. */
export const tripPendingLabel = msg({ message: "Awaiting payment", context: "booking status" });

export const paymentLabels: Record<PaymentStatus, MessageDescriptor> = {
  pending: msg({ message: "Not paid", context: "payment status" }),
  paid: msg({ message: "Paid", context: "payment status" }),
  failed: msg({ message: "Payment failed", context: "payment status" }),
  refunded: msg({ message: "Refunded", context: "payment status" }),
};

export const cancelReasonLabels: Record<CancelReason, MessageDescriptor> = {
  declined: msg`The owner declined this request.`,
  expired: msg`The owner did not answer within 48 hours, so the request expired.`,
  cancelled_by_customer: msg`You cancelled this booking.`,
  cancelled_by_owner: msg`The owner cancelled this booking.`,
};

export const lineLabels: Record<PriceLineKind, MessageDescriptor> = {
  yacht: msg`Yacht`,
  captain: msg`Captain`,
  catering: msg`Catering`,
  water_equipment: msg`Water equipment`,
  trip: msg`Trip package`,
};

/** Why places on a trip ended when they were not paid in time. */
export const tripExpiredLabel = msg`The places were not paid within 48 hours, so they went back to the trip.`;
