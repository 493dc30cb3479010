import { afterEach, describe, expect, it } from "vitest";
import { focusFirstField } from "./focus-first-field.ts";

const form = (html: string) => {
  const element = document.createElement("form");
  element.innerHTML = html;
  document.body.append(element);
  return element;
};

afterEach(() => {
  document.body.innerHTML = "";
});

describe("focusFirstField", () => {
  it("focuses the first empty field, past prefilled ones and buttons", () => {
    const element = form(`
      <button type="button">Close</button>
      <input name="name" value="Anna" />
      <input type="hidden" name="trip" value="olkhon" />
      <input name="email" value="" />
      <textarea name="message"></textarea>`);
    focusFirstField(element);
    expect(document.activeElement?.getAttribute("name")).toBe("email");
  });

  it("falls back to the first field when every field is filled, and skips disabled ones", () => {
    const element = form(`
      <input name="locked" value="" disabled />
      <input name="name" value="Anna" />
      <select name="guests"><option value="2" selected>2</option></select>`);
    focusFirstField(element);
    expect(document.activeElement?.getAttribute("name")).toBe("name");
  });

  it("does nothing without a container", () => {
    focusFirstField(null);
    expect(document.activeElement).toBe(document.body);
  });
});
