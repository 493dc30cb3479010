import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { type ContactRequestReceipt, ContactRequestSchema } from "../../domain/contact/contact-request.ts";
import { contactMessages } from "../../domain/contact/messages.ts";
import { httpMessages } from "../../domain/http/messages.ts";
import { topicTitles } from "../../domain/pages/request-topics.ts";
import { type Localized, localized } from "../../domain/shared/localized.ts";
import { findUserById, toPublicUser } from "../accounts/accounts.service.ts";
import type { AppEnv } from "../app-env.ts";
import { contactRequests, serviceCategories, tripPackages } from "../db/schema/index.ts";
import { clientIp, tooManyRequests } from "../http/client-ip.ts";
import { ApiError } from "../http/errors.ts";
import { localeOf } from "../http/i18n.ts";
import { idempotentWrite } from "../http/idempotency.ts";
import { WindowLimit } from "../http/rate-limit.ts";
import { readJson } from "../http/validate.ts";
import type { MailTrip } from "../mail/accounts.mail.ts";
import { findListedYacht } from "../pages/yacht-sales.service.ts";
import { notifyContactRequest } from "./contact-requests.service.ts";

/**
 * POST /api/contact-requests: 'get a consultation' on a service (the home page's Details dialog), or
 * a trip package's request (the trip page's dialog, decision record 057): the trip must be offered
 * and the guests must fit it.
 * The request is stored first; then the visitor gets a confirmation and the team (ADMIN_EMAIL) a
 * copy through the mail adapter, so an admin sees both in the communication monitor even without
 * SMTP. A new request also notifies the admins in its transaction (the Requests tab of /admin lists
 * them all). A failed e-mail is logged by the adapter and does not undo the request. Replayable from
 * the outbox with an Idempotency-Key.
 */
export const CONTACT_REQUESTS_PER_HOUR = 20;

export function contactRoutes() {
  const perClient = new WindowLimit("contact_requests", CONTACT_REQUESTS_PER_HOUR, 60 * 60_000);
  return new Hono<AppEnv>().post("/", async (c) => {
    const input = await readJson(c, ContactRequestSchema);
    const wait = await perClient.hit(c.var.deps.database.db, clientIp(c));
    if (wait > 0) return tooManyRequests(c, wait, httpMessages.tooManyRequests);
    const { db } = c.var.deps.database;
    const locale = localeOf(c);
    const user = c.var.user;
    let serviceTitle: string | null = null;
    let serviceTitles: Localized | null = null;
    if (input.service) {
      const [service] = await db.select().from(serviceCategories).where(eq(serviceCategories.id, input.service));
      if (!service) {
        throw new ApiError(400, "invalid_input", httpMessages.invalidInput, {
          fields: { service: contactMessages.serviceUnknown.id },
        });
      }
      serviceTitles = service.title;
      serviceTitle = localized(service.title, locale);
    }
    const listing = input.listing ? await findListedYacht(db, input.listing) : undefined;
    if (input.listing && !listing) {
      throw new ApiError(400, "invalid_input", httpMessages.invalidInput, {
        fields: { listing: contactMessages.listingUnknown.id },
      });
    }
    if (listing) {
      // An enquiry about a yacht for sale: its name stands where a service's would.
      serviceTitles = { en: listing.name, ru: listing.name };
      serviceTitle = listing.name;
    }
    const seller = listing?.sellerId ? await findUserById(db, listing.sellerId) : undefined;
    if (!serviceTitles && input.topic) {
      // A concierge or special event request: its offer names it in the e-mails and the admins' notice.
      serviceTitles = topicTitles[input.topic];
      serviceTitle = localized(serviceTitles, locale);
    }
    let trip: MailTrip | undefined;
    let tripTitles: Localized | null = null;
    if (input.trip) {
      const [found] = await db.select().from(tripPackages).where(eq(tripPackages.id, input.trip));
      if (!found) {
        throw new ApiError(400, "invalid_input", httpMessages.invalidInput, {
          fields: { trip: contactMessages.tripUnknown.id },
        });
      }
      if (input.guests !== undefined && input.guests > found.capacity) {
        throw new ApiError(400, "invalid_input", httpMessages.invalidInput, {
          fields: { guests: { ...contactMessages.guestsOverCapacity, values: { max: found.capacity } } },
        });
      }
      tripTitles = found.title;
      trip = {
        title: localized(found.title, locale),
        startDate: found.startDate,
        endDate: found.endDate,
        guests: input.guests ?? null,
      };
    }
    let queued: string[] = [];
    const response = await idempotentWrite(c, { scope: user?.id ?? "anonymous", body: input }, async (tx) => {
      const [row] = await tx
        .insert(contactRequests)
        .values({
          name: input.name,
          email: input.email,
          phone: input.phone || null,
          message: input.message,
          service: input.service || null,
          intent: input.intent,
          tripId: input.trip || null,
          guests: input.guests ?? null,
          topic: input.topic || null,
          listingId: input.listing || null,
          locale,
          userId: user?.id ?? null,
        })
        .returning();
      if (!row) throw new Error("contact request not stored");
      await notifyContactRequest(tx, {
        contactRequestId: row.id,
        name: row.name,
        email: row.email,
        intent: row.intent,
        serviceTitle: serviceTitles,
        tripTitle: tripTitles,
      });
      // The e-mails commit with the request (issue 14): a crash before the send leaves them to the retry run.
      const { mail, env } = c.var.deps;
      const { name, email, phone, message } = input;
      queued = [
        await mail.queue(tx, email, locale, {
          template: "contact_received",
          name,
          service: serviceTitle,
          trip,
          message,
        }),
      ];
      if (seller) {
        // The seller hears of the enquiry in their own language; the team keeps its copy below.
        queued.push(
          await mail.queue(tx, seller.email, toPublicUser(seller).locale, {
            template: "contact_team",
            name,
            email,
            phone: phone ?? "",
            service: serviceTitle,
            trip,
            message,
          }),
        );
      }
      if (env.ADMIN_EMAIL) {
        queued.push(
          await mail.queue(tx, env.ADMIN_EMAIL, locale, {
            template: "contact_team",
            name,
            email,
            phone: phone ?? "",
            service: serviceTitle,
            trip,
            message,
          }),
        );
      }
      const receipt: ContactRequestReceipt = {
        id: row.id,
        service: row.service ?? "",
        trip: row.tripId ?? "",
        createdAt: row.createdAt.toISOString(),
      };
      return { status: 201, body: receipt };
    });
    // Queued only by a new request: an outbox replay of the same key gets the stored answer again.
    if (queued.length > 0) {
      await c.var.deps.mail
        .deliverQueued(queued)
        .catch((error) => console.error("Contact mail not sent after the commit; the retry run sends it:", error));
    }
    return response;
  });
}
