import type { OutgoingMessage } from "../../domain/accounts.ts";
import type { Locale } from "../../domain/locale.ts";
import { site } from "../../domain/site.ts";
import type { Db } from "../db/client.ts";
import { outgoingMessages } from "../db/schema/index.ts";
import type { Env } from "../env.ts";
import { type MailTemplate, type PreparedMail, renderMail } from "./templates.ts";
import { type MailTransport, smtpTransport, storeOnlyTransport } from "./transport.ts";

/**
 * The app's mail adapter (`deps.mail`): renders a template in the recipient's language, hands it to
 * the transport, and logs every message in outgoing_messages as sent, stored or failed.
 */
export type Mailer = {
  kind: MailTransport["kind"];
  /**
   * `log` is where the log row goes: a transaction, when the message belongs to a write that
   * commits with it (on PGlite a second writer would wait for that transaction to end).
   */
  send(
    to: string,
    locale: Locale,
    content: MailTemplate | PreparedMail,
    log?: Pick<Db, "insert">,
  ): Promise<OutgoingMessage["status"]>;
  close(): void;
};

const MASK = "••••••";

export function createMailer(env: Env, db: Db, transport?: MailTransport): Mailer {
  const chosen = transport ?? (env.SMTP_URL ? smtpTransport(env.SMTP_URL) : storeOnlyTransport);
  const from = env.MAIL_FROM ?? `${site.brand} <no-reply@${new URL(env.PUBLIC_URL).hostname}>`;
  return {
    kind: chosen.kind,
    close: () => chosen.close(),
    async send(to, locale, content, log = db) {
      const mail = "render" in content ? content.render(locale) : renderMail(content, locale);
      let status: OutgoingMessage["status"];
      let error: string | null = null;
      let providerId: string | null = null;
      try {
        const delivery = await chosen.deliver({ from, to, subject: mail.subject, text: mail.text, html: mail.html });
        status = delivery.status;
        providerId = delivery.providerId;
      } catch (cause) {
        status = "failed";
        error = cause instanceof Error ? cause.message : String(cause);
        console.error(`Mail to ${to} (${content.template}) failed:`, error);
      }
      // A stored message is the only copy an admin can pass on, so it keeps its secrets; a sent one
      // reached the recipient and the log needs no live code or link.
      const mask = (value: string) =>
        status === "stored" ? value : mail.secrets.reduce((out, secret) => out.replaceAll(secret, MASK), value);
      await log.insert(outgoingMessages).values({
        to,
        subject: mask(mail.subject),
        template: content.template,
        locale,
        body: mask(mail.text),
        status,
        error,
        providerId,
      });
      return status;
    },
  };
}
