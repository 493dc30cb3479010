import type { OutgoingMessage } from "../../domain/accounts/accounts.ts";
import type { Locale } from "../../domain/shared/locale.ts";
import { site } from "../../domain/shell/site.ts";
import { type Clock, systemClock } from "../clock.ts";
import type { Db } from "../db/client.ts";
import { outgoingMessages } from "../db/schema/index.ts";
import type { Env } from "../env.ts";
import { type MailTemplate, type PreparedMail, renderMail } from "./accounts.mail.ts";
import { deliverQueuedMail, maskSecrets, nextAttemptAfter, type RetryResult, retryDueMail } from "./retry.job.ts";
import { type MailTransport, smtpTransport, storeOnlyTransport } from "./transport.adapter.ts";

/**
 * The app's mail adapter (`deps.mail`): renders a template in the recipient's language, hands it to
 * the transport, and logs every message in outgoing_messages as sent, stored or failed. A failed
 * one is tried again later by `retryDue` (server/mail/retry.job.ts). Mail that reports a change is
 * `queue`d in the change's transaction and sent with `deliverQueued` after the commit, so a crash
 * in between leaves it to `retryDue` instead of losing it.
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
  /**
   * Writes the message into the queue through `tx`, the transaction of the change it reports, so
   * both commit or neither does; nothing is sent yet. Answers the row's id for `deliverQueued`.
   */
  queue(tx: Pick<Db, "insert">, to: string, locale: Locale, content: MailTemplate | PreparedMail): Promise<string>;
  /** Sends queued messages once their transaction has committed; any a retry run took meanwhile is left to it. */
  deliverQueued(ids: readonly string[]): Promise<RetryResult>;
  /** Sends the queued messages nobody sent (the process died after the commit) and tries failed ones again. */
  retryDue(limit?: number): Promise<RetryResult>;
  close(): void;
};

/** Tests pass their own transport, and the clock that decides when a failed message is tried again. */
export type MailerOptions = { transport?: MailTransport; clock?: Clock };

export function createMailer(env: Env, db: Db, options: MailerOptions = {}): Mailer {
  const chosen = options.transport ?? (env.SMTP_URL ? smtpTransport(env.SMTP_URL) : storeOnlyTransport);
  const clock = options.clock ?? systemClock;
  const from = env.MAIL_FROM ?? `${site.brand} <no-reply@${new URL(env.PUBLIC_URL).hostname}>`;
  return {
    kind: chosen.kind,
    close: () => chosen.close(),
    retryDue: (limit) => retryDueMail({ db, transport: chosen, from, clock }, limit),
    deliverQueued: (ids) => deliverQueuedMail({ db, transport: chosen, from, clock }, ids),
    async queue(tx, to, locale, content) {
      const mail = "render" in content ? content.render(locale) : renderMail(content, locale);
      const [row] = await tx
        .insert(outgoingMessages)
        .values({
          to,
          subject: mail.subject,
          template: content.template,
          locale,
          body: mail.text,
          status: "queued",
          attempts: 0,
          nextAttemptAt: clock(),
          pendingHtml: mail.html,
          pendingSecrets: mail.secrets,
        })
        .returning({ id: outgoingMessages.id });
      if (!row) throw new Error(`mail to ${to} (${content.template}) not queued`);
      return row.id;
    },
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
        console.error(`Mail to ${to} (${content.template}) failed, to be tried again:`, error);
      }
      const nextAttemptAt = status === "failed" ? nextAttemptAfter(1, clock(), content.template) : null;
      // A stored message is the only copy an admin can pass on, so it keeps its secrets, and a
      // failed one keeps them to be sent again; a sent one reached the recipient and the log needs
      // no live code or link.
      const keep = status === "stored" || nextAttemptAt !== null;
      const mask = (value: string) => (keep ? value : maskSecrets(value, mail.secrets));
      await log.insert(outgoingMessages).values({
        to,
        subject: mask(mail.subject),
        template: content.template,
        locale,
        body: mask(mail.text),
        status,
        error,
        providerId,
        nextAttemptAt,
        pendingHtml: nextAttemptAt ? mail.html : null,
        pendingSecrets: nextAttemptAt ? mail.secrets : null,
      });
      return status;
    },
  };
}
