import { addDays } from "../catalogue/availability.ts";
import type { Locale } from "../shared/locale.ts";
import { localized } from "../shared/localized.ts";
import type { EventSummary } from "./types.ts";

/**
 * An event as an iCalendar file (RFC 5545): one VEVENT of whole days (DTEND is the day after the
 * last, as the RFC counts a DATE end), texts escaped, lines folded at 75 octets, CRLF endings.
 */
export type IcsOptions = { url: string; host: string; locale: Locale; now: Date; brand: string };

export function escapeText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Folds a content line so no line is longer than 75 octets, never splitting a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // a continuation line starts with one space
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const day = (date: string) => date.replace(/-/g, "");
const stamp = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

export function eventIcs(event: EventSummary, options: IcsOptions): string {
  const { locale } = options;
  const description = [localized(event.description, locale), localized(event.organizer.name, locale), options.url]
    .filter(Boolean)
    .join("\n\n");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(options.brand)}//Events//${locale.toUpperCase()}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:event-${event.id}@${options.host}`,
    `DTSTAMP:${stamp(options.now)}`,
    `DTSTART;VALUE=DATE:${day(event.startDate)}`,
    `DTEND;VALUE=DATE:${day(addDays(event.endDate, 1))}`,
    `SUMMARY:${escapeText(localized(event.title, locale))}`,
    `DESCRIPTION:${escapeText(description)}`,
    `LOCATION:${escapeText(localized(event.location, locale))}`,
    ...(event.latitude !== null && event.longitude !== null ? [`GEO:${event.latitude};${event.longitude}`] : []),
    `URL:${options.url}`,
    `CATEGORIES:${escapeText(event.category)}`,
    `STATUS:${event.status === "cancelled" ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
