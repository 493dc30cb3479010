import { describe, expect, it } from "vitest";
import {
  afterSend,
  backoffMs,
  classify,
  dueItems,
  isPersonalWrite,
  newOutboxItem,
  type OutboxItem,
  type OutboxKind,
  outboxKinds,
  waitingCount,
} from "./outbox.ts";

const now = new Date("2026-11-22T10:00:00Z");
const item = (over: Partial<OutboxItem> = {}): OutboxItem => ({
  ...newOutboxItem({ id: "k-00000001", kind: "booking", path: "/api/bookings", body: { a: 1 } }, now),
  ...over,
});

describe("outbox rules", () => {
  it("reads answers: success done, 401 waits for login, in-flight and server trouble retry, refusals fail", () => {
    expect(classify({ kind: "answer", status: 201 })).toBe("done");
    expect(classify({ kind: "answer", status: 401 })).toBe("needs_auth");
    expect(classify({ kind: "answer", status: 409, code: "idempotency_in_flight" })).toBe("retry");
    expect(classify({ kind: "answer", status: 503 })).toBe("retry");
    expect(classify({ kind: "answer", status: 429 })).toBe("retry");
    expect(classify({ kind: "network", message: "Failed to fetch" })).toBe("retry");
    expect(classify({ kind: "answer", status: 409, code: "dates_unavailable" })).toBe("failed");
    expect(classify({ kind: "answer", status: 422, code: "idempotency_key_reused" })).toBe("failed");
    expect(classify({ kind: "answer", status: 400 })).toBe("failed");
  });

  it("backs off 2 s, 4 s, 8 s ... up to five minutes", () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([2000, 4000, 8000, 16000]);
    expect(backoffMs(30)).toBe(300_000);
  });

  it("keeps the key and schedules a retry after a network failure", () => {
    const next = afterSend(item(), { kind: "network", message: "offline" }, now);
    expect(next).toMatchObject({ id: "k-00000001", status: "pending", attempts: 1, lastError: { message: "offline" } });
    expect(Date.parse(next.nextAttemptAt) - now.getTime()).toBe(2000);
  });

  it("records the server's answer when done, and the reason when refused", () => {
    expect(afterSend(item(), { kind: "answer", status: 201, body: { id: 7 } }, now)).toMatchObject({
      status: "done",
      result: { id: 7 },
    });
    const refused = afterSend(
      item(),
      {
        kind: "answer",
        status: 409,
        code: "dates_unavailable",
        body: { message: "Dates taken", code: "dates_unavailable" },
      },
      now,
    );
    expect(refused).toMatchObject({
      status: "failed",
      lastError: { status: 409, code: "dates_unavailable", message: "Dates taken" },
    });
  });

  it("keeps the server's message per field of a refusal, for the form to show on its fields", () => {
    const refused = afterSend(
      item(),
      {
        kind: "answer",
        status: 400,
        code: "invalid_input",
        body: { message: "Check", code: "invalid_input", fields: { guests: "At most 8 guests", bad: 3 } },
      },
      now,
    );
    expect(refused.lastError).toEqual({
      status: 400,
      code: "invalid_input",
      message: "Check",
      fields: { guests: "At most 8 guests" },
    });
  });

  it("sends due items oldest first, and resends an item stuck in sending after a crash", () => {
    const later = item({ id: "k-2", createdAt: "2026-11-22T10:05:00Z" });
    const notYet = item({ id: "k-3", nextAttemptAt: "2026-11-22T11:00:00Z" });
    const stuck = item({
      id: "k-4",
      status: "sending",
      sendingSince: "2026-11-22T09:00:00Z",
      createdAt: "2026-11-22T08:00:00Z",
    });
    const fresh = item({ id: "k-5", status: "sending", sendingSince: now.toISOString() });
    const done = item({ id: "k-6", status: "done" });
    expect(dueItems([later, notYet, stuck, fresh, done, item()], now).map((i) => i.id)).toEqual([
      "k-4",
      "k-00000001",
      "k-2",
    ]);
    expect(waitingCount([later, notYet, stuck, fresh, done])).toBe(4);
  });
});

describe("writes in the user's name", () => {
  it("are the bookings (of yachts and trips), event entries, comments, insurance requests, memberships, plans and owners' listings not done yet; sign-ups, contact requests and donations are anyone's", () => {
    const write = (kind: OutboxKind, status: OutboxItem["status"] = "pending") => ({ kind, status });
    expect(outboxKinds.filter((kind) => isPersonalWrite(write(kind)))).toEqual([
      "booking",
      "event_join",
      "event_comment",
      "trip_booking",
      "insurance_request",
      "membership",
      "subscription",
      "content_submission",
      "owner_listing",
    ]);
    expect(isPersonalWrite(write("booking", "failed"))).toBe(true);
    expect(isPersonalWrite(write("event_join", "done"))).toBe(false);
  });
});
