import { count, desc, eq } from "drizzle-orm";
import type { Page } from "../../domain/accounts/accounts.ts";
import type { AdminContactRequest, ContactIntent, ContactStatus } from "../../domain/contact/contact-request.ts";
import type { Locale } from "../../domain/shared/locale.ts";
import { type Localized, localized } from "../../domain/shared/localized.ts";
import type { Db, Tx } from "../db/client.ts";
import { adminNotifications, contactRequests, serviceCategories, tripPackages } from "../db/schema/index.ts";

/**
 * The visitors' contact requests as the admins see them (the Requests tab of /admin): listed
 * newest first with their service and trip resolved, and moved between new, answered and closed.
 */
export type ContactRequestFilter = { status?: ContactStatus | undefined; page: number; pageSize: number };

export async function listContactRequests(
  db: Db,
  locale: Locale,
  { status, page, pageSize }: ContactRequestFilter,
): Promise<Page<AdminContactRequest>> {
  const where = status ? eq(contactRequests.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        request: contactRequests,
        serviceTitle: serviceCategories.title,
        tripTitle: tripPackages.title,
        tripStart: tripPackages.startDate,
        tripEnd: tripPackages.endDate,
      })
      .from(contactRequests)
      .leftJoin(serviceCategories, eq(serviceCategories.id, contactRequests.service))
      .leftJoin(tripPackages, eq(tripPackages.id, contactRequests.tripId))
      .where(where)
      .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(contactRequests).where(where),
  ]);
  const items = rows.map(
    ({ request, serviceTitle, tripTitle, tripStart, tripEnd }): AdminContactRequest => ({
      id: request.id,
      createdAt: request.createdAt.toISOString(),
      name: request.name,
      email: request.email,
      phone: request.phone,
      message: request.message,
      locale: request.locale,
      status: request.status as ContactStatus,
      intent: request.intent,
      service: request.service
        ? { id: request.service, title: serviceTitle ? localized(serviceTitle, locale) : null }
        : null,
      trip: request.tripId
        ? {
            id: request.tripId,
            title: tripTitle ? localized(tripTitle, locale) : null,
            startDate: tripStart,
            endDate: tripEnd,
          }
        : null,
      guests: request.guests,
    }),
  );
  return { items, total: total?.value ?? 0, page, pageSize };
}

/** Moves a request to another status; false when there is no such request. */
export async function setContactStatus(db: Db, id: string, status: ContactStatus): Promise<boolean> {
  const rows = await db
    .update(contactRequests)
    .set({ status })
    .where(eq(contactRequests.id, id))
    .returning({ id: contactRequests.id });
  return rows.length > 0;
}

/** What a contact request's notification keeps: the titles in both languages, for either reader. */
export type ContactNotice = {
  contactRequestId: string;
  name: string;
  email: string;
  intent: ContactIntent;
  serviceTitle: Localized | null;
  tripTitle: Localized | null;
};

/** A new contact request tells the admins (in the request's transaction, so a replay adds none). */
export async function notifyContactRequest(tx: Tx, notice: ContactNotice): Promise<void> {
  await tx.insert(adminNotifications).values({ type: "contact_request", priority: "normal", metadata: notice });
}
