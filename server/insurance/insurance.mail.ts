import type { MessageDescriptor } from "@lingui/core";
import type { Quote } from "../../domain/insurance/types.ts";
import type { Locale } from "../../domain/shared/locale.ts";
import { type Localized, localized } from "../../domain/shared/localized.ts";
import { formatMoney } from "../../domain/shared/money.ts";
import { mailDates } from "../bookings/bookings.mail.ts";
import type { InsuranceRequestRow } from "../db/schema/index.ts";
import { translatorFor } from "../http/i18n.ts";
import { composeMail, type PreparedMail } from "../mail/accounts.mail.ts";

/**
 * The two e-mails of a chosen quote (issue 23): the request to the insurer, with everything it needs
 * to call back, and the user's copy saying who calls and by when.
 */
const m = {
  insurerSubject: /*i18n*/ {
    id: "mail.insurance.insurer.subject",
    message: "Charter insurance request {reference}: {name}",
  },
  insurerBody: /*i18n*/ {
    id: "mail.insurance.insurer.body",
    message:
      "A customer of the portal chose your indicative quote {reference} ({premium}, deductible {deductible}) and asks you to call within 24 hours, by {contactBy}, to confirm it.",
  },
  details: /*i18n*/ {
    id: "mail.insurance.details",
    message:
      "Name: {name}\nE-mail: {email}\nPhone: {phone}\nCharter: {dates}, {location}\nBoat: {boat}; passengers: {passengers}\nSum insured: {coverage}\nProfessional crew: {crew}; captain's experience: {years} years\nNotes: {notes}",
  },
  userSubject: /*i18n*/ { id: "mail.insurance.user.subject", message: "Your insurance request went to {insurer}" },
  userBody: /*i18n*/ {
    id: "mail.insurance.user.body",
    message:
      "Hello, {name}! You chose {insurer}'s quote {reference}: {premium}, deductible {deductible}. We sent your request to the insurer; it will call you within 24 hours, by {contactBy}, and confirm the price, which is indicative until then.",
  },
  yes: /*i18n*/ { id: "mail.insurance.yes", message: "yes" },
  no: /*i18n*/ { id: "mail.insurance.no", message: "no" },
  none: /*i18n*/ { id: "mail.insurance.none", message: "none" },
} satisfies Record<string, MessageDescriptor>;

export type InsuranceMailInput = {
  audience: "insurer" | "user";
  request: InsuranceRequestRow;
  quote: Quote;
  insurerName: Localized;
  contactBy: string;
};

const when = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(locale === "ru" ? "ru-RU" : "en-GB", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Asia/Irkutsk",
  }).format(new Date(iso));

export function insuranceMail(input: InsuranceMailInput): PreparedMail {
  return {
    template: `insurance_${input.audience}`,
    render(locale: Locale) {
      const t = translatorFor(locale);
      const { request, quote } = input;
      const values = {
        reference: quote.reference,
        premium: formatMoney(quote.premium, locale),
        deductible: formatMoney(quote.deductible, locale),
        contactBy: when(locale, input.contactBy),
        insurer: localized(input.insurerName, locale),
        name: request.fullName,
      };
      const details = t(m.details, {
        name: request.fullName,
        email: request.email,
        phone: request.phone ?? t(m.none),
        dates: mailDates(locale, request.startDate, request.endDate),
        location: request.location,
        boat: request.boatType.replace("_", " "),
        passengers: request.passengers,
        coverage: formatMoney({ amount: request.coverageMinor, currency: "RUB" }, locale),
        crew: t(request.professionalCrew ? m.yes : m.no),
        years: request.captainExperienceYears,
        notes: request.notes ?? t(m.none),
      });
      const [subject, body] =
        input.audience === "insurer" ? [m.insurerSubject, m.insurerBody] : [m.userSubject, m.userBody];
      return composeMail(locale, {
        subject: t(subject, values),
        body: [t(body, values), details].join("\n\n"),
        secrets: [],
      });
    },
  };
}
