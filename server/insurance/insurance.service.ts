import { and, desc, eq, sql } from "drizzle-orm";
import { lakeToday } from "../../domain/catalogue/availability.ts";
import { insuranceMessages as messages } from "../../domain/insurance/messages.ts";
import { INSURER_CONTACT_HOURS, type InsuranceRequestInput, startsInThePast } from "../../domain/insurance/request.ts";
import type { HistoryStep, SelectAnswer } from "../../domain/insurance/types.ts";
import type { Locale } from "../../domain/shared/locale.ts";
import type { AppDeps } from "../app-env.ts";
import type { Db, Tx } from "../db/client.ts";
import { bookings, type InsuranceRequestRow, insuranceRequests } from "../db/schema/index.ts";
import { ApiError } from "../http/errors.ts";
import { insuranceMail } from "./insurance.mail.ts";
import type { InsurerAdapter } from "./insurers.adapter.ts";

/**
 * The insurance requests' queries and rules (issue 23): a request is stored as "processing", rated by
 * the insurers, then one quote is chosen and mailed to its insurer and the user in the same
 * transaction as the choice (sent after the commit; the retry run catches a crash in between).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const step = (name: HistoryStep["step"], at: Date, insurer?: HistoryStep["insurer"]): HistoryStep => ({
  step: name,
  at: at.toISOString(),
  ...(insurer ? { insurer } : {}),
});

const notFound = () => new ApiError(404, "not_found", messages.notFound);

export async function createRequest(
  tx: Tx,
  input: { userId: string; locale: Locale; now: Date; request: InsuranceRequestInput },
): Promise<InsuranceRequestRow> {
  const { request, now } = input;
  if (startsInThePast(request.startDate, lakeToday(now))) {
    throw new ApiError(400, "invalid_input", messages.startInPast, { fields: { startDate: messages.startInPast.id } });
  }
  if (request.bookingId) {
    const [booking] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.id, request.bookingId), eq(bookings.customerId, input.userId)));
    if (!booking)
      throw new ApiError(400, "invalid_input", messages.booking, { fields: { bookingId: messages.booking.id } });
  }
  const [row] = await tx
    .insert(insuranceRequests)
    .values({
      userId: input.userId,
      bookingId: request.bookingId,
      fullName: request.fullName,
      email: request.email,
      phone: request.phone,
      startDate: request.startDate,
      endDate: request.endDate,
      location: request.location,
      passengers: request.passengers,
      coverageMinor: request.coverage.amount,
      professionalCrew: request.professionalCrew,
      captainExperienceYears: request.captainExperienceYears,
      preferredCompanies: request.preferredCompanies,
      boatType: request.boatType,
      notes: request.notes,
      locale: input.locale,
      history: [step("submitted", now)],
    })
    .returning();
  if (!row) throw new Error("insurance request not stored");
  return row;
}

/**
 * Asks the insurers for quotes if the request still waits for them. Safe to run twice at once: only
 * the run that moves it out of "processing" writes.
 */
export async function rateIfProcessing(db: Db, insurers: InsurerAdapter, row: InsuranceRequestRow, now: Date) {
  if (row.status !== "processing") return row;
  const { quotes, declined } = await insurers.rate(
    {
      startDate: row.startDate,
      endDate: row.endDate,
      passengers: row.passengers,
      coverage: { amount: row.coverageMinor, currency: "RUB" },
      professionalCrew: row.professionalCrew,
      captainExperienceYears: row.captainExperienceYears,
      boatType: row.boatType,
      preferredCompanies: row.preferredCompanies,
    },
    { requestId: row.id, today: lakeToday(now) },
  );
  const status = quotes.length > 0 ? "quoted" : "no_quotes";
  const [updated] = await db
    .update(insuranceRequests)
    .set({ status, quotes, declined, history: [...row.history, step(status, now)] })
    .where(and(eq(insuranceRequests.id, row.id), eq(insuranceRequests.status, "processing")))
    .returning();
  return updated ?? (await findOwn(db, row.userId, row.id));
}

/** The caller's request; anyone else's is "not found", as if it did not exist. */
export async function findOwn(db: Db | Tx, userId: string, id: string): Promise<InsuranceRequestRow> {
  if (!UUID.test(id)) throw notFound();
  const [row] = await db
    .select()
    .from(insuranceRequests)
    .where(and(eq(insuranceRequests.id, id), eq(insuranceRequests.userId, userId)));
  if (!row) throw notFound();
  return row;
}

export function listOwn(db: Db, userId: string): Promise<InsuranceRequestRow[]> {
  return db
    .select()
    .from(insuranceRequests)
    .where(eq(insuranceRequests.userId, userId))
    .orderBy(desc(insuranceRequests.createdAt));
}

/** Chooses a quote, queues the e-mails to the insurer and the user; answers their queue ids to send. */
export async function selectQuote(
  tx: Tx,
  deps: Pick<AppDeps, "mail" | "clock">,
  insurers: InsurerAdapter,
  input: { userId: string; id: string; quoteId: string },
): Promise<{ answer: SelectAnswer; queued: string[] }> {
  // The row lock keeps two choices of one request from both going through.
  const row = await findOwn(tx, input.userId, input.id);
  await tx.execute(sql`select 1 from ${insuranceRequests} where ${insuranceRequests.id} = ${row.id} for update`);
  if (row.status === "selected") throw new ApiError(409, "already_selected", messages.alreadySelected);
  if (row.status !== "quoted") throw new ApiError(409, "not_quoted", messages.notQuoted);
  const quote = row.quotes.find((q) => q.id === input.quoteId);
  if (!quote) {
    throw new ApiError(400, "invalid_input", messages.quoteNotFound, {
      fields: { quoteId: messages.quoteNotFound.id },
    });
  }
  const now = deps.clock();
  const contactBy = new Date(now.getTime() + INSURER_CONTACT_HOURS * 3_600_000).toISOString();
  await tx
    .update(insuranceRequests)
    .set({
      status: "selected",
      selectedQuoteId: quote.id,
      contactBy,
      history: [...row.history, step("selected", now, quote.insurer), step("insurer_notified", now, quote.insurer)],
    })
    .where(eq(insuranceRequests.id, row.id));
  const insurer = insurers.contactOf(quote.insurer);
  const mail = { request: row, quote, insurerName: insurer.name, contactBy };
  const locale = (row.locale === "ru" ? "ru" : "en") satisfies Locale;
  // Russian insurers read Russian; the user reads the language the request was made in.
  const queued = [
    await deps.mail.queue(tx, insurer.email, "ru", insuranceMail({ ...mail, audience: "insurer" })),
    await deps.mail.queue(tx, row.email, locale, insuranceMail({ ...mail, audience: "user" })),
  ];
  return { answer: { status: "selected", contactBy, selectedQuoteId: quote.id }, queued };
}
