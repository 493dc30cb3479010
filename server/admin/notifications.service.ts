import type { MessageDescriptor } from "@lingui/core";
import { desc, eq, inArray } from "drizzle-orm";
import type { AdminNotification } from "../../domain/accounts/accounts.ts";
import type { Locale } from "../../domain/shared/locale.ts";
import type { Db } from "../db/client.ts";
import { adminNotifications, users } from "../db/schema/index.ts";
import { translatorFor } from "../http/i18n.ts";

/**
 * The admins' notifications. A row keeps its type and metadata; the title and message are
 * written in the reader's language when listed.
 */
const texts = {
  new_user_registration: {
    title: /*i18n*/ { id: "notification.new_user.title", message: "New user registration" },
    message: /*i18n*/ { id: "notification.new_user.message", message: "{name} ({email}) has created an account." },
  },
  booking_request: {
    title: /*i18n*/ { id: "notification.booking_request.title", message: "New booking request" },
    message: /*i18n*/ {
      id: "notification.booking_request.message",
      message:
        "{name} ({email}) asks for {yacht}, {start} to {end}, {guests, plural, one {# guest} other {# guests}}. Accept or decline it within 48 hours.",
    },
  },
  booking_handoff: {
    title: /*i18n*/ { id: "notification.booking_handoff.title", message: "Pass a request on to the partner" },
    message: /*i18n*/ {
      id: "notification.booking_handoff.message",
      message:
        "{name} ({email}) wants the partner's yacht {yacht}, {start} to {end}, {guests, plural, one {# guest} other {# guests}}. No partner link is configured: forward it by hand.",
    },
  },
  contact_request: {
    title: /*i18n*/ { id: "notification.contact_request.title", message: "New contact request" },
    message: /*i18n*/ {
      id: "notification.contact_request.message",
      message:
        "{name} ({email}) {about, select, trip {asks about the trip {subject}} booking {wants to book {subject}} service {asks about {subject}} other {has a general question}}. See the Requests tab.",
    },
  },
  content_submission: {
    title: /*i18n*/ { id: "notification.content_submission.title", message: "New content to moderate" },
    message: /*i18n*/ {
      id: "notification.content_submission.message",
      message: "{name} ({email}) sent content for moderation. See Sandbox moderation.",
    },
  },
  other: {
    title: /*i18n*/ { id: "notification.other.title", message: "Notification" },
    message: /*i18n*/ { id: "notification.other.message", message: "Open the admin dashboard for details." },
  },
} satisfies Record<string, { title: MessageDescriptor; message: MessageDescriptor }>;

export const NOTIFICATIONS_LISTED = 100;

/** What a booking notification's metadata says, for its message (yacht names are bilingual). */
function bookingValues(metadata: Record<string, unknown>, locale: Locale): Record<string, unknown> {
  const yachtName = metadata.yachtName as Partial<Record<Locale, string>> | undefined;
  return {
    yacht: yachtName?.[locale] ?? metadata.yachtId ?? "—",
    start: metadata.startDate ?? "—",
    end: metadata.endDate ?? "—",
    guests: metadata.guests ?? "—",
  };
}

/** What a contact request's notification is about: a trip, a service to book or ask about, or nothing. */
function contactValues(metadata: Record<string, unknown>, locale: Locale): Record<string, unknown> {
  const trip = metadata.tripTitle as Partial<Record<Locale, string>> | null | undefined;
  const service = metadata.serviceTitle as Partial<Record<Locale, string>> | null | undefined;
  if (trip) return { about: "trip", subject: trip[locale] ?? trip.en ?? "—" };
  if (service) {
    return {
      about: metadata.intent === "booking" ? "booking" : "service",
      subject: service[locale] ?? service.en ?? "—",
    };
  }
  return { about: "general", subject: "" };
}

/** The name and e-mail a notification's message shows: the account's, or those a visitor gave. */
function personValues(
  metadata: Record<string, unknown>,
  person: { firstName: string; lastName: string; email: string } | undefined,
) {
  if (person) return { name: `${person.firstName} ${person.lastName}`, email: person.email };
  const text = (value: unknown) => (typeof value === "string" && value ? value : "—");
  return { name: text(metadata.name), email: text(metadata.email) };
}

export async function listNotifications(db: Db, locale: Locale): Promise<AdminNotification[]> {
  const rows = await db
    .select()
    .from(adminNotifications)
    .orderBy(desc(adminNotifications.createdAt))
    .limit(NOTIFICATIONS_LISTED);
  const userIds = rows
    .map((row) => (row.metadata as { userId?: unknown }).userId)
    .filter((id): id is string => typeof id === "string");
  const people = userIds.length
    ? await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(inArray(users.id, userIds))
    : [];
  const t = translatorFor(locale);
  return rows.map((row) => {
    const metadata = row.metadata as Record<string, unknown>;
    const kind = texts[row.type as keyof typeof texts] ?? texts.other;
    const person = people.find((p) => p.id === metadata.userId);
    const values = {
      ...bookingValues(metadata, locale),
      ...contactValues(metadata, locale),
      ...personValues(metadata, person),
    };
    return {
      id: row.id,
      type: row.type,
      title: t(kind.title),
      message: t(kind.message, values),
      priority: row.priority as AdminNotification["priority"],
      isRead: row.isRead,
      createdAt: row.createdAt.toISOString(),
      metadata,
    };
  });
}

export async function markRead(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(adminNotifications)
    .set({ isRead: true })
    .where(eq(adminNotifications.id, id))
    .returning({ id: adminNotifications.id });
  return rows.length > 0;
}

export async function deleteNotification(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(adminNotifications)
    .where(eq(adminNotifications.id, id))
    .returning({ id: adminNotifications.id });
  return rows.length > 0;
}
