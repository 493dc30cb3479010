import { accountMessages } from "../../domain/accounts/messages.ts";
import { hasRole } from "../../domain/accounts/roles.ts";
import { bookingMessages } from "../../domain/bookings/messages.ts";
import type { UserRow } from "../db/schema/index.ts";
import { ApiError } from "../http/errors.ts";
import type { BookingRecord } from "./booking-records.service.ts";

/**
 * Who may do what with a booking (decision record 046): its customer; the yacht's owner; admins,
 * who answer for the portal's own fleet (yachts without an owner) and may step in for any yacht.
 * Anyone else learns nothing, not even that the booking exists: 404.
 */
export const bookingNotFound = () => new ApiError(404, "booking_not_found", bookingMessages.notFound);

const isCustomer = (user: UserRow, record: BookingRecord) => record.row.customerId === user.id;
const isResponder = (user: UserRow, record: BookingRecord) =>
  record.yacht.ownerId === user.id || hasRole(user, "admin");

/** The booking if the user may see it, else 404. */
export function visibleTo(user: UserRow, record: BookingRecord | null): BookingRecord {
  if (!record || !(isCustomer(user, record) || isResponder(user, record))) throw bookingNotFound();
  return record;
}

/** For the customer's own actions (cancel, pay): others who may see it get 403. */
export function ownedBy(user: UserRow, record: BookingRecord | null): BookingRecord {
  const seen = visibleTo(user, record);
  if (!isCustomer(user, seen)) throw new ApiError(403, "forbidden", bookingMessages.notYours);
  return seen;
}

/** For the owner's answer (accept, decline): the customer and others who may see it get 403. */
export function answerableBy(user: UserRow, record: BookingRecord | null): BookingRecord {
  const seen = visibleTo(user, record);
  if (!isResponder(user, seen)) throw new ApiError(403, "forbidden", accountMessages.forbidden);
  return seen;
}
