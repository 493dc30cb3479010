import { describe, expect, it } from "vitest";
import type { DeviceBooking } from "../bookings/device.ts";
import type { Membership } from "../club/types.ts";
import type { EventSummary } from "../events/types.ts";
import type { InsuranceRequestView } from "../insurance/types.ts";
import type { OutboxItem } from "../outbox/outbox.ts";
import { PANEL_LIST_MAX, personalPanel } from "./personal-panel.ts";

const today = "2026-07-10";
const booking = (id: string, startDate: string, endDate: string, status = "confirmed") =>
  ({ id, startDate, endDate, status }) as DeviceBooking;
const event = (id: string, startDate: string) => ({ id, startDate }) as EventSummary;
const dated = <T>(id: string, createdAt: string) => ({ id, createdAt }) as T;
const item = (id: string, createdAt: string, status: OutboxItem["status"]) =>
  ({ id, createdAt, status, kind: "booking" }) as OutboxItem;
const empty = { bookings: [], entries: [], events: [], memberships: [], insurance: [], outbox: [] };

describe("the personal panel's sections", () => {
  it("splits bookings into upcoming (soonest first) and past with cancelled (latest first)", () => {
    const panel = personalPanel(
      {
        ...empty,
        bookings: [
          booking("later", "2026-08-01", "2026-08-03"),
          booking("soon", "2026-07-12", "2026-07-13"),
          booking("old", "2026-06-01", "2026-06-02"),
          booking("gone", "2026-07-20", "2026-07-21", "cancelled"),
        ],
      },
      today,
    );
    expect(panel.upcoming.map((b) => b.id)).toEqual(["soon", "later"]);
    expect(panel.past.map((b) => b.id)).toEqual(["gone", "old"]);
  });

  it("lists events joined that are still ahead, soonest first, and skips entries without their event", () => {
    const panel = personalPanel(
      {
        ...empty,
        events: [event("regatta", "2026-08-05"), event("talk", "2026-07-15"), event("over", "2026-07-01")],
        entries: [
          { eventId: "regatta", status: "joined" },
          { eventId: "talk", status: "waitlisted" },
          { eventId: "over", status: "joined" },
          { eventId: "unknown", status: "joined" },
        ],
      },
      today,
    );
    expect(panel.events.map((j) => [j.event.id, j.status])).toEqual([
      ["talk", "waitlisted"],
      ["regatta", "joined"],
    ]);
  });

  it("shows memberships and insurance requests newest first, at most a handful", () => {
    const memberships = Array.from({ length: 7 }, (_, i) => dated<Membership>(`m${i}`, `2026-07-0${i + 1}`));
    const panel = personalPanel(
      { ...empty, memberships, insurance: [dated<InsuranceRequestView>("a", "2026-01-01"), dated("b", "2026-02-01")] },
      today,
    );
    expect(panel.memberships).toHaveLength(PANEL_LIST_MAX);
    expect(panel.memberships[0]?.id).toBe("m6");
    expect(panel.insurance.map((r) => r.id)).toEqual(["b", "a"]);
  });

  it("keeps every write still in the outbox, oldest first, and leaves out the ones done", () => {
    const panel = personalPanel(
      {
        ...empty,
        outbox: [
          item("second", "2026-07-09T10:00:00Z", "needs_auth"),
          item("sent", "2026-07-09T08:00:00Z", "done"),
          item("first", "2026-07-09T09:00:00Z", "pending"),
          item("refused", "2026-07-09T11:00:00Z", "failed"),
        ],
      },
      today,
    );
    expect(panel.waiting.map((w) => w.id)).toEqual(["first", "second", "refused"]);
  });
});
