import { describe, expect, it, vi } from "vitest";
import { newOutboxItem, type OutboxItem } from "../../../domain/outbox/outbox.ts";
import { type SettleHandlers, settleRegistry } from "./settle-registry.ts";

const item = (status: OutboxItem["status"], attempts = 1): OutboxItem => ({
  ...newOutboxItem({ id: "key-1", kind: "contact_request", path: "/api/contact-requests", body: {} }, new Date()),
  status,
  attempts,
});

function registry() {
  const handler = vi.fn();
  const table: SettleHandlers = {
    booking: null,
    newsletter: null,
    contact_request: async () => handler,
    event_join: null,
    event_comment: null,
    trip_booking: null,
    insurance_request: null,
    membership: null,
    subscription: null,
    donation: null,
    content_submission: null,
    owner_listing: null,
  };
  return { settle: settleRegistry(table), handler };
}

describe("settleRegistry", () => {
  it("hands a settled item to its kind's handler once, however often it is heard of", async () => {
    const { settle, handler } = registry();
    await settle(item("failed"), { foreground: false });
    await settle(item("failed"), { foreground: false });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ id: "key-1", status: "failed" }), {
      foreground: false,
    });
  });

  it("hands on a later state of the same item (sent after a login)", async () => {
    const { settle, handler } = registry();
    await settle(item("needs_auth", 1), { foreground: false });
    await settle(item("done", 2), { foreground: false });
    expect(handler.mock.calls.map(([settled]) => settled.status)).toEqual(["needs_auth", "done"]);
  });

  it("lets a kind without a handler settle quietly", async () => {
    const { settle, handler } = registry();
    await settle({ ...item("done"), kind: "event_join" }, { foreground: false });
    expect(handler).not.toHaveBeenCalled();
  });
});
