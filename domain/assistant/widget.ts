/**
 * The widget's timings and sizes (spec sections 2 and 9), and where a dragged window may go.
 */
export const ASSISTANT_SHOW_DELAY_MS = 1500;
export const COPY_CONFIRM_MS = 2000;
export const CHAT_OFFSET_PX = 20;
export const CHAT_SIZE = { width: 350, height: 500 } as const;
export const CHAT_SIZE_EXPANDED = { width: 600, height: 700 } as const;

/** The widget's states (spec section 4, Assistant): shown minimised, open, or expanded. */
export type AssistantView = "minimised" | "open" | "expanded";

export type Size = { width: number; height: number };
export type Point = { x: number; y: number };

/** A window's size on a screen: the spec's size, smaller where the screen is (20 px kept around it). */
export function fittedSize(wanted: Size, viewport: Size): Size {
  return {
    width: Math.max(0, Math.min(wanted.width, viewport.width - 2 * CHAT_OFFSET_PX)),
    height: Math.max(0, Math.min(wanted.height, viewport.height - 2 * CHAT_OFFSET_PX)),
  };
}

/** The default place: 20 px from the right and the bottom (top-left corner of the window). */
export function defaultPlace(size: Size, viewport: Size): Point {
  return { x: viewport.width - size.width - CHAT_OFFSET_PX, y: viewport.height - size.height - CHAT_OFFSET_PX };
}

/** A dragged window is kept wholly on screen. */
export function keepOnScreen(place: Point, size: Size, viewport: Size): Point {
  const clamp = (value: number, max: number) => Math.min(Math.max(0, value), Math.max(0, max));
  return { x: clamp(place.x, viewport.width - size.width), y: clamp(place.y, viewport.height - size.height) };
}

/** The whole chat as text to copy: each message under its author's label, greeting first. */
export function conversationText(
  messages: readonly { role: "user" | "assistant"; content: string }[],
  labels: { user: string; assistant: string },
): string {
  return messages.map((m) => `${m.role === "user" ? labels.user : labels.assistant}: ${m.content}`).join("\n\n");
}
