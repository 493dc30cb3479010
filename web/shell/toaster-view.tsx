import { useEffect, useState } from "react";
import { Toaster } from "sonner";
import { clearOfBottomBars } from "../lib/bottom-bars.ts";
import { toasterMounted } from "../lib/toast.ts";

/** Below the header (72 px, 56 px when compact) with a little air. */
const TOP_OFFSET_PX = 84;
const TOP_OFFSET_PHONE_PX = 76;
const BOTTOM_OFFSET_PX = 16;
/** A toast's usual height, to see whether a bottom bar reaches into its place. */
const TOAST_HEIGHT_PX = 88;
/** From medium screens a toast is at most 420 px wide (spec section 9); on phones, the width less the margins. */
const TOAST_WIDTH = "min(420px, calc(100vw - 32px))";

type Place = { edge: "top" | "bottom"; bottom: number };

const editable = (element: Element | null): element is HTMLElement =>
  element instanceof HTMLElement &&
  (element.matches(
    "input:not([type=checkbox]):not([type=radio]):not([type=button]):not([type=submit]), textarea, select",
  ) ||
    element.isContentEditable);

/**
 * Where toasts go: at the top, under the header, unless a field being typed in is in the top half
 * of the screen; then at the bottom, above any bar stuck there. So a toast never covers the field
 * someone is typing in (issue 15).
 */
function placeNow(): Place {
  const bottom = () =>
    clearOfBottomBars({ bottom: BOTTOM_OFFSET_PX, height: TOAST_HEIGHT_PX, left: 0, right: window.innerWidth });
  const focused = document.activeElement;
  if (!editable(focused)) return { edge: "top", bottom: BOTTOM_OFFSET_PX };
  const rect = focused.getBoundingClientRect();
  return rect.top + rect.height / 2 < window.innerHeight / 2
    ? { edge: "bottom", bottom: bottom() }
    : { edge: "top", bottom: BOTTOM_OFFSET_PX };
}

function useToastPlace(): Place {
  const [place, setPlace] = useState<Place>(placeNow);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const next = placeNow();
        setPlace((prev) => (prev.edge === next.edge && prev.bottom === next.bottom ? prev : next));
      });
    };
    document.addEventListener("focusin", update);
    document.addEventListener("focusout", update);
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      document.removeEventListener("focusin", update);
      document.removeEventListener("focusout", update);
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
      cancelAnimationFrame(frame);
    };
  }, []);
  return place;
}

/** The toast viewport: one toast at a time (lib/toast.ts), at most 420 px wide from medium screens. */
export default function ToasterView() {
  useEffect(() => toasterMounted(), []);
  const place = useToastPlace();
  return (
    <Toaster
      visibleToasts={1}
      // At the top, below the header: the bottom belongs to the consent banner, the scroll-to-top
      // button and the bars stuck there. At the bottom only while a field near the top is typed in.
      position={place.edge === "top" ? "top-center" : "bottom-center"}
      offset={place.edge === "top" ? { top: TOP_OFFSET_PX } : { bottom: place.bottom }}
      mobileOffset={place.edge === "top" ? { top: TOP_OFFSET_PHONE_PX } : { bottom: place.bottom }}
      richColors
      closeButton
      // sonner's own rich colours miss 4.5:1 on their pale backgrounds; ours pass (WCAG 1.4.3).
      style={
        {
          "--width": TOAST_WIDTH,
          "--success-text": "var(--color-success)",
          "--error-text": "var(--color-danger)",
          "--warning-text": "var(--color-warning)",
          "--info-text": "var(--color-navy-800)",
        } as React.CSSProperties
      }
      toastOptions={{ style: { maxWidth: "420px", fontFamily: "var(--font-sans)", fontSize: "var(--text-sm)" } }}
    />
  );
}
