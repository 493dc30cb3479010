import { and, eq, inArray, lt, lte } from "drizzle-orm";
import { lakeToday } from "../../domain/catalogue/availability.ts";
import type { AppDeps } from "../app-env.ts";
import type { Tx } from "../db/client.ts";
import { bookings } from "../db/schema/index.ts";
import { queueNotices, sendQueued } from "./bookings.notify.ts";
import { expireRequest } from "./bookings.service.ts";

/**
 * The bookings' clock work, at start and every few minutes: a request unanswered by its expiresAt
 * is cancelled as expired (anything paid is refunded, both sides are told), and a confirmed stay
 * whose last day has gone becomes completed. Time comes from `deps.clock`, so tests move it.
 */
export const BOOKING_SWEEP_INTERVAL_MS = 5 * 60_000;

export type SweepResult = { expired: string[]; completed: string[] };

/** Expires one request if due, its e-mails queued in the same transaction; their ids, or null. */
async function expireQueued(tx: Tx, deps: AppDeps, id: string, now: Date): Promise<string[] | null> {
  const change = await expireRequest(tx, deps, id, now);
  return change ? queueNotices(tx, deps, change.notices) : null;
}

/** Expires one request if it is due (before an owner's late answer is refused). */
export async function expireIfDue(deps: AppDeps, id: string): Promise<boolean> {
  const now = deps.clock();
  const queued = await deps.database.db.transaction((tx) => expireQueued(tx, deps, id, now));
  if (queued) await sendQueued(deps, queued);
  return queued !== null;
}

export async function sweepBookings(deps: AppDeps): Promise<SweepResult> {
  const { db } = deps.database;
  const now = deps.clock();
  const due = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(inArray(bookings.kind, ["request", "trip"]), eq(bookings.status, "pending"), lte(bookings.expiresAt, now)),
    );
  const expired: string[] = [];
  const queued: string[] = [];
  for (const { id } of due) {
    // One transaction each: an owner answering meanwhile wins, and one failure stops no other.
    const mail = await db.transaction((tx) => expireQueued(tx, deps, id, now));
    if (mail) {
      expired.push(id);
      queued.push(...mail);
    }
  }
  const completed = await db
    .update(bookings)
    .set({ status: "completed", updatedAt: now })
    .where(and(eq(bookings.status, "confirmed"), lt(bookings.endDate, lakeToday(now))))
    .returning({ id: bookings.id });
  await sendQueued(deps, queued);
  return { expired, completed: completed.map((row) => row.id) };
}

/**
 * Runs the sweep now and every interval; `stop()` waits for a running pass. With several server
 * processes, a pass runs in one of them at a time (an advisory lock, decision record 079); each
 * request is also locked and checked again in its own transaction, so none is expired twice.
 */
export function startBookingSweep(deps: AppDeps, intervalMs = BOOKING_SWEEP_INTERVAL_MS) {
  let running: Promise<unknown> = Promise.resolve();
  const pass = () => {
    running = running
      .then(() => deps.database.ifFree("bookings_sweep", () => sweepBookings(deps)))
      .catch((error) => console.warn("The bookings sweep failed:", error));
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
