import { useEffect } from "react";
import { Toaster } from "sonner";
import { useAtomValue } from "../lib/store.ts";
import { firstDownloadShownAtom } from "../lib/sync/status.ts";
import { toasterMounted } from "../lib/toast.ts";

/** Room for the first download's progress card, which floats in the same place under the header. */
const BELOW_PROGRESS_CARD_PX = 64;

/** The toast viewport: one toast at a time, at most 420 px wide from medium screens. */
export default function ToasterView() {
  useEffect(() => toasterMounted(), []);
  const below = useAtomValue(firstDownloadShownAtom) ? BELOW_PROGRESS_CARD_PX : 0;
  return (
    <Toaster
      visibleToasts={1}
      // At the top, below the header: the bottom belongs to the consent banner, the scroll-to-top
      // button and the assistant.
      position="top-center"
      offset={{ top: 84 + below }}
      mobileOffset={{ top: 76 + below }}
      richColors
      closeButton
      // sonner's own rich colours miss 4.5:1 on their pale backgrounds; ours pass (WCAG 1.4.3).
      style={
        {
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
