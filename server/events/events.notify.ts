import { eq } from "drizzle-orm";
import { isLocale } from "../../domain/shared/locale.ts";
import type { AppDeps } from "../app-env.ts";
import { eventEntries, events, users } from "../db/schema/index.ts";
import { eventMail } from "./events.mail.ts";

/**
 * The e-mails of an event's changes, sent once the change has committed: the person who moved up
 * from the waitlist, or everyone entered when the organiser changes or cancels the event.
 */
export type EventNotice = { kind: "moved_up" | "changed" | "cancelled"; eventId: string; userId: string | null };

async function announceOne(deps: AppDeps, notice: EventNotice): Promise<void> {
  const { db } = deps.database;
  const [event] = await db.select().from(events).where(eq(events.id, notice.eventId));
  if (!event) return;
  const people = await db
    .select({ user: users, status: eventEntries.status })
    .from(eventEntries)
    .innerJoin(users, eq(users.id, eventEntries.userId))
    .where(eq(eventEntries.eventId, notice.eventId));
  const link = `${deps.env.PUBLIC_URL}/events/${encodeURIComponent(event.id)}`;
  const to = notice.kind === "moved_up" ? people.filter((p) => p.user.id === notice.userId) : people;
  for (const { user, status } of to) {
    const kind = notice.kind === "moved_up" && status === "pending_payment" ? "moved_up_pay" : notice.kind;
    await deps.mail.send(
      user.email,
      isLocale(user.locale) ? user.locale : "en",
      eventMail({
        kind,
        name: user.firstName,
        title: event.title,
        location: event.location,
        startDate: event.startDate,
        endDate: event.endDate,
        link,
      }),
    );
  }
}

/** Sends the notices' mail; a failure is logged and never undoes the change that was made. */
export async function announceEvents(deps: AppDeps, notices: readonly EventNotice[]): Promise<void> {
  for (const notice of notices) {
    try {
      await announceOne(deps, notice);
    } catch (error) {
      console.error(`Event mail (${notice.kind}, ${notice.eventId}) failed:`, error);
    }
  }
}
