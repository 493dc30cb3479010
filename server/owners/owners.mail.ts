import type { MessageDescriptor } from "@lingui/core";
import type { Locale } from "../../domain/shared/locale.ts";
import { type Localized, localized } from "../../domain/shared/localized.ts";
import { translatorFor } from "../http/i18n.ts";
import { composeMail, type PreparedMail } from "../mail/accounts.mail.ts";

/** The owner's e-mails about a listing's review (issue 19), in Russian and English. */
const m = {
  greeting: /*i18n*/ { id: "mail.owner.greeting", message: "Hello, {name}!" },
  approvedSubject: /*i18n*/ { id: "mail.owner.approved.subject", message: "{yacht} is listed" },
  approvedBody: /*i18n*/ {
    id: "mail.owner.approved.body",
    message: "We approved {yacht}: it is in the catalogue now and customers can book it.",
  },
  rejectedSubject: /*i18n*/ { id: "mail.owner.rejected.subject", message: "{yacht} needs changes" },
  rejectedBody: /*i18n*/ {
    id: "mail.owner.rejected.body",
    message:
      "We could not list {yacht} yet. The moderator's notes:\n\n{notes}\n\nChange the listing and send it again.",
  },
  link: /*i18n*/ { id: "mail.owner.link", message: "Your dashboard: {link}" },
} satisfies Record<string, MessageDescriptor>;

export type ListingMailInput = {
  kind: "approved" | "rejected";
  name: string;
  yacht: Localized;
  notes: string | null;
  link: string;
};

export function listingMail(input: ListingMailInput): PreparedMail {
  return {
    template: `owner_listing_${input.kind}`,
    render(locale: Locale) {
      const t = translatorFor(locale);
      const values = { yacht: localized(input.yacht, locale), notes: input.notes ?? "", link: input.link };
      const approved = input.kind === "approved";
      return composeMail(locale, {
        subject: t(approved ? m.approvedSubject : m.rejectedSubject, values),
        body: [
          t(m.greeting, { name: input.name }),
          t(approved ? m.approvedBody : m.rejectedBody, values),
          t(m.link, values),
        ].join("\n\n"),
        secrets: [],
      });
    },
  };
}
