import { type RefObject, useEffect, useState } from "react";

/**
 * The bars stuck to the bottom of the screen on phones (a yacht's price bar, the booking flow's
 * total). What else floats at the bottom (the scroll-to-top button, a toast) rises above them, so
 * nothing covers a price or a button (issue 15).
 */
const bars = new Set<HTMLElement>();
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/** Marks an element as a bottom bar while it is mounted. */
export function useBottomBar(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    bars.add(element);
    changed();
    return () => {
      bars.delete(element);
      changed();
    };
  }, [ref]);
}

/** Where a floating element usually sits: px from the bottom edge, its height, its left and right x. */
export type FloatingPlace = { bottom: number; height: number; left: number; right: number };

/**
 * How far from the bottom of the window a floating element must sit to clear every bottom bar now
 * on screen (with `gap` px between them): its usual `bottom` when no bar reaches into its place.
 */
export function clearOfBottomBars({ bottom, height, left, right }: FloatingPlace, gap = 12): number {
  const viewport = window.innerHeight;
  const top = viewport - bottom - height;
  let lowestTop = Number.POSITIVE_INFINITY;
  for (const bar of bars) {
    const rect = bar.getBoundingClientRect();
    if (rect.height === 0 || rect.width === 0) continue;
    // Only a bar that reaches into the element's usual place moves it.
    const across = rect.left < right && rect.right > left;
    if (across && rect.top < viewport - bottom && rect.bottom > top) lowestTop = Math.min(lowestTop, rect.top);
  }
  return lowestTop === Number.POSITIVE_INFINITY ? bottom : Math.max(bottom, viewport - lowestTop + gap);
}

/** `clearOfBottomBars`, followed once a frame as the page scrolls or resizes. */
export function useClearOfBottomBars(place: () => FloatingPlace, gap = 12): number {
  const [value, setValue] = useState(() => place().bottom);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setValue(clearOfBottomBars(place(), gap));
      });
    };
    update();
    listeners.add(update);
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      listeners.delete(update);
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
      cancelAnimationFrame(frame);
    };
  }, [place, gap]);
  return value;
}
