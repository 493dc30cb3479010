import type { MessageDescriptor } from "@lingui/core";
import type { Locale } from "../../domain/shared/locale.ts";
import type { Localized } from "../../domain/shared/localized.ts";
import { formatMoney, type Money } from "../../domain/shared/money.ts";
import type { Translate } from "../http/i18n.ts";

/**
 * The booking e-mails (issue 5) in Russian and English: at each change the customer hears what
 * happened, and the yacht's owner (or the admins for the portal's own fleet) what to do next.
 */
export const bookingMailEvents = [
  "requested",
  "accepted",
  "declined",
  "expired",
  "cancelled",
  "paid",
  "handoff",
  // Places on a trip package (decision 073): held for payment, or gone back to the trip unpaid.
  "trip_booked",
  "trip_expired",
] as const;
export type BookingMailEvent = (typeof bookingMailEvents)[number];

export type BookingMail = {
  template: `booking_${BookingMailEvent}`;
  audience: "customer" | "owner";
  /** Whom the greeting names. */
  name: string;
  yacht: Localized;
  /** The trip package whose places these are, else null (older queued mail has none). */
  trip?: Localized | null;
  startDate: string;
  endDate: string;
  guests: number;
  total: Money;
  customer: string;
  email: string;
  phone: string;
  note: string | null;
  specialRequests: string | null;
  link: string;
  handoffUrl: string | null;
  expiresAt: string | null;
};

type Pair = { subject: MessageDescriptor; body: MessageDescriptor };

const customer: Record<BookingMailEvent, Pair> = {
  requested: {
    subject: /*i18n*/ { id: "mail.booking.requested.customer.subject", message: "Your request for {yacht} is sent" },
    body: /*i18n*/ {
      id: "mail.booking.requested.customer.body",
      message:
        "We sent your request for {yacht}, {dates}, {guests, plural, one {# guest} other {# guests}}, to the owner. They have 48 hours to answer, and we will write to you as soon as they do.\n\nTotal: {total}.",
    },
  },
  accepted: {
    subject: /*i18n*/ { id: "mail.booking.accepted.customer.subject", message: "{yacht} is booked for you: {dates}" },
    body: /*i18n*/ {
      id: "mail.booking.accepted.customer.body",
      message:
        "The owner accepted your request: {yacht} is yours on {dates} for {guests, plural, one {# guest} other {# guests}}.\n\nTotal: {total}.",
    },
  },
  declined: {
    subject: /*i18n*/ {
      id: "mail.booking.declined.customer.subject",
      message: "Your request for {yacht} was declined",
    },
    body: /*i18n*/ {
      id: "mail.booking.declined.customer.body",
      message:
        "The owner of {yacht} cannot take your request for {dates}. Anything you paid is refunded. Please choose other dates or another yacht.",
    },
  },
  expired: {
    subject: /*i18n*/ { id: "mail.booking.expired.customer.subject", message: "Your request for {yacht} has expired" },
    body: /*i18n*/ {
      id: "mail.booking.expired.customer.body",
      message:
        "The owner of {yacht} did not answer within 48 hours, so your request for {dates} is cancelled. Anything you paid is refunded. Please choose other dates or another yacht.",
    },
  },
  cancelled: {
    subject: /*i18n*/ {
      id: "mail.booking.cancelled.customer.subject",
      message: "Your booking of {yacht} is cancelled",
    },
    body: /*i18n*/ {
      id: "mail.booking.cancelled.customer.body",
      message: "You cancelled your booking of {yacht} for {dates}. Anything you paid is refunded.",
    },
  },
  paid: {
    subject: /*i18n*/ { id: "mail.booking.paid.customer.subject", message: "Payment received for {yacht}" },
    body: /*i18n*/ {
      id: "mail.booking.paid.customer.body",
      message: "We received {total} for {yacht}, {dates}. Thank you!",
    },
  },
  handoff: {
    subject: /*i18n*/ {
      id: "mail.booking.handoff.customer.subject",
      message: "Finish booking {yacht} on our partner's site",
    },
    body: /*i18n*/ {
      id: "mail.booking.handoff.customer.body",
      message:
        "{yacht} is listed by our partner. Finish your booking for {dates}, {guests, plural, one {# guest} other {# guests}}, on their site; your details are already filled in:\n{url}",
    },
  },
  trip_booked: {
    subject: /*i18n*/ {
      id: "mail.booking.trip_booked.customer.subject",
      message: "Your places on {trip} are held: please pay by {deadline}",
    },
    body: /*i18n*/ {
      id: "mail.booking.trip_booked.customer.body",
      message:
        "We hold {guests, plural, one {# place} other {# places}} for you on {trip}, {dates}, aboard {yacht}. Pay {total} in your bookings by {deadline} (Irkutsk time) to confirm them; places not paid by then go back to the trip.",
    },
  },
  trip_expired: {
    subject: /*i18n*/ {
      id: "mail.booking.trip_expired.customer.subject",
      message: "Your places on {trip} were not paid and are released",
    },
    body: /*i18n*/ {
      id: "mail.booking.trip_expired.customer.body",
      message:
        "Your {guests, plural, one {# place} other {# places}} on {trip}, {dates}, were not paid within 48 hours, so they went back to the trip. You can book again if places are left.",
    },
  },
};

