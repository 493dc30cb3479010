import { Trans, useLingui } from "@lingui/react/macro";
import { Maximize2, MessageCircle, Minimize2, Minus } from "lucide-react";
import { useCallback, useRef } from "react";
import { CHAT_OFFSET_PX, CHAT_SIZE, CHAT_SIZE_EXPANDED, fittedSize } from "../../../domain/assistant/widget.ts";
import { assistantViewAtom } from "../../lib/assistant/chat-state.ts";
import { useClearOfBottomBars } from "../../lib/bottom-bars.ts";
import { store } from "../../lib/store.ts";
import styles from "./assistant.module.css";
import { ChatActions } from "./chat-actions.tsx";
import { ASSISTANT_LABEL, ChatPanel } from "./chat-panel.tsx";
import { useChat } from "./use-chat.ts";
import { useCopy } from "./use-copy.ts";
import { useDrag, useViewport } from "./use-drag.ts";

/**
 * The open window (350×500, expanded 600×700): dragged by its header, kept on screen; at its
 * default place it rises above a phone's price bar. Its own chunk: a page loads only the pill.
 */
export default function ChatWindow({ expanded }: { expanded: boolean }) {
  const { t } = useLingui();
  const chat = useChat();
  const copy = useCopy();
  const viewport = useViewport();
  const wanted = fittedSize(expanded ? CHAT_SIZE_EXPANDED : CHAT_SIZE, viewport);
  // At its default place the window rises above a price bar and gives up height for it.
  const defaultPlace = useCallback(
    () => ({
      bottom: CHAT_OFFSET_PX,
      height: wanted.height,
      left: window.innerWidth - CHAT_OFFSET_PX - wanted.width,
      right: window.innerWidth - CHAT_OFFSET_PX,
    }),
    [wanted.width, wanted.height],
  );
  const bottom = useClearOfBottomBars(defaultPlace);
  const windowRef = useRef<HTMLElement>(null);
  const { place, handlers } = useDrag(windowRef, wanted, viewport);
  const size = place
    ? wanted
    : { width: wanted.width, height: Math.max(0, Math.min(wanted.height, viewport.height - bottom - CHAT_OFFSET_PX)) };
  const position = place
    ? { left: `${place.x}px`, top: `${place.y}px` }
    : { right: `${CHAT_OFFSET_PX}px`, bottom: `${bottom}px` };
  const setView = (next: "minimised" | "open" | "expanded") => store.set(assistantViewAtom, next);

  return (
    <section
      ref={windowRef}
      className={styles.window}
      data-assistant={expanded ? "expanded" : "open"}
      style={{ ...position, width: `${size.width}px`, height: `${size.height}px` }}
      aria-label={ASSISTANT_LABEL}
    >
      <header className={styles.windowHeader} {...handlers}>
        <MessageCircle size={18} aria-hidden="true" />
        <div className={styles.title}>
          <strong>{ASSISTANT_LABEL}</strong>
          <span>
            <Trans>Answers from the portal's own data</Trans>
          </span>
        </div>
        <ChatActions chat={chat} copy={copy} />
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => setView(expanded ? "open" : "expanded")}
          aria-label={expanded ? t`Make smaller` : t`Expand`}
          title={expanded ? t`Make smaller` : t`Expand`}
        >
          {expanded ? <Minimize2 size={16} aria-hidden="true" /> : <Maximize2 size={16} aria-hidden="true" />}
        </button>
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => setView("minimised")}
          aria-label={t`Minimise`}
          title={t`Minimise`}
        >
          <Minus size={16} aria-hidden="true" />
        </button>
      </header>
      <ChatPanel chat={chat} copy={copy} suggestions={expanded} />
    </section>
  );
}
