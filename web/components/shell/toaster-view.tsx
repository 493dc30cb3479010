import { useEffect } from "react";
import { Toaster } from "sonner";
import { toasterMounted } from "../../lib/toast.ts";

/** The toast viewport: one toast at a time, at most 420 px wide from medium screens. */
export default function ToasterView() {
  useEffect(() => toasterMounted(), []);
  return (
    <Toaster
      visibleToasts={1}
      position="bottom-center"
      richColors
      closeButton
      // On phones a toast would cover the scroll-to-top button (bottom left, 48 px high).
      mobileOffset={{ bottom: "88px" }}
      toastOptions={{ style: { maxWidth: "420px", fontFamily: "var(--font-sans)", fontSize: "var(--text-sm)" } }}
    />
  );
}
