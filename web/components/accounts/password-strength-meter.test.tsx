import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PasswordStrengthMeter } from "./password-strength-meter.tsx";

const meter = (password: string) =>
  render(
    <I18nProvider i18n={i18n}>
      <PasswordStrengthMeter password={password} />
    </I18nProvider>,
  );

describe("the password strength widget", () => {
  it("names the five levels of section 4 in Russian, each with its colour step", () => {
    act(() => i18n.activate("ru"));
    const cases: [string, string, string][] = [
      ["", "Очень слабый", "very_weak"],
      ["abc", "Слабый", "weak"],
      ["abcdefgH", "Средний", "medium"],
      ["abcdefgH1", "Хороший", "good"],
      ["abcdefgH1!", "Отличный", "excellent"],
    ];
    for (const [password, label, level] of cases) {
      const { container, unmount } = meter(password);
      expect(screen.getByText(label)).toBeTruthy();
      expect(container.firstElementChild?.getAttribute("data-level")).toBe(level);
      unmount();
    }
  });

  it("ticks each of the five rules as it holds", () => {
    const { container } = meter("Baikal");
    const met = [...container.querySelectorAll("li[data-met]")].map((item) => item.textContent);
    expect(met).toEqual(["An uppercase letterdone", "A lowercase letterdone"]);
    expect(screen.getByText("Weak")).toBeTruthy();
  });
});
