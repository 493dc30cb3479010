import { installSettleHandlers, type SettleHandlers } from "../lib/outbox/settle-registry.ts";

/**
 * Each outbox kind's settle handler, in one place (decision record 069): the type lists every kind,
 * so a new kind of write cannot be added without naming what its settling does. Handlers load when
 * an item of their kind first settles, so a visitor never downloads the booking code.
 */
const handlers: SettleHandlers = {
  booking: async () => (await import("../lib/bookings/device-bookings.ts")).settleBookingRequest,
  newsletter: async () => (await import("../features/newsletter/subscribe.ts")).settleSignup,
  contact_request: async () => (await import("../features/contact/settle-contact-request.ts")).settleContactRequest,
  trip_booking: async () => (await import("../features/bookings/trip/settle-trip-booking.ts")).settleTripBooking,
  event_join: async () => (await import("../lib/events/event-writes.ts")).settleEventJoin,
  event_comment: async () => (await import("../lib/events/event-writes.ts")).settleEventComment,
  insurance_request: async () => (await import("../lib/insurance/insurance-writes.ts")).settleInsuranceRequest,
  membership: async () => (await import("../lib/club/club-writes.ts")).settleMembership,
  subscription: async () => (await import("../lib/club/club-writes.ts")).settleMembership,
  donation: async () => (await import("../lib/club/club-writes.ts")).settleDonation,
  content_submission: async () => (await import("../lib/content/content-writes.ts")).settleContentSubmission,
  owner_listing: async () => (await import("../lib/owners/owner-writes.ts")).settleOwnerListing,
};

export function installAppSettleHandlers(): void {
  installSettleHandlers(handlers);
}
