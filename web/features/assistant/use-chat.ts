import { useLingui } from "@lingui/react/macro";
import { useCallback, useMemo } from "react";
import { isSendable } from "../../../domain/assistant/chat-request.ts";
import type { ChatMessage } from "../../../domain/assistant/types.ts";
import { ask } from "../../lib/assistant/ask.ts";
import { awaitingReplyAtom } from "../../lib/assistant/chat-state.ts";
import { addMessage, clearConversation, greeting } from "../../lib/assistant/conversation.ts";
import { localeAtom } from "../../lib/i18n.ts";
import { store, useAtomValue } from "../../lib/store.ts";
import { useLiveQuery } from "../../lib/use-live-query.ts";

export const GREETING_ID = "greeting";

/**
 * The conversation as the widget and the page show it: the greeting, then what the device keeps.
 * `send` refuses empty input and a second question while a reply is awaited (spec section 5).
 */
export function useChat() {
  const { i18n } = useLingui();
  const stored = useLiveQuery((db) => db.chatMessages.orderBy("timestamp").toArray(), []);
  const waiting = useAtomValue(awaitingReplyAtom);
  const greetingText = i18n._(greeting);

  const messages = useMemo<ChatMessage[]>(
    () => [{ id: GREETING_ID, role: "assistant", content: greetingText, timestamp: "" }, ...(stored ?? [])],
    [stored, greetingText],
  );

  const send = useCallback(async (text: string): Promise<boolean> => {
    if (!isSendable(text) || store.get(awaitingReplyAtom)) return false;
    store.set(awaitingReplyAtom, true);
    try {
      const question = text.trim();
      await addMessage("user", question);
      const answer = await ask(question, store.get(localeAtom));
      await addMessage("assistant", answer.content, {
        sources: answer.sources,
        offline: answer.offline,
        error: answer.error,
      });
    } finally {
      store.set(awaitingReplyAtom, false);
    }
    return true;
  }, []);

  const clear = useCallback(() => clearConversation(), []);
  return { messages, send, clear, waiting, loaded: stored !== undefined };
}
