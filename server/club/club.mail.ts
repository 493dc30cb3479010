import type { MessageDescriptor } from "@lingui/core";
import type { Locale } from "../../domain/shared/locale.ts";
import { formatMoney, type Money } from "../../domain/shared/money.ts";
import { mailDates } from "../bookings/bookings.mail.ts";
import { translatorFor } from "../http/i18n.ts";
import { composeMail, type PreparedMail } from "../mail/accounts.mail.ts";

/**
 * The club's e-mails (issue 22) in Russian and English: a membership or plan paid (joined, renewed
 * or changed), one cancelled, and a donation's thank-you with its receipt.
 */
const m = {
  greeting: /*i18n*/ { id: "mail.club.greeting", message: "Hello, {name}!" },
  greetingAnonymous: /*i18n*/ { id: "mail.club.greeting_anonymous", message: "Hello!" },
  paidSubject: /*i18n*/ { id: "mail.club.paid.subject", message: "{product}: paid until {until}" },
  paidBody: /*i18n*/ {
    id: "mail.club.paid.body",
    message: "Thank you: {product} is paid for {dates}. We charged {price} to the card ending {last4}.",
  },
  cardLine: /*i18n*/ {
    id: "mail.club.card",
    message: "Your club card, number {number}, is in your account and works offline: {link}",
  },
  cancelledSubject: /*i18n*/ { id: "mail.club.cancelled.subject", message: "{product} is cancelled" },
  cancelledBody: /*i18n*/ {
    id: "mail.club.cancelled.body",
    message:
      "You cancelled {product}. It stays active until {until}, the end of the period you paid for, and will not be renewed.",
  },
  donationSubject: /*i18n*/ { id: "mail.club.donation.subject", message: "Thank you for supporting Lake Baikal" },
  donationBody: /*i18n*/ {
    id: "mail.club.donation.body",
    message: "Thank you for your gift to the club and the lake's conservation. Your receipt:",
  },
  receipt: /*i18n*/ {
    id: "mail.club.donation.receipt",
    message: "Amount: {amount}\nDate: {date}\nCard: ending {last4}\nReceipt number: {reference}",
  },
} satisfies Record<string, MessageDescriptor>;

export type ClubMail =
  | {
      kind: "paid";
      name: string;
      product: MessageDescriptor;
      price: Money;
      validFrom: string;
      validUntil: string;
      last4: string;
      number: string | null;
      link: string;
    }
  | { kind: "cancelled"; name: string; product: MessageDescriptor; validUntil: string }
  | { kind: "donation"; name: string | null; amount: Money; date: string; last4: string; reference: string };

const longDate = (locale: Locale, date: string) =>
  new Intl.DateTimeFormat(locale === "ru" ? "ru-RU" : "en-GB", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );

export function clubMail(mail: ClubMail): PreparedMail {
  return {
    template: `club_${mail.kind}`,
    render(locale: Locale) {
      const t = translatorFor(locale);
      const hello = mail.name ? t(m.greeting, { name: mail.name }) : t(m.greetingAnonymous);
      if (mail.kind === "donation") {
        const amount = formatMoney(mail.amount, locale);
        const receipt = t(m.receipt, {
          amount,
          date: longDate(locale, mail.date),
          last4: mail.last4,
          reference: mail.reference,
        });
        return composeMail(locale, {
          subject: t(m.donationSubject),
          body: [hello, t(m.donationBody), receipt].join("\n\n"),
          secrets: [],
        });
      }
      const product = t(mail.product);
      const until = longDate(locale, mail.validUntil);
      if (mail.kind === "cancelled") {
        return composeMail(locale, {
          subject: t(m.cancelledSubject, { product }),
          body: [hello, t(m.cancelledBody, { product, until })].join("\n\n"),
          secrets: [],
        });
      }
      const paid = t(m.paidBody, {
        product,
        dates: mailDates(locale, mail.validFrom, mail.validUntil),
        price: formatMoney(mail.price, locale),
        last4: mail.last4,
      });
      const card = mail.number ? [t(m.cardLine, { number: mail.number, link: mail.link })] : [];
      return composeMail(locale, {
        subject: t(m.paidSubject, { product, until }),
        body: [hello, paid, ...card].join("\n\n"),
        secrets: [],
      });
    },
  };
}
