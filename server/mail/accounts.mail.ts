import type { MessageDescriptor } from "@lingui/core";
import type { Locale } from "../../domain/shared/locale.ts";
import { site } from "../../domain/shell/site.ts";
import { type BookingMail, mailDates, renderBookingText } from "../bookings/bookings.mail.ts";
import { translatorFor } from "../http/i18n.ts";

/**
 * The e-mails in Russian and English: the verification link, the reset code, the welcome, and the
 * contact request's confirmation and its copy for the team (a trip request's name the trip, its dates
 * and the guests). Each names the secret it carries, so the
 * log can mask it once it is sent. The booking e-mails live in booking-templates.ts.
 */
const m = {
  verifySubject: /*i18n*/ { id: "mail.verify.subject", message: "Confirm your email address" },
  verifyBody: /*i18n*/ {
    id: "mail.verify.body",
    message:
      "Hello, {firstName}!\n\nPlease confirm your email address by opening this link:\n{link}\n\nThe link is valid for 48 hours. If you did not create an account, ignore this email.",
  },
  resetSubject: /*i18n*/ { id: "mail.reset.subject", message: "Your password reset code: {code}" },
  resetBody: /*i18n*/ {
    id: "mail.reset.body",
    message:
      "Hello, {firstName}!\n\nYour verification code is {code}. It is valid for 10 minutes and can be used once.\n\nIf you did not ask to reset your password, ignore this email: your password stays the same.",
  },
  welcomeSubject: /*i18n*/ { id: "mail.welcome.subject", message: "Welcome aboard, {firstName}!" },
  welcomeBody: /*i18n*/ {
    id: "mail.welcome.body",
    message:
      "Hello, {firstName}!\n\nThank you for joining the Lake Baikal yacht charter community. Browse the yachts, plan a trip and meet the crews at {link}.\n\nFair winds!",
  },
  throttledSubject: /*i18n*/ { id: "mail.login_throttled.subject", message: "Many wrong passwords for your account" },
  throttledBody: /*i18n*/ {
    id: "mail.login_throttled.body",
    message:
      'Hello, {firstName}!\n\nSomeone entered a wrong password for your account {failures} times in a row, so signing in to it is slowed down for a while.\n\nIf it was you and you cannot sign in, choose "Forgot password?" when signing in at {link}: we e-mail you a code, and with it you set a new password and can sign in at once.\n\nIf it was not you, your password was not accepted and nothing else is needed. A long password you use nowhere else keeps the account safe.',
  },
  contactSubject: /*i18n*/ { id: "mail.contact.subject", message: "We received your request: {service}" },
  contactBody: /*i18n*/ {
    id: "mail.contact.body",
    message:
      "Hello, {name}!\n\nThank you for your request about {service}. Our team will reply within one working day.\n\nYour message:\n{message}",
  },
  contactTeamSubject: /*i18n*/ { id: "mail.contact_team.subject", message: "New consultation request: {service}" },
  contactTeamBody: /*i18n*/ {
    id: "mail.contact_team.body",
    message: "{name} <{email}> {phone} asks about {service}:\n\n{message}",
  },
  generalQuestion: /*i18n*/ { id: "mail.contact.general", message: "our services" },
  tripBody: /*i18n*/ {
    id: "mail.contact.trip_body",
    message:
      "Hello, {name}!\n\nThank you for your trip request. Our team will confirm availability and the price within one working day.\n\nTrip: {trip}, {dates}\nGuests: {guests}\n\nYour message:\n{message}",
  },
  tripTeamSubject: /*i18n*/ { id: "mail.contact_team.trip_subject", message: "New trip request: {trip}" },
  tripTeamBody: /*i18n*/ {
    id: "mail.contact_team.trip_body",
    message: "{name} <{email}> {phone} asks about a trip.\n\nTrip: {trip}, {dates}\nGuests: {guests}\n\n{message}",
  },
  guestsNotGiven: /*i18n*/ { id: "mail.contact.guests_not_given", message: "not given" },
  signature: /*i18n*/ { id: "mail.signature", message: "The {brand} team" },
} satisfies Record<string, MessageDescriptor>;

