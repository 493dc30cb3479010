import { beforeEach, describe, expect, it, vi } from "vitest";
import { sampleEvent } from "../../../domain/events/fixtures.test-support.ts";
import { newOutboxItem, type OutboxItem } from "../../../domain/outbox/outbox.ts";
import { db } from "../device/db.ts";
import { settleEventComment, settleEventJoin } from "./event-writes.ts";

vi.mock("../sync/request-sync.ts", () => ({ requestSync: vi.fn(async () => {}) }));
vi.mock("../toast.ts", () => ({ notify: vi.fn(async () => {}) }));

const settled = (input: Partial<OutboxItem> & Pick<OutboxItem, "kind" | "path">): OutboxItem => ({
  ...newOutboxItem({ id: crypto.randomUUID(), kind: input.kind, path: input.path, body: {} }, new Date()),
  ...input,
});

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.events.clear(), db.myEventEntries.clear()]);
  await db.events.put(sampleEvent({ id: "olkhon-cup", participants: 3 }));
});

describe("the events' settle handlers", () => {
  it("put a replayed join's answer on the device and take the item out of the outbox", async () => {
    const item = settled({
      kind: "event_join",
      path: "/api/events/olkhon-cup/join",
      status: "done",
      result: { eventId: "olkhon-cup", status: "joined", participants: 4, waitlisted: 0 },
    });
    await db.outbox.put(item);
    await settleEventJoin(item, { foreground: false });
    expect(await db.myEventEntries.get("olkhon-cup")).toEqual({ eventId: "olkhon-cup", status: "joined" });
    expect((await db.events.get("olkhon-cup"))?.participants).toBe(4);
    expect(await db.outbox.count()).toBe(0);
  });

  it("add a replayed comment to the event once, however often it is heard of", async () => {
    const comment = {
      id: "c1",
      author: { firstName: "Nadia" },
      text: "See you there",
      createdAt: "2027-07-01T02:00:00Z",
    };
    const item = settled({
      kind: "event_comment",
      path: "/api/events/olkhon-cup/comments",
      status: "done",
      result: comment,
    });
    await db.outbox.put(item);
    await settleEventComment(item, { foreground: false });
    await settleEventComment(item, { foreground: false });
    const event = await db.events.get("olkhon-cup");
    expect(event?.comments).toEqual([comment]);
    expect(event?.commentCount).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it("leave a join refused while its form waits to the form", async () => {
    const item = settled({
      kind: "event_join",
      path: "/api/events/olkhon-cup/join",
      status: "failed",
      lastError: { status: 409, code: "event_over", message: "This event has ended; entries are closed." },
    });
    await db.outbox.put(item);
    await settleEventJoin(item, { foreground: true });
    expect(await db.outbox.count()).toBe(1);
    expect(await db.myEventEntries.count()).toBe(0);
  });
});
