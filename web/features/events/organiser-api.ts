import type { EventInput, EventPatch } from "../../../domain/events/rules.ts";
import type { EventDetail } from "../../../domain/events/types.ts";
import { api } from "../../lib/api.ts";
import { db } from "../../lib/device/db.ts";
import { requestSync } from "../../lib/sync/request-sync.ts";

/**
 * The organiser's writes (api.md: POST /api/events, PATCH /api/events/{id}, POST …/cancel): online
 * only, each with its Idempotency-Key; the answer goes into the device's copy at once, so the
 * event's page shows it before the next sync.
 */
async function keep(event: EventDetail): Promise<EventDetail> {
  const { joined: _joined, ...row } = event;
  await db.events.put(row);
  void requestSync();
  return event;
}

export async function createEvent(input: EventInput): Promise<EventDetail> {
  return keep(
    await api<EventDetail>("/api/events", { method: "POST", body: input, idempotencyKey: crypto.randomUUID() }),
  );
}

export async function updateEvent(id: string, patch: EventPatch): Promise<EventDetail> {
  return keep(
    await api<EventDetail>(`/api/events/${encodeURIComponent(id)}`, {
      method: "PATCH",
      body: patch,
      idempotencyKey: crypto.randomUUID(),
    }),
  );
}

export async function cancelEvent(id: string): Promise<EventDetail> {
  return keep(
    await api<EventDetail>(`/api/events/${encodeURIComponent(id)}/cancel`, {
      method: "POST",
      body: {},
      idempotencyKey: crypto.randomUUID(),
    }),
  );
}
