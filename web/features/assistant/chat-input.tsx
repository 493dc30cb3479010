import { useLingui } from "@lingui/react/macro";
import { SendHorizontal } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { CHAT_MESSAGE_MAX_CHARS, isSendable } from "../../../domain/assistant/chat-request.ts";
import { useHydrating } from "../../lib/use-hydrating.ts";
import styles from "./assistant.module.css";

/**
 * The question box (spec section 5): Enter sends, Shift+Enter starts a new line; empty or
 * whitespace-only input is not sent, nor anything while a reply is awaited.
 */
export function ChatInput({ waiting, onSend }: { waiting: boolean; onSend: (text: string) => Promise<boolean> }) {
  const { t } = useLingui();
  const [text, setText] = useState("");
  // The server's HTML of /chat takes no typing: a question written before the app has taken the
  // page over would be lost (decision record 066).
  const hydrating = useHydrating();
  const canSend = isSendable(text) && !waiting && !hydrating;

  const submit = () => {
    if (!canSend) return;
    const question = text;
    setText("");
    void onSend(question);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      className={styles.inputRow}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <textarea
        className={styles.input}
        rows={2}
        value={text}
        maxLength={CHAT_MESSAGE_MAX_CHARS}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        disabled={hydrating}
        placeholder={t`Ask about yachts, places, trips, prices…`}
        aria-label={t`Your question`}
      />
      <button type="submit" className={styles.send} disabled={!canSend} aria-label={t`Send`}>
        <SendHorizontal size={18} aria-hidden="true" />
      </button>
    </form>
  );
}
