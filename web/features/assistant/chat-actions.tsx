import { useLingui } from "@lingui/react/macro";
import { Check, ClipboardCopy, Trash2 } from "lucide-react";
import styles from "./assistant.module.css";
import { useConversationText } from "./chat-panel.tsx";
import type { useChat } from "./use-chat.ts";
import type { useCopy } from "./use-copy.ts";

export const WHOLE_CHAT = "whole-chat";

/** Copy the whole chat and clear it (back to the single greeting): in the widget's header and on the page. */
export function ChatActions({ chat, copy }: { chat: ReturnType<typeof useChat>; copy: ReturnType<typeof useCopy> }) {
  const { t } = useLingui();
  const text = useConversationText(chat);
  const copiedAll = copy.copied === WHOLE_CHAT;
  return (
    <>
      <button
        type="button"
        className={styles.iconButton}
        onClick={() => void copy.copy(WHOLE_CHAT, text())}
        aria-label={copiedAll ? t`Chat copied` : t`Copy the whole chat`}
        title={copiedAll ? t`Chat copied` : t`Copy the whole chat`}
        data-copied={copiedAll ? "true" : undefined}
      >
        {copiedAll ? <Check size={16} aria-hidden="true" /> : <ClipboardCopy size={16} aria-hidden="true" />}
      </button>
      <button
        type="button"
        className={styles.iconButton}
        onClick={() => void chat.clear()}
        disabled={chat.waiting}
        aria-label={t`Clear the chat`}
        title={t`Clear the chat`}
      >
        <Trash2 size={16} aria-hidden="true" />
      </button>
    </>
  );
}
