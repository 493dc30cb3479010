import { HEADER_COMPACT_AFTER_PX, HEADER_HIDE_AFTER_PX, HEADER_SHOW_BELOW_PX } from "../../../domain/shared/timings.ts";

/**
 * The fixed header's scroll rule (spec section 2): shown in full under 50 px; hidden when
 * scrolling down past 100 px; shown compact when scrolling up past 50 px.
 */
export type HeaderMode = "full" | "compact" | "hidden";

export function nextHeaderMode(previous: HeaderMode, lastY: number, y: number): HeaderMode {
  if (y < HEADER_SHOW_BELOW_PX) return "full";
  if (y > lastY && y > HEADER_HIDE_AFTER_PX) return "hidden";
  if (y < lastY && y > HEADER_COMPACT_AFTER_PX) return "compact";
  // Between the thresholds, or not moving: keep what the user sees, but never full below 50 px.
  return previous === "full" ? "compact" : previous;
}
