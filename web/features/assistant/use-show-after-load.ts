import { useEffect, useState } from "react";
import { ASSISTANT_SHOW_DELAY_MS } from "../../../domain/assistant/widget.ts";
import { OPEN_ASSISTANT_EVENT } from "../../../domain/shared/timings.ts";

/**
 * True from 1.5 s after the page's load event (spec section 9), counted from the load itself
 * rather than from when this code arrived; or at once when something asks to open the assistant.
 */
export function useShownAfterLoad(onOpen: () => void): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
      const loadedAt = navigation?.loadEventEnd || performance.now();
      timer = setTimeout(() => setShown(true), Math.max(0, loadedAt + ASSISTANT_SHOW_DELAY_MS - performance.now()));
    };
    if (document.readyState === "complete") schedule();
    else window.addEventListener("load", schedule, { once: true });
    const open = () => {
      setShown(true);
      onOpen();
    };
    window.addEventListener(OPEN_ASSISTANT_EVENT, open);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("load", schedule);
      window.removeEventListener(OPEN_ASSISTANT_EVENT, open);
    };
  }, [onOpen]);
  return shown;
}
