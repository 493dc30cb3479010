import type { Booking, BookingStatus } from "./types.ts";

/**
 * The booking history of section 4, grouped as upcoming, past and cancelled. A confirmed stay whose
 * last day has gone is shown as completed even before the server's daily pass marks it.
 */
export type HistoryGroup = "upcoming" | "past" | "cancelled";

type Dated = Pick<Booking, "status" | "endDate">;

export function effectiveStatus(booking: Dated, today: string): BookingStatus {
  if (booking.status === "confirmed" && booking.endDate < today) return "completed";
  return booking.status;
}

export function historyGroup(booking: Dated, today: string): HistoryGroup {
  const status = effectiveStatus(booking, today);
  if (status === "cancelled") return "cancelled";
  if (status === "completed" || booking.endDate < today) return "past";
  return "upcoming";
}

/** Upcoming soonest first; past and cancelled most recent first. */
export function groupHistory<T extends Dated & Pick<Booking, "startDate">>(
  bookings: readonly T[],
  today: string,
): Record<HistoryGroup, T[]> {
  const groups: Record<HistoryGroup, T[]> = { upcoming: [], past: [], cancelled: [] };
  for (const booking of bookings) groups[historyGroup(booking, today)].push(booking);
  groups.upcoming.sort((a, b) => a.startDate.localeCompare(b.startDate));
  groups.past.sort((a, b) => b.startDate.localeCompare(a.startDate));
  groups.cancelled.sort((a, b) => b.startDate.localeCompare(a.startDate));
  return groups;
}
