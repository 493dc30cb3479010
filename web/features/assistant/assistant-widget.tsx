import { useLingui } from "@lingui/react/macro";
import { useRouterState } from "@tanstack/react-router";
import { MessageCircle } from "lucide-react";
import { Suspense, useCallback } from "react";
import { CHAT_OFFSET_PX } from "../../../domain/assistant/widget.ts";
import { optionalLazy } from "../../components/ui/optional-lazy.tsx";
import { assistantViewAtom } from "../../lib/assistant/chat-state.ts";
import { useClearOfBottomBars } from "../../lib/bottom-bars.ts";
import { store, useAtomValue } from "../../lib/store.ts";
import styles from "./assistant.module.css";
import { useShownAfterLoad } from "./use-show-after-load.ts";

// The window, the conversation and the device's database load when the window is first opened.
const ChatWindow = optionalLazy(() => import("./chat-window.tsx"));
/** The name the window and the pill show (also in chat-panel.tsx, which the pill does not load). */
const LABEL = "Yacht Companion";

/** The pages that show the conversation full-page: the widget stands aside there. */
export const ASSISTANT_PAGES = ["/yacht-assistant", "/chat"];

const PILL = { height: 48, width: 200 };

/**
 * Yacht Companion's floating window (spec section 2): shown minimised 1.5 s after load, opened by
 * the footer's or header's window event, minimised, expanded (350×500 to 600×700), cleared, and
 * dragged by its header. Mounted once by the shell's root layout.
 */
export default function AssistantWidget() {
  const path = useRouterState({ select: (state) => state.location.pathname.replace(/\/+$/, "") });
  const view = useAtomValue(assistantViewAtom);
  const open = useCallback(() => {
    if (store.get(assistantViewAtom) === "minimised") store.set(assistantViewAtom, "open");
  }, []);
  const shown = useShownAfterLoad(open);
  if (!shown || ASSISTANT_PAGES.includes(path)) return null;
  if (view === "minimised") return <MinimisedButton onOpen={open} />;
  return (
    <Suspense fallback={null}>
      <ChatWindow expanded={view === "expanded"} />
    </Suspense>
  );
}

function MinimisedButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useLingui();
  const place = useCallback(
    () => ({
      bottom: CHAT_OFFSET_PX,
      height: PILL.height,
      left: window.innerWidth - CHAT_OFFSET_PX - PILL.width,
      right: window.innerWidth - CHAT_OFFSET_PX,
    }),
    [],
  );
  // Above a price bar on a phone: it never covers a price or a button.
  const bottom = useClearOfBottomBars(place);
  return (
    <button
      type="button"
      className={styles.pill}
      data-assistant="minimised"
      style={{ bottom: `${bottom}px` }}
      onClick={onOpen}
      aria-label={t`Open Yacht Companion`}
    >
      <MessageCircle size={20} aria-hidden="true" />
      <span>{LABEL}</span>
    </button>
  );
}
