import { useEffect } from "react";
import type { ContentItem } from "../../../domain/content/types.ts";
import type { OutboxItem } from "../../../domain/outbox/outbox.ts";
import { sessionUserAtom } from "../accounts/session.ts";
import { db } from "../device/db.ts";
import { onlineAtom } from "../network.ts";
import { useAtomValue } from "../store.ts";
import { useLiveQuery } from "../use-live-query.ts";
import { refreshMyContent } from "./content-writes.ts";

/**
 * The author's content as the screens see it: the device's copy (newest first), read again from the
 * server when signed in and online; `undefined` while the query runs.
 */
export function useMyContent(): ContentItem[] | undefined {
  const user = useAtomValue(sessionUserAtom);
  const online = useAtomValue(onlineAtom);
  useEffect(() => {
    if (user && online) void refreshMyContent();
  }, [user, online]);
  return useLiveQuery(() => db.myContent.orderBy("createdAt").reverse().toArray(), []);
}

/** Submissions still in the outbox: shown as "waiting to be sent" until the connection returns. */
export const useWaitingContent = () =>
  useLiveQuery(
    async (): Promise<OutboxItem[]> =>
      (await db.outbox.where("kind").equals("content_submission").sortBy("createdAt")).filter(
        (item) => item.status !== "done",
      ),
    [],
  );

/** Drafts on this device, newest first. */
export const useContentDrafts = () => useLiveQuery(() => db.contentDrafts.orderBy("updatedAt").reverse().toArray(), []);
