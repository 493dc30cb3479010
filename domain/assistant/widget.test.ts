import { describe, expect, it } from "vitest";
import { CHAT_SIZE, CHAT_SIZE_EXPANDED, conversationText, defaultPlace, fittedSize, keepOnScreen } from "./widget.ts";

describe("the widget's window", () => {
  it("sits 20 px from the right and the bottom", () => {
    expect(defaultPlace(CHAT_SIZE, { width: 1280, height: 800 })).toEqual({ x: 910, y: 280 });
  });

  it("keeps the spec's sizes on a wide screen and fits a phone", () => {
    expect(fittedSize(CHAT_SIZE_EXPANDED, { width: 1280, height: 900 })).toEqual({ width: 600, height: 700 });
    expect(fittedSize(CHAT_SIZE, { width: 390, height: 844 })).toEqual({ width: 350, height: 500 });
    expect(fittedSize(CHAT_SIZE_EXPANDED, { width: 390, height: 844 })).toEqual({ width: 350, height: 700 });
  });

  it("is kept on screen when dragged", () => {
    const viewport = { width: 1280, height: 800 };
    expect(keepOnScreen({ x: -50, y: 900 }, CHAT_SIZE, viewport)).toEqual({ x: 0, y: 300 });
    expect(keepOnScreen({ x: 2000, y: -10 }, CHAT_SIZE, viewport)).toEqual({ x: 930, y: 0 });
  });

  it("copies the whole chat under 'Вы' and 'Yacht Companion'", () => {
    const text = conversationText(
      [
        { role: "assistant", content: "Здравствуйте!" },
        { role: "user", content: "Яхта?" },
      ],
      { user: "Вы", assistant: "Yacht Companion" },
    );
    expect(text).toBe("Yacht Companion: Здравствуйте!\n\nВы: Яхта?");
  });
});
