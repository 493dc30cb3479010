import { useEffect, useState } from "react";
import { SCROLL_TO_TOP_AFTER_PX } from "../../../domain/shared/timings.ts";
import { type HeaderMode, nextHeaderMode } from "./header-scroll.ts";

/** Follows the page's scroll once a frame and returns the header mode and whether to offer "to top". */
export function useHeaderMode(): { mode: HeaderMode; showToTop: boolean } {
  const [state, setState] = useState({ mode: "full" as HeaderMode, showToTop: false });

  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        // The updater runs later, during render: read lastY now, not then.
        const from = lastY;
        setState((prev) => {
          const mode = nextHeaderMode(prev.mode, from, y);
          const showToTop = y > SCROLL_TO_TOP_AFTER_PX;
          return mode === prev.mode && showToTop === prev.showToTop ? prev : { mode, showToTop };
        });
        lastY = y;
      });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  return state;
}
