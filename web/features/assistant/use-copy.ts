import { useEffect, useRef, useState } from "react";
import { COPY_CONFIRM_MS } from "../../../domain/assistant/widget.ts";

/** Copies a text and says so for 2 s (spec section 9); false when the browser refused. */
export function useCopy() {
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async (key: string, text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return false;
    }
    setCopied(key);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(null), COPY_CONFIRM_MS);
    return true;
  };
  return { copied, copy };
}