const owner: Record<BookingMailEvent, Pair> = {
  requested: {
    subject: /*i18n*/ { id: "mail.booking.requested.owner.subject", message: "New request for {yacht}: {dates}" },
    body: /*i18n*/ {
      id: "mail.booking.requested.owner.body",
      message:
        "{customer} asks for {yacht} on {dates}, {guests, plural, one {# guest} other {# guests}}. Total: {total}.\n\nPlease accept or decline within 48 hours, by {deadline} (Irkutsk time); after that the request expires.",
    },
  },
  accepted: {
    subject: /*i18n*/ { id: "mail.booking.accepted.owner.subject", message: "Request accepted: {yacht}, {dates}" },
    body: /*i18n*/ {
      id: "mail.booking.accepted.owner.body",
      message:
        "{yacht} is booked for {customer} on {dates}, {guests, plural, one {# guest} other {# guests}}. Contact: {email}, {phone}.",
    },
  },
  declined: {
    subject: /*i18n*/ { id: "mail.booking.declined.owner.subject", message: "Request declined: {yacht}, {dates}" },
    body: /*i18n*/ {
      id: "mail.booking.declined.owner.body",
      message: "The request of {customer} for {yacht} on {dates} is declined; the days are free again.",
    },
  },
  expired: {
    subject: /*i18n*/ { id: "mail.booking.expired.owner.subject", message: "A request for {yacht} expired unanswered" },
    body: /*i18n*/ {
      id: "mail.booking.expired.owner.body",
      message:
        "The request of {customer} for {yacht} on {dates} was not answered within 48 hours and is cancelled; the days are free again.",
    },
  },
  cancelled: {
    subject: /*i18n*/ {
      id: "mail.booking.cancelled.owner.subject",
      message: "{customer} cancelled the booking of {yacht}",
    },
    body: /*i18n*/ {
      id: "mail.booking.cancelled.owner.body",
      message: "The booking of {yacht} on {dates} is cancelled by the customer; the days are free again.",
    },
  },
  paid: {
    subject: /*i18n*/ { id: "mail.booking.paid.owner.subject", message: "Request paid: {yacht}, {dates}" },
    body: /*i18n*/ { id: "mail.booking.paid.owner.body", message: "{customer} paid {total} for {yacht} on {dates}." },
  },
  handoff: {
    subject: /*i18n*/ {
      id: "mail.booking.handoff.owner.subject",
      message: "Pass a request on to the partner: {yacht}",
    },
    body: /*i18n*/ {
      id: "mail.booking.handoff.owner.body",
      message:
        "{customer} wants {yacht} on {dates}, {guests, plural, one {# guest} other {# guests}}. No partner booking link is configured (PARTNER_BOOKING_URL), so please forward the request to the partner by hand. Contact: {email}, {phone}.",
    },
  },
  trip_booked: {
    subject: /*i18n*/ {
      id: "mail.booking.trip_booked.owner.subject",
      message: "Places booked on {trip}: {dates}",
    },
    body: /*i18n*/ {
      id: "mail.booking.trip_booked.owner.body",
      message:
        "{customer} booked {guests, plural, one {# place} other {# places}} on {trip}, {dates}, aboard {yacht}. Total: {total}, to be paid by {deadline} (Irkutsk time). Contact: {email}, {phone}.",
    },
  },
  trip_expired: {
    subject: /*i18n*/ {
      id: "mail.booking.trip_expired.owner.subject",
      message: "Unpaid places on {trip} are released",
    },
    body: /*i18n*/ {
      id: "mail.booking.trip_expired.owner.body",
      message:
        "The {guests, plural, one {# place} other {# places}} of {customer} on {trip}, {dates}, were not paid within 48 hours and went back to the trip.",
    },
  },
};

