import type { ContentItem, ContentKind, ContentStats } from "../../../domain/content/types.ts";
import { api } from "../../lib/api.ts";

/**
 * The moderators' calls (api.md "User content and moderation"). Moderation needs the connection:
 * a decision mails the author at once, so it is not queued on the device.
 */
const base = "/api/admin/content";

export const pendingQuery = (kind: ContentKind) => ({
  queryKey: ["admin", "content", "pending", kind],
  queryFn: () => api<{ items: ContentItem[] }>(`${base}?status=pending&kind=${kind}`).then((r) => r.items),
});

export const statsQuery = {
  queryKey: ["admin", "content", "stats"],
  queryFn: () => api<ContentStats>(`${base}/stats`),
};

const write = (id: string, action: "claim" | "approve" | "reject", body?: unknown) =>
  api<{ id: string; status?: string }>(`${base}/${encodeURIComponent(id)}/${action}`, {
    method: "POST",
    ...(body === undefined ? {} : { body }),
    headers: { "Idempotency-Key": crypto.randomUUID() },
  });

export const claim = (id: string) => write(id, "claim");
export const approve = (id: string) => write(id, "approve");
export const reject = (id: string, notes: string) => write(id, "reject", { notes });
