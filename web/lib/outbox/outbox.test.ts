import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { newOutboxItem, type OutboxItem, type SendResult } from "../../../domain/outbox/outbox.ts";
import { ApiError } from "../api.ts";
import { db } from "../device/db.ts";
import { replayOutbox } from "../device/outbox-replay.ts";
import { store } from "../store.ts";
import { submitWrite } from "./outbox.ts";
import { outboxWaitingAtom } from "./waiting.ts";

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const setOnline = (online: boolean) => vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);

beforeEach(async () => {
  await db.outbox.clear();
});
afterEach(() => vi.restoreAllMocks());

describe("submitWrite", () => {
  it("keeps a write made offline, with its key, and counts it as waiting", async () => {
    setOnline(false);
    const fetchMock = vi.spyOn(globalThis, "fetch");
    const result = await submitWrite({
      kind: "newsletter",
      path: "/api/newsletter/subscribe",
      body: { email: "a@b.co" },
    });
    expect(result.state).toBe("queued");
    expect(fetchMock).not.toHaveBeenCalled();
    const [kept] = await db.outbox.toArray();
    expect(kept).toMatchObject({ kind: "newsletter", status: "pending", body: { email: "a@b.co" } });
    expect(kept?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(store.get(outboxWaitingAtom)).toBe(1);
  });

  it("online, sends at once with the Idempotency-Key and returns the answer", async () => {
    setOnline(true);
    const fetchMock = vi.spyOn(globalThis, "fetch").mockResolvedValue(answer(201, { id: "b1", status: "pending" }));
    const result = await submitWrite({
      kind: "booking",
      path: "/api/bookings",
      body: { yachtId: "sarma" },
      key: "key-00000001",
    });
    expect(result).toEqual({ state: "sent", status: 200, body: { id: "b1", status: "pending" } });
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers["Idempotency-Key"]).toBe("key-00000001");
    expect(await db.outbox.count()).toBe(0);
    expect(store.get(outboxWaitingAtom)).toBe(0);
  });

  it("keeps the write when the network fails underway", async () => {
    setOnline(true);
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    const result = await submitWrite({ kind: "booking", path: "/api/bookings", body: { yachtId: "sarma" } });
    expect(result.state).toBe("queued");
    expect((await db.outbox.toArray())[0]).toMatchObject({ status: "pending", attempts: 1 });
  });

  it("throws a refusal to the form and keeps nothing", async () => {
    setOnline(true);
    vi.spyOn(globalThis, "fetch").mockResolvedValue(answer(409, { message: "Dates taken", code: "dates_unavailable" }));
    const error = await submitWrite({ kind: "booking", path: "/api/bookings", body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe("dates_unavailable");
    expect(await db.outbox.count()).toBe(0);
  });
});

describe("replayOutbox", () => {
  const put = async (id: string, createdAt: string) => {
    const item = newOutboxItem({ id, kind: "booking", path: "/api/bookings", body: { id } }, new Date(createdAt));
    await db.outbox.put(item);
  };

  it("sends each waiting item once, oldest first, even when two replays race", async () => {
    await put("k-second", "2026-11-01T10:01:00Z");
    await put("k-first", "2026-11-01T10:00:00Z");
    const sent: string[] = [];
    const send = async (item: OutboxItem): Promise<SendResult> => {
      sent.push(item.id);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { kind: "answer", status: 201, body: { ok: item.id } };
    };
    await Promise.all([replayOutbox(db, { send }), replayOutbox(db, { send })]);
    expect(sent.sort()).toEqual(["k-first", "k-second"]);
    expect((await db.outbox.toArray()).every((item) => item.status === "done")).toBe(true);
  });

  it("stops at a network failure and keeps everything for the next trigger", async () => {
    await put("k-1", "2026-11-01T10:00:00Z");
    await put("k-2", "2026-11-01T10:01:00Z");
    const send = vi.fn(async (): Promise<SendResult> => ({ kind: "network", message: "offline" }));
    const result = await replayOutbox(db, { send });
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.stillPending).toBe(2);
  });
});
