import { addDays } from "../catalogue/availability.ts";
import { escapeText, foldLine } from "../events/ics.ts";

/**
 * A yacht's busy days as an iCalendar feed (RFC 5545) for the owner's calendar app: each booking
 * (pending or confirmed) and each block as an all-day VEVENT; dates are inclusive here, so DTEND is
 * the day after the last. The feed is private (its URL holds a secret token), so a booking names
 * its contact; the feed is never public.
 */
export type BusyEntry =
  | {
      kind: "booking";
      id: string;
      startDate: string;
      endDate: string;
      status: "pending" | "confirmed";
      contact: string;
    }
  | { kind: "block"; id: number; startDate: string; endDate: string; note: string | null };

const day = (date: string) => date.replace(/-/g, "");
const stamp = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

export function yachtCalendarIcs(input: { yachtName: string; host: string; now: Date; entries: BusyEntry[] }): string {
  const events = input.entries.flatMap((entry) => {
    const summary =
      entry.kind === "booking"
        ? `${input.yachtName}: ${entry.contact}${entry.status === "pending" ? " (request)" : ""}`
        : `${input.yachtName}: blocked${entry.note ? ` (${entry.note})` : ""}`;
    return [
      "BEGIN:VEVENT",
      `UID:${entry.kind}-${entry.id}@${input.host}`,
      `DTSTAMP:${stamp(input.now)}`,
      `DTSTART;VALUE=DATE:${day(entry.startDate)}`,
      `DTEND;VALUE=DATE:${day(addDays(entry.endDate, 1))}`,
      `SUMMARY:${escapeText(summary)}`,
      `STATUS:${entry.kind === "booking" && entry.status === "pending" ? "TENTATIVE" : "CONFIRMED"}`,
      "TRANSP:OPAQUE",
      "END:VEVENT",
    ];
  });
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Baikal Yachts//Owner calendar//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(input.yachtName)}`,
    ...events,
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
