import type { MessageDescriptor } from "@lingui/core";
import type { ContentProposal } from "../../domain/content/types.ts";
import { proposalTitle } from "../../domain/content/types.ts";
import type { Locale } from "../../domain/shared/locale.ts";
import { localized } from "../../domain/shared/localized.ts";
import { translatorFor } from "../http/i18n.ts";
import { composeMail, type PreparedMail } from "../mail/accounts.mail.ts";

/**
 * The author's e-mail after a decision (issue 21), in the language the content was sent in. The
 * author's own words go in as plain text: composeMail escapes the HTML part.
 */
const m = {
  greeting: /*i18n*/ { id: "mail.content.greeting", message: "Hello, {name}!" },
  approvedSubject: /*i18n*/ { id: "mail.content.approved.subject", message: "Published: {title}" },
  approvedBody: /*i18n*/ {
    id: "mail.content.approved.body",
    message: "Thank you! A moderator approved {title}; it is now in the catalogue and the community sandbox.",
  },
  rejectedSubject: /*i18n*/ { id: "mail.content.rejected.subject", message: "Not published yet: {title}" },
  rejectedBody: /*i18n*/ {
    id: "mail.content.rejected.body",
    message: "A moderator did not approve {title} yet. Their notes: {notes}",
  },
  link: /*i18n*/ { id: "mail.content.link", message: "Your submissions: {link}" },
} satisfies Record<string, MessageDescriptor>;

export type ContentMailInput = {
  decision: "approved" | "rejected";
  name: string;
  proposal: ContentProposal;
  notes: string | null;
  link: string;
};

export function contentMail(input: ContentMailInput): PreparedMail {
  return {
    template: `content_${input.decision}`,
    render(locale: Locale) {
      const t = translatorFor(locale);
      const values = {
        title: localized(proposalTitle(input.proposal), locale),
        notes: input.notes ?? "",
        link: input.link,
      };
      const approved = input.decision === "approved";
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
