import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { isChunkLoadError, RouteErrorScreen } from "./failure-screens.tsx";

const renderScreen = (error: unknown, reset = () => {}) =>
  render(
    <I18nProvider i18n={i18n}>
      <RouteErrorScreen error={error} reset={reset} />
    </I18nProvider>,
  );

describe("page failures", () => {
  it("recognises a chunk that did not load, in each browser's words", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/a.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
  });

  it("shows 'Ошибка загрузки / Не удалось загрузить компонент' for a missing chunk", () => {
    act(() => i18n.activate("ru"));
    renderScreen(new TypeError("Failed to fetch dynamically imported module: /assets/yachts.js"));
    expect(screen.getByRole("heading", { name: "Ошибка загрузки" })).toBeTruthy();
    expect(screen.getByText("Не удалось загрузить компонент")).toBeTruthy();
    expect(screen.getByText(/assets\/yachts\.js/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Перезагрузить" })).toBeTruthy();
  });

  it("offers to try a page again after any other error", () => {
    const reset = vi.fn();
    renderScreen(new Error("boom"), reset);
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(reset).toHaveBeenCalledOnce();
    expect(screen.getByText("Something went wrong. Please try again later.")).toBeTruthy();
  });
});
