import { useEffect } from "react";
import { Toaster } from "sonner";
import { toasterMounted } from "../../lib/toast.ts";

/** The toast viewport: one toast at a time, at most 420 px wide from medium screens. */
export default function ToasterView() {
  useEffect(() => toasterMounted(), []);
  return (
    <Toaster
      visibleToasts={1}
      // At the top, below the header: the bottom belongs to the consent banner, the scroll-to-top
      // button and the assistant.
      position="top-center"
      offset={{ top: 84 }}
      mobileOffset={{ top: 76 }}
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
