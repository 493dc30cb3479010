import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { daysBetween } from "../../domain/catalogue/availability.ts";
import { contentMessages as messages } from "../../domain/content/messages.ts";
import type { ContentProposalInput } from "../../domain/content/proposal.ts";
import { communityId, contentStats, destinationFromProposal, filled } from "../../domain/content/publish.ts";
import type { ContentKind, ContentStats, ServerContentStatus, TripProposal } from "../../domain/content/types.ts";
import type { Locale } from "../../domain/shared/locale.ts";
import type { AppDeps } from "../app-env.ts";
import type { Db, Tx } from "../db/client.ts";
import {
  adminNotifications,
  type ContentSubmissionRow,
  contentSubmissions,
  destinations,
  tripPackages,
  users,
} from "../db/schema/index.ts";
import { ApiError } from "../http/errors.ts";
import { isUuid } from "../http/ids.ts";
import { contentMail } from "./content.mail.ts";

/**
 * User content and its moderation (issue 21): a proposal is stored as pending, an admin claims it,
 * then approves (it is copied into the catalogue, whose version trigger puts it in the next sync) or
 * rejects it with notes; the author is mailed either way in the same transaction as the decision.
 */
/** A claim older than this lapses, so an admin who walked away does not lock an item for good. */
export const CLAIM_MINUTES = 30;

const notFound = () => new ApiError(404, "not_found", messages.notFound);
const fieldError = (field: string, message: typeof messages.destinations) =>
  new ApiError(400, "invalid_input", message, { fields: { [field]: message.id } });

/** A trip is built from destinations of the catalogue: each one named must exist. */
async function checkDestinations(tx: Db | Tx, proposal: ContentProposalInput) {
  if (proposal.kind !== "trip") return;
  const found = await tx
    .select({ id: destinations.id })
    .from(destinations)
    .where(inArray(destinations.id, proposal.destinationIds));
  if (found.length !== proposal.destinationIds.length) throw fieldError("destinationIds", messages.destinations);
}

export async function createSubmission(
  tx: Tx,
  input: { authorId: string; locale: Locale; proposal: ContentProposalInput },
): Promise<ContentSubmissionRow> {
  await checkDestinations(tx, input.proposal);
  const [row] = await tx
    .insert(contentSubmissions)
    .values({ authorId: input.authorId, kind: input.proposal.kind, proposal: input.proposal, locale: input.locale })
    .returning();
  if (!row) throw new Error("content submission not stored");
  // The admins' notification of a new submission (spec section 4: notifications).
  await tx.insert(adminNotifications).values({
    type: "content_submission",
    priority: "normal",
    metadata: { userId: input.authorId, submissionId: row.id, kind: row.kind },
  });
  return row;
}

/** The author's own submission, locked for a change; anyone else's is "not found". */
async function findOwnForUpdate(tx: Tx, authorId: string, id: string) {
  if (!isUuid(id)) throw notFound();
  const [row] = await tx
    .select()
    .from(contentSubmissions)
    .where(and(eq(contentSubmissions.id, id), eq(contentSubmissions.authorId, authorId)))
    .for("update");
  if (!row) throw notFound();
  return row;
}

/** PATCH: while pending or rejected; a rejected one goes back to the queue, its old notes kept for the admin. */
export async function reviseSubmission(
  tx: Tx,
  input: { authorId: string; id: string; now: Date; proposal: ContentProposalInput },
): Promise<ContentSubmissionRow> {
  const row = await findOwnForUpdate(tx, input.authorId, input.id);
  if (row.status === "approved") throw new ApiError(409, "not_editable", messages.notEditable);
  if (row.kind !== input.proposal.kind) throw fieldError("kind", messages.kind);
  await checkDestinations(tx, input.proposal);
  const [updated] = await tx
    .update(contentSubmissions)
    .set({
      proposal: input.proposal,
      status: "pending",
      decidedAt: null,
      decidedBy: null,
      claimedBy: null,
      claimedAt: null,
      updatedAt: input.now.toISOString(),
    })
    .where(eq(contentSubmissions.id, row.id))
    .returning();
  if (!updated) throw notFound();
  return updated;
}

const author = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
const claimer = sql<
  string | null
>`(select u.first_name || ' ' || u.last_name from users u where u.id = ${contentSubmissions.claimedBy})`;

function listed(where: SQL | undefined, order: "oldest" | "newest") {
  return (db: Db) =>
    db
      .select({ row: contentSubmissions, authorName: author, claimedByName: claimer })
      .from(contentSubmissions)
      .innerJoin(users, eq(users.id, contentSubmissions.authorId))
      .where(where)
      .orderBy(order === "oldest" ? asc(contentSubmissions.createdAt) : desc(contentSubmissions.createdAt));
}

export const listOwn = (db: Db, authorId: string) => listed(eq(contentSubmissions.authorId, authorId), "newest")(db);

/** The moderation queue: oldest first (spec section 4), optionally of one status and kind. */
export const listForAdmin = (db: Db, filter: { status?: ServerContentStatus; kind?: ContentKind }) =>
  listed(
    and(
      filter.status ? eq(contentSubmissions.status, filter.status) : undefined,
      filter.kind ? eq(contentSubmissions.kind, filter.kind) : undefined,
    ),
    "oldest",
  )(db);