const m = {
  greeting: /*i18n*/ { id: "mail.booking.greeting", message: "Hello, {name}!" },
  handoffByHand: /*i18n*/ {
    id: "mail.booking.handoff.customer.by_hand",
    message:
      "{yacht} is listed by our partner. We have your request for {dates}, {guests, plural, one {# guest} other {# guests}}: our team passes it on to the partner and will write to you.",
  },
  handoffByHandSubject: /*i18n*/ {
    id: "mail.booking.handoff.customer.by_hand_subject",
    message: "We are passing your request for {yacht} to our partner",
  },
  ownerNote: /*i18n*/ { id: "mail.booking.owner_note", message: "The owner wrote: {note}" },
  specialRequests: /*i18n*/ { id: "mail.booking.special_requests", message: "Special requests: {requests}" },
  link: /*i18n*/ { id: "mail.booking.link", message: "Your bookings: {link}" },
} satisfies Record<string, MessageDescriptor>;

const intlLocale: Record<Locale, string> = { en: "en-GB", ru: "ru-RU" };
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** A stay's days as a mail writes them ("4–6 July 2027"), in the mail's language. */
export function mailDates(locale: Locale, startDate: string, endDate: string): string {
  return new Intl.DateTimeFormat(intlLocale[locale], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).formatRange(day(startDate), day(endDate));
}

export function renderBookingText(mail: BookingMail, t: Translate, locale: Locale): { subject: string; body: string } {
  const event = mail.template.slice("booking_".length) as BookingMailEvent;
  const dates = mailDates(locale, mail.startDate, mail.endDate);
  const deadline = mail.expiresAt
    ? new Intl.DateTimeFormat(intlLocale[locale], {
        dateStyle: "long",
        timeStyle: "short",
        timeZone: "Asia/Irkutsk",
      }).format(new Date(mail.expiresAt))
    : "";
  const values = {
    yacht: mail.yacht[locale],
    trip: mail.trip?.[locale] ?? mail.yacht[locale],
    dates,
    guests: mail.guests,
    total: formatMoney(mail.total, locale),
    customer: mail.customer,
    email: mail.email,
    phone: mail.phone,
    url: mail.handoffUrl ?? "",
    deadline,
  };
  const byHand = event === "handoff" && mail.audience === "customer" && !mail.handoffUrl;
  const pair = byHand
    ? { subject: m.handoffByHandSubject, body: m.handoffByHand }
    : (mail.audience === "customer" ? customer : owner)[event];
  const extra = [
    mail.note && event === "declined" ? t(m.ownerNote, { note: mail.note }) : null,
    mail.specialRequests && mail.audience === "owner" && event === "requested"
      ? t(m.specialRequests, { requests: mail.specialRequests })
      : null,
    t(m.link, { link: mail.link }),
  ].filter((line): line is string => line !== null);
  return {
    subject: t(pair.subject, values),
    body: [t(m.greeting, { name: mail.name }), t(pair.body, values), ...extra].join("\n\n"),
  };
}
