import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { WifiOff } from "lucide-react";
import { useEffect, useRef } from "react";
import { conversationText } from "../../../domain/assistant/widget.ts";
import { assistantTexts } from "../../lib/assistant/conversation.ts";
import { onlineAtom } from "../../lib/network.ts";
import { useAtomValue } from "../../lib/store.ts";
import styles from "./assistant.module.css";
import { ChatInput } from "./chat-input.tsx";
import { ChatMessageView } from "./chat-message.tsx";
import type { useChat } from "./use-chat.ts";
import type { useCopy } from "./use-copy.ts";

/** The spec's four suggested questions (section 2), shown in expanded mode only. */
export const suggestedQuestions = [
  msg`Recommend a yacht for a family of 4`,
  msg`What places are worth visiting on Baikal?`,
  msg`What's the weather like this weekend?`,
  msg`How much does a day's yacht rental cost?`,
];

export const ASSISTANT_LABEL = "Yacht Companion";

/** The text of the whole chat, as "Copy chat" puts it on the clipboard. */
export function useConversationText(chat: ReturnType<typeof useChat>) {
  const { i18n } = useLingui();
  return () => conversationText(chat.messages, { user: i18n._(assistantTexts.you), assistant: ASSISTANT_LABEL });
}

/** The conversation, the typing indicator, the suggestions and the input: the widget's and the page's body. */
export function ChatPanel({
  chat,
  copy,
  suggestions,
}: {
  chat: ReturnType<typeof useChat>;
  copy: ReturnType<typeof useCopy>;
  suggestions: boolean;
}) {
  const { i18n, t } = useLingui();
  const online = useAtomValue(onlineAtom);
  const list = useRef<HTMLOListElement>(null);
  const count = chat.messages.length;

  // The newest message in view, and the typing indicator under it.
  useEffect(() => {
    const element = list.current;
    if (element && count + Number(chat.waiting) > 0) element.scrollTop = element.scrollHeight;
  }, [count, chat.waiting]);

  return (
    <div className={styles.panel}>
      {online ? null : (
        <p className={styles.offlineBar} role="status">
          <WifiOff size={14} aria-hidden="true" />
          <Trans>Offline: answers come from the data saved on this device.</Trans>
        </p>
      )}
      <ol className={styles.messages} ref={list} aria-live="polite" aria-label={t`Conversation`}>
        {chat.messages.map((message) => (
          <ChatMessageView
            key={message.id}
            message={message}
            copied={copy.copied === message.id}
            onCopy={() => void copy.copy(message.id, message.content)}
          />
        ))}
        {chat.waiting ? (
          <li className={styles.typing} data-testid="typing" aria-label={t`Yacht Companion is typing`}>
            <span />
            <span />
            <span />
          </li>
        ) : null}
      </ol>
      {suggestions ? (
        <fieldset className={styles.suggestions} aria-label={t`Suggested questions`}>
          {suggestedQuestions.map((question) => (
            <button
              key={question.id}
              type="button"
              className={styles.suggestion}
              disabled={chat.waiting}
              onClick={() => void chat.send(i18n._(question))}
            >
              {i18n._(question)}
            </button>
          ))}
        </fieldset>
      ) : null}
      <ChatInput waiting={chat.waiting} onSend={chat.send} />
    </div>
  );
}
