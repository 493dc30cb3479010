import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AppErrorBoundary } from "./app-error-boundary.tsx";

function Broken(): never {
  throw new Error("the chart table fell over");
}

const renderBroken = () =>
  render(
    <I18nProvider i18n={i18n}>
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>
    </I18nProvider>,
  );

describe("the whole-app failure screen", () => {
  it("shows the spec's texts, the error and a reload button", () => {
    vi.mocked(console.error).mockImplementation(() => {});
    renderBroken();
    expect(screen.getByRole("heading", { name: "Application error" })).toBeTruthy();
    expect(screen.getByText("An error occurred while loading the application.")).toBeTruthy();
    expect(screen.getByText("the chart table fell over")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
  });

  it("speaks Russian with the spec's exact words", () => {
    vi.mocked(console.error).mockImplementation(() => {});
    act(() => i18n.activate("ru"));
    renderBroken();
    expect(screen.getByRole("heading", { name: "Ошибка приложения" })).toBeTruthy();
    expect(screen.getByText("Произошла ошибка при загрузке приложения.")).toBeTruthy();
  });
});
