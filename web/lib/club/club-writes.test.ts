import { beforeEach, describe, expect, it, vi } from "vitest";
import { lakeToday } from "../../../domain/catalogue/availability.ts";
import { currentMembership } from "../../../domain/club/rules.ts";
import type { Donation, Membership } from "../../../domain/club/types.ts";
import { newOutboxItem, type OutboxItem } from "../../../domain/outbox/outbox.ts";
import { db } from "../device/db.ts";
import { notify } from "../toast.ts";
import { settleDonation, settleMembership } from "./club-writes.ts";

vi.mock("../toast.ts", () => ({ notify: vi.fn(async () => {}) }));

const settled = (input: Partial<OutboxItem> & Pick<OutboxItem, "kind" | "path">): OutboxItem => ({
  ...newOutboxItem({ id: crypto.randomUUID(), kind: input.kind, path: input.path, body: {} }, new Date()),
  ...input,
});

const unpaid: Membership = {
  id: "m1",
  kind: "club",
  product: "voyagers",
  tier: "voyagers",
  period: "month",
  status: "pending_payment",
  price: { amount: 99_000, currency: "RUB" },
  lastFailure: null,
  createdAt: "2027-05-01T02:00:00Z",
};

beforeEach(async () => {
  vi.mocked(notify).mockClear();
  await Promise.all([db.outbox.clear(), db.myMemberships.clear(), db.myDonations.clear()]);
});

describe("the club's settle handlers", () => {
  it("keep a joining sent from the outbox on the device once, ready to pay, and say so", async () => {
    const item = settled({ kind: "membership", path: "/api/memberships", status: "done", result: unpaid });
    await db.outbox.put(item);
    await settleMembership(item, { foreground: false });
    await settleMembership(item, { foreground: false });
    expect(await db.myMemberships.toArray()).toEqual([unpaid]);
    expect(await db.outbox.count()).toBe(0);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it("leave a joining the open form sent to the form, and tell a refusal with its reason", async () => {
    const shown = settled({ kind: "subscription", path: "/api/subscriptions", status: "done", result: unpaid });
    await db.outbox.put(shown);
    await settleMembership(shown, { foreground: true });
    expect(await db.outbox.count()).toBe(1);
    expect(notify).not.toHaveBeenCalled();
    const refused = settled({
      kind: "membership",
      path: "/api/memberships",
      status: "failed",
      lastError: { status: 403, message: "For skippers", fields: {} },
    });
    await db.outbox.put(refused);
    await settleMembership(refused, { foreground: false });
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ variant: "error", description: "For skippers" }));
  });

  it("keep a donation sent from the outbox until it is paid", async () => {
    const donation: Donation = {
      id: "d1",
      amount: { amount: 100_000, currency: "RUB" },
      name: null,
      email: "donor@example.com",
      message: null,
      status: "pending_payment",
      lastFailure: null,
      createdAt: "2027-05-01T02:00:00Z",
    };
    const item = settled({ kind: "donation", path: "/api/donations", status: "done", result: donation });
    await db.outbox.put(item);
    await settleDonation(item, { foreground: false });
    expect(await db.myDonations.get("d1")).toEqual(donation);
    expect(await db.outbox.count()).toBe(0);
  });

  it("show no card for an unpaid membership", () => {
    expect(currentMembership([unpaid], lakeToday(new Date()))).toBeUndefined();
  });
});
