import type { ListingKind } from "../catalogue/types.ts";
import type { Localized } from "../shared/localized.ts";
import type { Money } from "../shared/money.ts";

/**
 * A booking as the API sends it and the device keeps it (spec sections 3 and 4, api.md Bookings).
 * Dates are inclusive ISO days: a stay of 3 to 5 June takes the yacht on three days, and the next
 * stay may start on 6 June. Money is integer minor units; the server prices every booking.
 */
export const bookingStatuses = ["pending", "confirmed", "cancelled", "completed"] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** The test provider's statuses; "pending" means nothing has been paid yet. */
export const paymentStatuses = ["pending", "paid", "failed", "refunded"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Extra services of section 3. A captain is also chosen by `withCaptain`; the two mean the same. */
export const bookingExtras = ["captain", "catering", "water_equipment"] as const;
export type BookingExtra = (typeof bookingExtras)[number];

/**
 * Why a booking ended before its stay: the owner declined, nobody answered in 48 hours, or one
 * side cancelled.
 */
export const cancelReasons = ["declined", "expired", "cancelled_by_customer", "cancelled_by_owner"] as const;
export type CancelReason = (typeof cancelReasons)[number];

/**
 * `request`: an owner-listed yacht, booked here end to end. `handoff`: a partner-listed yacht; the
 * booking records the hand-off to the partner site (spec README, decision 7) and holds no dates here.
 * `trip`: places on a trip package (decision 073): its dates and yacht are the trip's.
 */
export type BookingKind = "request" | "handoff" | "trip";

export type PriceLineKind = "yacht" | "captain" | "catering" | "water_equipment" | "trip";

export type PriceLine = {
  kind: PriceLineKind;
  /** Days, guest-days for catering, or guests for a trip package. */
  quantity: number;
  unit: Money;
  amount: Money;
  /** Part of the yacht's price (a captain who always sails with it): shown, costs nothing extra. */
  included: boolean;
};

export type PriceBreakdown = { days: number; lines: PriceLine[]; total: Money };

export type Booking = {
  id: string;
  kind: BookingKind;
  yachtId: string;
  yachtName: Localized;
  listing: ListingKind;
  /** Places on a trip package (kind `trip`), else null. */
  tripId: string | null;
  startDate: string;
  endDate: string;
  days: number;
  guests: number;
  withCaptain: boolean;
  /** Catering and water equipment; a captain shows in `withCaptain`. */
  extras: Exclude<BookingExtra, "captain">[];
  contactName: string;
  email: string;
  phone: string;
  specialRequests: string | null;
  lines: PriceLine[];
  total: Money;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: string | null;
  cancelReason: CancelReason | null;
  /** The owner's words when declining, if any. */
  ownerNote: string | null;
  /** Partner hand-offs: the prefilled deep link into the partner site. */
  handoffUrl: string | null;
  /** A pending request is cancelled as expired at this time unless the owner answers. */
  expiresAt: string | null;
  customerId: string;
  createdAt: string;
  updatedAt: string;
};
