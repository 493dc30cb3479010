import type { EntryStatus, EventComment, EventDetail, EventSummary } from "../../domain/events/types.ts";
import { imageUrl } from "../../domain/shared/images.ts";
import type { Currency } from "../../domain/shared/money.ts";
import type { EventCommentRow, EventEntryRow, EventRow } from "../db/schema/index.ts";

/** Rows as the API and the device see them (domain/events/types.ts). */
export function toEventSummary(row: EventRow, joined?: EntryStatus | null): EventSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    startDate: row.startDate,
    endDate: row.endDate,
    location: row.location,
    destinationId: row.destinationId,
    latitude: row.latitude,
    longitude: row.longitude,
    category: row.category,
    type: row.type,
    region: row.region,
    maxParticipants: row.maxParticipants,
    participants: row.participants,
    waitlisted: row.waitlisted,
    image: row.image,
    imageUrl: row.image ? imageUrl(row.image) : null,
    difficulty: row.difficulty,
    entryFee: row.entryFeeMinor ? { amount: row.entryFeeMinor, currency: row.currency as Currency } : null,
    boatClasses: row.boatClasses,
    sponsor: row.sponsor,
    prizes: row.prizes,
    organizer: { name: row.organizerName, userId: row.organizerId },
    status: row.status,
    commentCount: row.commentCount,
    ...(joined === undefined ? {} : { joined }),
  };
}

export type EntryWithName = EventEntryRow & { firstName: string };

export function toComment(row: EventCommentRow): EventComment {
  return { id: row.id, author: { firstName: row.authorName }, text: row.text, createdAt: row.createdAt.toISOString() };
}

export function toEventDetail(
  row: EventRow,
  entries: readonly EntryWithName[],
  comments: readonly EventCommentRow[],
  joined?: EntryStatus | null,
): EventDetail {
  return {
    ...toEventSummary(row, joined),
    entrants: [...entries]
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((e) => ({
        firstName: e.firstName,
        boatName: e.boatName,
        sailNumber: e.sailNumber,
        crewCount: e.crew.length,
        status: e.status,
      })),
    comments: [...comments].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map(toComment),
  };
}
