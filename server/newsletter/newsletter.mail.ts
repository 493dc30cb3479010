import type { MessageDescriptor } from "@lingui/core";
import type { Locale } from "../../domain/shared/locale.ts";
import { site } from "../../domain/shell/site.ts";
import { translatorFor } from "../http/i18n.ts";
import { composeMail, type PreparedMail } from "../mail/accounts.mail.ts";

/** The newsletter's double opt-in e-mail in Russian and English (issue 5, decision record 040). */
const m = {
  confirmSubject: /*i18n*/ {
    id: "mail.newsletter_confirm.subject",
    message: "Confirm your subscription to the {brand} newsletter",
  },
  confirmBody: /*i18n*/ {
    id: "mail.newsletter_confirm.body",
    message:
      "Hello!\n\nSomeone, we hope it was you, asked to receive the {brand} newsletter at this address: news of the yachts, trips, regattas and sailing season on Lake Baikal.\n\nPlease confirm your subscription by opening this link:\n{link}\n\nThe link is valid for 7 days. If you did not ask for the newsletter, ignore this email and you will not be subscribed.",
  },
} satisfies Record<string, MessageDescriptor>;

export function newsletterConfirmationMail(link: string): PreparedMail {
  return {
    template: "newsletter_confirm",
    render(locale: Locale) {
      const t = translatorFor(locale);
      const brand = locale === "ru" ? site.brandRu : site.brand;
      return composeMail(locale, {
        subject: t(m.confirmSubject, { brand }),
        body: t(m.confirmBody, { brand, link }),
        secrets: [link],
      });
    },
  };
}
