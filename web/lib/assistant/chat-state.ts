import type { AssistantView } from "../../../domain/assistant/widget.ts";
import { atom } from "../store.ts";

/**
 * The assistant's shared state (spec section 4): whether the widget is shown and how, and whether
 * a reply is awaited (the widget and the /chat page block sending meanwhile).
 */
export const assistantViewAtom = atom<AssistantView>("minimised");
export const awaitingReplyAtom = atom(false);
