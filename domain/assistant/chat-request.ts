import * as v from "valibot";
import { assistantMessages } from "./messages.ts";

/**
 * The body of POST /api/chat (spec section 7): only the current message, no history. Its limits
 * are named here so that the widget and the server refuse the same things.
 */
export const CHAT_MESSAGE_MAX_CHARS = 2000;
/** Questions one session may ask in a window: a person types a few a minute, a script hundreds. */
export const CHAT_REQUESTS_PER_SESSION = 20;
export const CHAT_REQUESTS_WINDOW_MS = 60_000;
/** A configured model that has not answered by then is dropped for the built-in answer. */
export const CHAT_MODEL_TIMEOUT_MS = 10_000;

export const chatRequestSchema = v.object({
  messages: v.pipe(
    v.array(
      v.object({
        role: v.literal("user", assistantMessages.onlyUser.id),
        content: v.pipe(
          v.string(assistantMessages.emptyQuestion.id),
          v.trim(),
          v.nonEmpty(assistantMessages.emptyQuestion.id),
          v.maxLength(CHAT_MESSAGE_MAX_CHARS, assistantMessages.questionTooLong.id),
        ),
      }),
      assistantMessages.emptyQuestion.id,
    ),
    v.length(1, assistantMessages.oneMessage.id),
  ),
});
export type ChatRequest = v.InferOutput<typeof chatRequestSchema>;

/** The input rule of spec section 5: empty or whitespace-only is not sent. */
export function isSendable(text: string): boolean {
  return text.trim().length > 0 && text.trim().length <= CHAT_MESSAGE_MAX_CHARS;
}
