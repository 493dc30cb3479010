import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Clock } from "../clock.ts";
import type { Db } from "../db/client.ts";
import { outgoingMessages } from "../db/schema/index.ts";
import type { MailTransport } from "./transport.adapter.ts";

/**
 * The mail queue (decision record 061). A message written in the transaction of the change it
 * reports waits as `queued` and is sent after the commit; if the process died first, the next run
 * here sends it. Mail that failed is tried again: 1 min, 5 min, 30 min and 2 h after the
 * try before, five tries in all, then it stays failed. While a try is due its row keeps the subject
 * and text unmasked, the HTML and the secrets; they go as soon as it is sent or given up.
 */
export const MAIL_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000] as const;
export const MAX_MAIL_ATTEMPTS = MAIL_RETRY_DELAYS_MS.length + 1;
export const MAIL_RETRY_BATCH = 20;
export const MAIL_RETRY_INTERVAL_MS = 60_000;
// A claimed row is hidden from other runs this long: well over one delivery's SMTP timeouts
// (40 s in transport.ts), so only a run that died holds it, and the message waits 5 minutes.
const CLAIM_MS = 5 * 60_000;

const MASK = "••••••";

export function maskSecrets(value: string, secrets: readonly string[]): string {
  return secrets.reduce((out, secret) => (secret ? out.replaceAll(secret, MASK) : out), value);
}

/**
 * Tries a template gets at most, where fewer than five: a reset code works for 10 minutes, and its
 * third try goes 6 minutes after the first; the 30-minute one would deliver a dead code.
 */
const MAX_ATTEMPTS_BY_TEMPLATE: Partial<Record<string, number>> = { reset_code: 3 };

/** When the try after the `attempts`-th is due, or null when that one was the last for its template. */
export function nextAttemptAfter(attempts: number, now: Date, template = ""): Date | null {
  const delay = MAIL_RETRY_DELAYS_MS[attempts - 1];
  if (delay === undefined || attempts >= (MAX_ATTEMPTS_BY_TEMPLATE[template] ?? MAX_MAIL_ATTEMPTS)) return null;
  return new Date(now.getTime() + delay);
}

export type RetryDeps = { db: Db; transport: MailTransport; from: string; clock: Clock };
export type RetryResult = { delivered: string[]; retrying: string[]; gaveUp: string[] };

type Row = typeof outgoingMessages.$inferSelect;

/**
 * Takes one due message (queued or failed) for this run by moving its next_attempt_at past `now`
 * in the same statement that finds it. On PostgreSQL a second run skips the row this one locked,
 * and the outer condition is checked again on the row as the other run left it, so no message
 * goes twice. A scalar `id = (...)`, not `id in (...)`: PostgreSQL may run an IN subquery once per
 * row it scans, and with LIMIT 1 and SKIP LOCKED that claimed every due row at once. `only`
 * restricts the claim to one message: the one a request queued and now sends after its commit.
 */
async function claimNext(db: Db, now: Date, only?: string): Promise<Row | undefined> {
  const due = and(
    inArray(outgoingMessages.status, ["queued", "failed"]),
    lte(outgoingMessages.nextAttemptAt, now),
    only === undefined ? undefined : eq(outgoingMessages.id, only),
  );
  const next = db
    .select({ id: outgoingMessages.id })
    .from(outgoingMessages)
    .where(due)
    .orderBy(outgoingMessages.nextAttemptAt)
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(outgoingMessages)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
    .where(and(sql`${outgoingMessages.id} = (${next})`, due))
    .returning();
  return row;
}

type Outcome = "delivered" | "retrying" | "gaveUp";

/** One try of a claimed message, and its row updated with what became of it. */
async function deliverClaimed(deps: RetryDeps, row: Row, now: Date): Promise<Outcome> {
  const { db, transport, from } = deps;
  const secrets = row.pendingSecrets ?? [];
  const attempts = row.attempts + 1;
  const masked = { subject: maskSecrets(row.subject, secrets), body: maskSecrets(row.body, secrets) };
  const done = { nextAttemptAt: null, pendingHtml: null, pendingSecrets: null };
  try {
    const delivery = await transport.deliver({
      from,
      to: row.to,
      subject: row.subject,
      text: row.body,
      html: row.pendingHtml ?? "",
    });
    // Stored when SMTP is off: then, as in the mailer, the admins' copy keeps its secrets.
    const kept = delivery.status === "stored" ? {} : masked;
    await db
      .update(outgoingMessages)
      .set({ ...kept, ...done, status: delivery.status, providerId: delivery.providerId, error: null, attempts })
      .where(eq(outgoingMessages.id, row.id));
    return "delivered";
  } catch (cause) {
    const error = cause instanceof Error ? cause.message : String(cause);
    const nextAttemptAt = nextAttemptAfter(attempts, now, row.template);
    const giveUp = nextAttemptAt === null;
    console.error(
      `Mail to ${row.to} (${row.template}) failed, try ${attempts}${giveUp ? "; giving up" : ", to be tried again"}:`,
      error,
    );
    await db
      .update(outgoingMessages)
      .set(
        giveUp
          ? { ...masked, ...done, status: "failed", error, attempts }
          : { status: "failed", nextAttemptAt, error, attempts },
      )
      .where(eq(outgoingMessages.id, row.id));
    return giveUp ? "gaveUp" : "retrying";
  }
}

/** Sends up to `limit` due messages, one at a time, each claimed just before it goes. */
export async function retryDueMail(deps: RetryDeps, limit = MAIL_RETRY_BATCH): Promise<RetryResult> {
  const now = deps.clock();
  const result: RetryResult = { delivered: [], retrying: [], gaveUp: [] };
  for (let taken = 0; taken < limit; taken++) {
    const row = await claimNext(deps.db, now);
    if (!row) break;
    result[await deliverClaimed(deps, row, now)].push(row.id);
  }
  return result;
}

/**
 * Sends the queued messages a write committed, right after its commit. One that a retry run (or
 * another process) has claimed meanwhile is left to it, so each goes once.
 */
export async function deliverQueuedMail(deps: RetryDeps, ids: readonly string[]): Promise<RetryResult> {
  const now = deps.clock();
  const result: RetryResult = { delivered: [], retrying: [], gaveUp: [] };
  for (const id of ids) {
    const row = await claimNext(deps.db, now, id);
    if (row) result[await deliverClaimed(deps, row, now)].push(row.id);
  }
  return result;
}

/** Runs the retries now and every interval, as the bookings sweep does; `stop()` waits for a running pass. */
export function startMailRetries(mail: { retryDue(): Promise<unknown> }, intervalMs = MAIL_RETRY_INTERVAL_MS) {
  let running: Promise<unknown> = Promise.resolve();
  const pass = () => {
    running = running.then(() => mail.retryDue()).catch((error) => console.warn("The mail retry run failed:", error));
  };
  pass();
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