/** The community sandbox: what moderators approved, newest first. */
export const listApproved = (db: Db) => listed(eq(contentSubmissions.status, "approved"), "newest")(db);

async function pendingForUpdate(tx: Tx, id: string) {
  if (!isUuid(id)) throw notFound();
  const [row] = await tx.select().from(contentSubmissions).where(eq(contentSubmissions.id, id)).for("update");
  if (!row) throw notFound();
  if (row.status !== "pending") throw new ApiError(409, "already_decided", messages.alreadyDecided);
  return row;
}

const claimHeld = (row: ContentSubmissionRow, adminId: string, now: Date) =>
  row.claimedBy !== null &&
  row.claimedBy !== adminId &&
  row.claimedAt !== null &&
  now.getTime() - Date.parse(row.claimedAt) < CLAIM_MINUTES * 60_000;

/** An admin takes an item so two admins do not work on it at once (409 while another holds it). */
export async function claimSubmission(tx: Tx, input: { adminId: string; id: string; now: Date }) {
  const row = await pendingForUpdate(tx, input.id);
  if (claimHeld(row, input.adminId, input.now)) throw new ApiError(409, "claimed", messages.claimedByOther);
  await tx
    .update(contentSubmissions)
    .set({ claimedBy: input.adminId, claimedAt: input.now.toISOString() })
    .where(eq(contentSubmissions.id, row.id));
  return { id: row.id, claimedBy: input.adminId, claimedAt: input.now.toISOString() };
}

async function publish(tx: Tx, row: ContentSubmissionRow): Promise<string> {
  const proposal = row.proposal;
  if (proposal.kind === "destination") {
    const id = communityId(proposal.name, row.id);
    const d = destinationFromProposal(proposal, id);
    await tx.insert(destinations).values({
      id,
      name: d.name,
      shortDescription: d.shortDescription,
      description: d.description,
      durationMinDays: d.durationDays.min,
      durationMaxDays: d.durationDays.max,
      distanceKm: d.distanceKm,
      // A community place has no charter price of its own: the yacht's price applies.
      pricePerDayMinor: 0,
      currency: "RUB",
      image: d.image,
      highlights: d.highlights,
      bestSeasonFrom: d.bestSeason.from,
      bestSeasonTo: d.bestSeason.to,
      difficulty: d.difficulty,
      activities: d.activities,
      latitude: d.latitude,
      longitude: d.longitude,
    });
    return id;
  }
  return publishTrip(tx, row.id, proposal);
}

async function publishTrip(tx: Tx, submissionId: string, trip: TripProposal): Promise<string> {
  const id = communityId(trip.title, submissionId);
  const days = daysBetween(trip.startDate, trip.endDate) + 1;
  await tx.insert(tripPackages).values({
    id,
    title: filled(trip.title),
    description: filled(trip.description),
    yachtId: null,
    yachtName: { en: "To be chosen", ru: "Будет выбрана" },
    yachtType: trip.yachtType,
    startDate: trip.startDate,
    endDate: trip.endDate,
    capacity: trip.capacity,
    basePriceMinor: trip.priceUsd * 100,
    totalPriceMinor: trip.priceUsd * 100 * days,
    currency: "USD",
    destinationIds: trip.destinationIds,
    activities: [],
    includes: [],
    image: `destinations/${trip.destinationIds[0]}`,
    rating: 0,
    reviews: 0,
  });
  return id;
}

/** Approves or rejects; answers the queued mail's id, sent after the commit. */
export async function decideSubmission(
  tx: Tx,
  deps: Pick<AppDeps, "mail" | "env">,
  input: { adminId: string; id: string; now: Date; decision: "approved" | "rejected"; notes: string | null },
): Promise<{ row: ContentSubmissionRow; queued: string }> {
  const row = await pendingForUpdate(tx, input.id);
  if (claimHeld(row, input.adminId, input.now)) throw new ApiError(409, "claimed", messages.claimedByOther);
  const publishedId = input.decision === "approved" ? await publish(tx, row) : null;
  const [updated] = await tx
    .update(contentSubmissions)
    .set({
      status: input.decision,
      notes: input.decision === "rejected" ? input.notes : row.notes,
      publishedId,
      decidedBy: input.adminId,
      decidedAt: input.now.toISOString(),
      claimedBy: null,
      claimedAt: null,
      updatedAt: input.now.toISOString(),
    })
    .where(eq(contentSubmissions.id, row.id))
    .returning();
  if (!updated) throw notFound();
  const [person] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, row.authorId));
  if (!person) throw notFound();
  const locale: Locale = row.locale === "ru" ? "ru" : "en";
  const mail = contentMail({
    decision: input.decision,
    name: person.firstName,
    proposal: row.proposal,
    notes: input.notes,
    link: `${deps.env.PUBLIC_URL}/content/dashboard`,
  });
  return { row: updated, queued: await deps.mail.queue(tx, person.email, locale, mail) };
}

export async function moderationStats(db: Db): Promise<ContentStats> {
  const rows = await db
    .select({
      status: contentSubmissions.status,
      createdAt: contentSubmissions.createdAt,
      decidedAt: contentSubmissions.decidedAt,
    })
    .from(contentSubmissions);
  return contentStats(
    rows.map((r) => ({
      ...r,
      createdAt: new Date(r.createdAt).toISOString(),
      decidedAt: r.decidedAt && new Date(r.decidedAt).toISOString(),
    })),
  );
}
