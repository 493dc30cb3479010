import { and, eq, sql } from "drizzle-orm";
import {
  type MailHistory,
  NEWSLETTER_LINK_TTL_MS,
  type NewsletterResponse,
  type NewsletterStatus,
  nextConfirmationMail,
} from "../../domain/newsletter/newsletter.ts";
import type { Locale } from "../../domain/shared/locale.ts";
import { hashToken, newToken } from "../accounts/sessions.service.ts";
import type { Db, Tx } from "../db/client.ts";
import { type NewsletterSubscriptionRow, newsletterSubscriptions } from "../db/schema/index.ts";
import type { Translate } from "../http/i18n.ts";
import type { Mailer } from "../mail/mailer.service.ts";
import { newsletterConfirmationMail } from "./newsletter.mail.ts";
import { subscribeMessages as m } from "./newsletter.messages.ts";

/**
 * The double opt-in (decision record 040). A new address is stored pending and mailed a link; a
 * pending one is mailed a fresh link within the resend limits; a confirmed one is left alone. An
 * account holder whose own address is verified needs no link. The mail goes out inside the
 * caller's transaction, so the subscription, its log row and the stored answer commit together.
 */
export type SubscribeInput = {
  email: string;
  locale: Locale;
  /** The signed-in user's verified address is this one: no confirmation needed. */
  ownerVerified: boolean;
  publicUrl: string;
  t: Translate;
};

const table = newsletterSubscriptions;
const sameAddress = (email: string) => sql`lower(${table.email}) = lower(${email})`;

function answer(
  status: NewsletterStatus,
  message: string,
  confirmation: { required: boolean; sent: boolean },
): NewsletterResponse {
  return { success: true, status, message, requiresConfirmation: confirmation.required, emailSent: confirmation.sent };
}

/** Stores a fresh link (the old one stops working) and mails it; the mail's status as logged. */
async function mailLink(
  tx: Tx,
  mail: Mailer,
  row: NewsletterSubscriptionRow,
  input: SubscribeInput,
  next: MailHistory,
) {
  const token = newToken();
  const now = next.lastMailAt ?? new Date();
  await tx
    .update(table)
    .set({
      tokenHash: hashToken(token),
      tokenExpiresAt: new Date(now.getTime() + NEWSLETTER_LINK_TTL_MS),
      lastMailAt: next.lastMailAt,
      mailWindowStartedAt: next.windowStartedAt,
      mailsInWindow: next.mailsInWindow,
      locale: input.locale,
      updatedAt: now,
    })
    .where(eq(table.id, row.id));
  const link = `${input.publicUrl}/api/newsletter/confirm?token=${token}`;
  return mail.send(row.email, input.locale, newsletterConfirmationMail(link), tx);
}

export async function subscribe(tx: Tx, mail: Mailer, input: SubscribeInput): Promise<NewsletterResponse> {
  const { t, email } = input;
  const now = new Date();
  const [created] = await tx
    .insert(table)
    .values({
      email,
      locale: input.locale,
      status: input.ownerVerified ? "confirmed" : "pending",
      confirmedAt: input.ownerVerified ? now : null,
    })
    // A concurrent sign-up of the same address waits here for the other to commit, then reads it below.
    .onConflictDoNothing()
    .returning();

  let row = created;
  if (!row) {
    [row] = await tx.select().from(table).where(sameAddress(email)).for("update");
    if (!row) throw new Error(`newsletter subscription of ${email} neither inserted nor found`);
    if (row.status === "confirmed") {
      return answer("already_confirmed", t(m.already, { email }), { required: false, sent: false });
    }
    if (input.ownerVerified) {
      await tx.update(table).set({ status: "confirmed", confirmedAt: now, updatedAt: now }).where(eq(table.id, row.id));
    }
  }
  if (input.ownerVerified) {
    return answer("new_subscription", t(m.subscribed), { required: false, sent: false });
  }

  const status: NewsletterStatus = created ? "new_subscription" : "resent_confirmation";
  const history = {
    lastMailAt: row.lastMailAt,
    windowStartedAt: row.mailWindowStartedAt,
    mailsInWindow: row.mailsInWindow,
  };
  const next = nextConfirmationMail(history, now);
  if (!next) return answer(status, t(m.throttled, { email }), { required: true, sent: false });

  const delivery = await mailLink(tx, mail, row, input, next);
  const text = delivery === "sent" ? (created ? m.sent : m.resent) : delivery === "stored" ? m.stored : m.failed;
  return answer(status, t(text, { email }), { required: true, sent: delivery === "sent" });
}

export type ConfirmResult = "confirmed" | "already" | "expired" | "invalid";

/** The e-mailed link: confirms a pending subscription whose link is still valid. */
export async function confirmSubscription(db: Db, token: string): Promise<ConfirmResult> {
  if (!token) return "invalid";
  const [row] = await db
    .select()
    .from(table)
    .where(eq(table.tokenHash, hashToken(token)));
  if (!row) return "invalid";
  if (row.status === "confirmed") return "already";
  const now = new Date();
  if (!row.tokenExpiresAt || row.tokenExpiresAt <= now) return "expired";
  const confirmed = await db
    .update(table)
    .set({ status: "confirmed", confirmedAt: now, updatedAt: now })
    .where(and(eq(table.id, row.id), eq(table.status, "pending")))
    .returning({ id: table.id });
  return confirmed.length > 0 ? "confirmed" : "already";
}
