/**
 * The personal panel (/user/dashboard): what the device holds for the signed-in user, put in the
 * panel's sections. Pure, so the page and its tests share one reading of "upcoming", "past" and
 * "waiting"; the page only renders what this returns.
 */
import type { DeviceBooking } from "../bookings/device.ts";
import { groupHistory } from "../bookings/history.ts";
import type { Membership } from "../club/types.ts";
import type { EntryStatus, EventSummary, MyEntry } from "../events/types.ts";
import type { InsuranceRequestView } from "../insurance/types.ts";
import type { OutboxItem } from "../outbox/outbox.ts";

export type JoinedEvent = { event: EventSummary; status: EntryStatus };

export type PersonalPanel = {
  upcoming: DeviceBooking[];
  /** Past and cancelled together, most recent first: the panel shows history, /bookings splits it. */
  past: DeviceBooking[];
  /** Events the user entered, soonest first; entries whose event the device lacks are left out. */
  events: JoinedEvent[];
  memberships: Membership[];
  insurance: InsuranceRequestView[];
  /** Writes still in the outbox (waiting, needing a login, or refused), oldest first. */
  waiting: OutboxItem[];
};

export type PanelSources = {
  bookings: readonly DeviceBooking[];
  entries: readonly MyEntry[];
  events: readonly EventSummary[];
  memberships: readonly Membership[];
  insurance: readonly InsuranceRequestView[];
  outbox: readonly OutboxItem[];
};

/** How many of each list the panel shows; the full lists live on their own pages. */
export const PANEL_LIST_MAX = 5;

export function personalPanel(sources: PanelSources, today: string): PersonalPanel {
  const groups = groupHistory(sources.bookings, today);
  const past = [...groups.past, ...groups.cancelled].sort((a, b) => b.startDate.localeCompare(a.startDate));
  const byId = new Map(sources.events.map((event) => [event.id, event]));
  const events = sources.entries
    .flatMap((entry) => {
      const event = byId.get(entry.eventId);
      return event ? [{ event, status: entry.status }] : [];
    })
    .filter((joined) => joined.event.startDate >= today)
    .sort((a, b) => a.event.startDate.localeCompare(b.event.startDate));
  const newestFirst = <T extends { createdAt: string }>(rows: readonly T[]) =>
    [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return {
    upcoming: groups.upcoming.slice(0, PANEL_LIST_MAX),
    past: past.slice(0, PANEL_LIST_MAX),
    events: events.slice(0, PANEL_LIST_MAX),
    memberships: newestFirst(sources.memberships).slice(0, PANEL_LIST_MAX),
    insurance: newestFirst(sources.insurance).slice(0, PANEL_LIST_MAX),
    waiting: sources.outbox
      .filter((item) => item.status !== "done")
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
  };
}
