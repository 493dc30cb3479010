import { msg } from "@lingui/core/macro";
import type { ChatMessage, ChatSource } from "../../../domain/assistant/types.ts";
import { loadDevice } from "../use-live-query.ts";

/**
 * The conversation kept on the device (Dexie `chatMessages`): it survives a reload, and the widget
 * and the /chat page show the same one. The greeting is not stored: it is always the first
 * message, in the reader's language, so a cleared chat is back to the single greeting.
 */
export const greeting = msg`Hello! I'm Yacht Companion, your personal yacht assistant on Lake Baikal. Ask me about yachts, places to visit, trip packages, events, prices and the weather.`;

export const assistantTexts = {
  you: msg`You`,
  /** Spec section 8: a failed request. */
  failed: msg`Sorry, something went wrong. Please try again.`,
  /** Spec section 8: an empty reply. */
  empty: msg`Sorry, I could not get an answer.`,
};

const newId = () => crypto.randomUUID();

export async function addMessage(
  role: ChatMessage["role"],
  content: string,
  extra: { sources?: ChatSource[]; offline?: boolean; error?: boolean } = {},
): Promise<ChatMessage> {
  const message: ChatMessage = { id: newId(), role, content, timestamp: new Date().toISOString(), ...extra };
  const { db } = await loadDevice();
  await db.chatMessages.put(message);
  return message;
}

export async function clearConversation(): Promise<void> {
  const { db } = await loadDevice();
  await db.chatMessages.clear();
}
