import { useEffect } from "react";
import { lakeToday } from "../../../domain/catalogue/availability.ts";
import type { OutboxItem } from "../../../domain/outbox/outbox.ts";
import { sessionUserAtom } from "../accounts/session.ts";
import { db } from "../device/db.ts";
import { onlineAtom } from "../network.ts";
import { useAtomValue } from "../store.ts";
import { useLiveQuery } from "../use-live-query.ts";
import { refreshMyEntries } from "./event-writes.ts";

/**
 * Events as the screens see them: live queries of the device's copy (filled by the sync), so the
 * pages work offline. This is the one place the events pages read their data from; a first screen
 * rendered by the server can hand its data in here later. `undefined` means the query is running;
 * a missing event is `null`.
 */
export const useEvents = () => useLiveQuery(() => db.events.toArray(), []);
export const useEvent = (id: string) => useLiveQuery(async () => (await db.events.get(id)) ?? null, [id]);

/** Today at the lake, the day past and upcoming are counted from. */
export const useLakeToday = () => lakeToday(new Date());

/**
 * The signed-in user's entries by event id (empty for a visitor); read again from the server when
 * a user is signed in and online.
 */
export function useMyEntries() {
  const user = useAtomValue(sessionUserAtom);
  const online = useAtomValue(onlineAtom);
  useEffect(() => {
    if (user && online) void refreshMyEntries();
  }, [user, online]);
  const rows = useLiveQuery(() => db.myEventEntries.toArray(), []);
  return user ? new Map((rows ?? []).map((row) => [row.eventId, row.status])) : new Map();
}

/** Joins and comments of an event still in the outbox (waiting, needing a login, or refused). */
export type WaitingWrites = { join: OutboxItem | null; comments: OutboxItem[] };

const pathOf = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/`;

export function useWaitingWrites(eventId: string): WaitingWrites | undefined {
  return useLiveQuery(async () => {
    const items = await db.outbox.where("kind").anyOf("event_join", "event_comment").sortBy("createdAt");
    const mine = items.filter((item) => item.path.startsWith(pathOf(eventId)) && item.status !== "done");
    return {
      join: mine.filter((item) => item.kind === "event_join").at(-1) ?? null,
      comments: mine.filter((item) => item.kind === "event_comment"),
    };
  }, [eventId]);
}

/** Event ids with a join waiting in the outbox, for the list's cards. */
export const useWaitingJoins = () =>
  useLiveQuery(async () => {
    const items = await db.outbox.where("kind").equals("event_join").toArray();
    return new Set(
      items
        .filter((item) => item.status === "pending" || item.status === "sending" || item.status === "needs_auth")
        .map((item) => decodeURIComponent(item.path.split("/")[3] ?? "")),
    );
  }, []);
