import type { MessageDescriptor } from "@lingui/core";
import type { Locale } from "../../domain/shared/locale.ts";
import { type Localized, localized } from "../../domain/shared/localized.ts";
import { mailDates } from "../bookings/bookings.mail.ts";
import { translatorFor } from "../http/i18n.ts";
import { composeMail, type PreparedMail } from "../mail/accounts.mail.ts";

/** The events' e-mails (issue 16) in Russian and English: a place freed, an event changed or cancelled. */
export type EventMailKind = "moved_up" | "moved_up_pay" | "changed" | "cancelled";

const m = {
  greeting: /*i18n*/ { id: "mail.event.greeting", message: "Hello, {name}!" },
  movedUpSubject: /*i18n*/ { id: "mail.event.moved_up.subject", message: "A place is yours: {title}" },
  movedUpBody: /*i18n*/ {
    id: "mail.event.moved_up.body",
    message: "A place came free in {title} ({dates}, {place}) and it is yours: you were first on the waitlist.",
  },
  movedUpPayBody: /*i18n*/ {
    id: "mail.event.moved_up_pay.body",
    message:
      "A place came free in {title} ({dates}, {place}) and we are holding it for you: you were first on the waitlist. Pay the entry fee on the event's page to confirm it.",
  },
  changedSubject: /*i18n*/ { id: "mail.event.changed.subject", message: "{title} has changed" },
  changedBody: /*i18n*/ {
    id: "mail.event.changed.body",
    message: "The organiser changed {title}. It now runs {dates} at {place}. Please check the details on its page.",
  },
  cancelledSubject: /*i18n*/ { id: "mail.event.cancelled.subject", message: "{title} is cancelled" },
  cancelledBody: /*i18n*/ {
    id: "mail.event.cancelled.body",
    message: "We are sorry: the organiser cancelled {title} ({dates}, {place}). Your entry is closed.",
  },
  link: /*i18n*/ { id: "mail.event.link", message: "The event: {link}" },
} satisfies Record<string, MessageDescriptor>;

export type EventMailInput = {
  kind: EventMailKind;
  name: string;
  title: Localized;
  location: Localized;
  startDate: string;
  endDate: string;
  link: string;
};

export function eventMail(input: EventMailInput): PreparedMail {
  return {
    template: `event_${input.kind}`,
    render(locale: Locale) {
      const t = translatorFor(locale);
      const values = {
        title: localized(input.title, locale),
        place: localized(input.location, locale),
        dates: mailDates(locale, input.startDate, input.endDate),
        link: input.link,
      };
      const subject = {
        moved_up: m.movedUpSubject,
        moved_up_pay: m.movedUpSubject,
        changed: m.changedSubject,
        cancelled: m.cancelledSubject,
      }[input.kind];
      const body = {
        moved_up: m.movedUpBody,
        moved_up_pay: m.movedUpPayBody,
        changed: m.changedBody,
        cancelled: m.cancelledBody,
      }[input.kind];
      return composeMail(locale, {
        subject: t(subject, values),
        body: [t(m.greeting, { name: input.name }), t(body, values), t(m.link, values)].join("\n\n"),
        secrets: [],
      });
    },
  };
}
