import { eventIcs } from "../../../domain/events/ics.ts";
import type { EventSummary } from "../../../domain/events/types.ts";
import type { Locale } from "../../../domain/shared/locale.ts";
import { localized } from "../../../domain/shared/localized.ts";
import { site } from "../../../domain/shell/site.ts";

/**
 * "Add to calendar" and "Share" work offline too: the .ics is made on the device with the same
 * builder as the server's (domain/events/ics.ts), and sharing uses the system's sheet or the clipboard.
 */
export function downloadIcs(event: EventSummary, locale: Locale): void {
  const url = `${location.origin}/events/${encodeURIComponent(event.id)}`;
  const text = eventIcs(event, {
    url,
    host: location.hostname,
    locale,
    now: new Date(),
    brand: locale === "ru" ? site.brandRu : site.brand,
  });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([text], { type: "text/calendar;charset=utf-8" }));
  link.download = `${event.id}.ics`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/** Shares the event's address; answers "copied" when it went to the clipboard instead. */
export async function shareEvent(event: EventSummary, locale: Locale): Promise<"shared" | "copied" | "failed"> {
  const url = `${location.origin}/events/${encodeURIComponent(event.id)}`;
  const title = localized(event.title, locale);
  try {
    if (navigator.share) {
      await navigator.share({ title, url });
      return "shared";
    }
    await navigator.clipboard.writeText(url);
    return "copied";
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") return "shared";
    return "failed";
  }
}
