import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { BookingStatus } from "../../../domain/bookings/types.ts";
import type { MembershipStatus } from "../../../domain/club/types.ts";
import type { EntryStatus } from "../../../domain/events/types.ts";
import type { RequestStatus } from "../../../domain/insurance/types.ts";
import type { OutboxKind, OutboxStatus } from "../../../domain/outbox/outbox.ts";

/** The personal panel's words for the states the device holds, in both languages. */
export const bookingStatusLabel: Record<BookingStatus, MessageDescriptor> = {
  pending: msg`Awaiting confirmation`,
  confirmed: msg`Confirmed`,
  cancelled: msg`Cancelled`,
  completed: msg`Completed`,
};

export const entryStatusLabel: Record<EntryStatus, MessageDescriptor> = {
  joined: msg`Joined`,
  waitlisted: msg`On the waiting list`,
  pending_payment: msg`Awaiting payment`,
};

export const membershipStatusLabel: Record<MembershipStatus, MessageDescriptor> = {
  pending_payment: msg`Awaiting payment`,
  active: msg`Active`,
  cancelled: msg`Cancelled`,
  expired: msg`Expired`,
};

export const insuranceStatusLabel: Record<RequestStatus, MessageDescriptor> = {
  processing: msg`Being rated`,
  quoted: msg`Quotes ready`,
  no_quotes: msg`No quotes`,
  selected: msg`Quote chosen`,
};

export const outboxKindLabel: Record<OutboxKind, MessageDescriptor> = {
  booking: msg`Booking request`,
  trip_booking: msg`Trip places`,
  newsletter: msg`Newsletter sign-up`,
  event_join: msg`Event entry`,
  event_comment: msg`Event comment`,
  contact_request: msg`Contact request`,
  insurance_request: msg`Insurance request`,
  membership: msg`Club membership`,
  subscription: msg`Plan subscription`,
  donation: msg`Donation`,
  content_submission: msg`Proposed destination or trip`,
  owner_listing: msg`Yacht listing`,
};

export const outboxStatusLabel: Record<OutboxStatus, MessageDescriptor> = {
  pending: msg`Waiting for the connection`,
  sending: msg`Sending`,
  done: msg`Sent`,
  needs_auth: msg`Needs you to log in again`,
  failed: msg`Refused`,
};