/** The trip package a trip request is about: its title in the mail's language, its days, the guests. */
export type MailTrip = { title: string; startDate: string; endDate: string; guests: number | null };

export type MailTemplate =
  | { template: "verify_email"; firstName: string; link: string }
  | { template: "reset_code"; firstName: string; code: string }
  | { template: "welcome"; firstName: string; link: string }
  | { template: "login_throttled"; firstName: string; failures: number; link: string }
  | { template: "contact_received"; name: string; service: string | null; trip?: MailTrip; message: string }
  | {
      template: "contact_team";
      name: string;
      email: string;
      phone: string;
      service: string | null;
      trip?: MailTrip;
      message: string;
    }
  | BookingMail;

export type RenderedMail = { subject: string; text: string; html: string; secrets: string[] };

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function renderMail(input: MailTemplate, locale: Locale): RenderedMail {
  const t = translatorFor(locale);
  let subject: string;
  let body: string;
  let secrets: string[];
  switch (input.template) {
    case "verify_email":
      subject = t(m.verifySubject);
      body = t(m.verifyBody, { firstName: input.firstName, link: input.link });
      secrets = [input.link];
      break;
    case "reset_code":
      subject = t(m.resetSubject, { code: input.code });
      body = t(m.resetBody, { firstName: input.firstName, code: input.code });
      secrets = [input.code];
      break;
    case "welcome":
      subject = t(m.welcomeSubject, { firstName: input.firstName });
      body = t(m.welcomeBody, { firstName: input.firstName, link: input.link });
      secrets = [];
      break;
    case "login_throttled":
      subject = t(m.throttledSubject);
      body = t(m.throttledBody, { firstName: input.firstName, failures: input.failures, link: input.link });
      secrets = [];
      break;
    case "contact_received": {
      if (input.trip) {
        subject = t(m.contactSubject, { service: input.trip.title });
        body = t(m.tripBody, { name: input.name, ...tripValues(input.trip, locale), message: input.message });
        secrets = [];
        break;
      }
      const service = input.service ?? t(m.generalQuestion);
      subject = t(m.contactSubject, { service });
      body = t(m.contactBody, { name: input.name, service, message: input.message });
      secrets = [];
      break;
    }
    case "contact_team": {
      if (input.trip) {
        const { name, email, phone, message } = input;
        subject = t(m.tripTeamSubject, { trip: input.trip.title });
        body = t(m.tripTeamBody, { name, email, phone, message, ...tripValues(input.trip, locale) });
        secrets = [];
        break;
      }
      const service = input.service ?? t(m.generalQuestion);
      subject = t(m.contactTeamSubject, { service });
      body = t(m.contactTeamBody, { ...input, service });
      secrets = [];
      break;
    }
    default:
      ({ subject, body } = renderBookingText(input, t, locale));
      secrets = [];
  }
  return composeMail(locale, { subject, body, secrets });
}

function tripValues(trip: MailTrip, locale: Locale) {
  return {
    trip: trip.title,
    dates: mailDates(locale, trip.startDate, trip.endDate),
    guests: trip.guests ?? translatorFor(locale)(m.guestsNotGiven),
  };
}

/** The signature and the HTML part every mail shares; other features' templates end here too. */
export function composeMail(locale: Locale, mail: { subject: string; body: string; secrets: string[] }): RenderedMail {
  const brand = locale === "ru" ? site.brandRu : site.brand;
  const text = `${mail.body}\n\n${translatorFor(locale)(m.signature, { brand })}`;
  const html = `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5">${text
    .split("\n\n")
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("")}</div>`;
  return { subject: mail.subject, text, html, secrets: mail.secrets };
}

/** A mail whose templates live in their feature's own file: its name in the log, and its rendering. */
export type PreparedMail = { template: string; render(locale: Locale): RenderedMail };
