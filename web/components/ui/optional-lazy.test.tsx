import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { AppErrorBoundary } from "../status/app-error-boundary.tsx";
import { optionalLazy } from "./optional-lazy.tsx";

function Toasts({ text }: { text: string }) {
  return <p>{text}</p>;
}

describe("optionalLazy", () => {
  it("renders nothing when the code cannot load, keeps the page, and loads it when the connection returns", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    let online = false;
    const load = vi.fn(async () => {
      if (!online) throw new TypeError("Failed to fetch dynamically imported module");
      return { default: Toasts };
    });
    const Part = optionalLazy(load);
    render(
      <AppErrorBoundary>
        <p>the page</p>
        <Suspense fallback={null}>
          <Part text="Back online" />
        </Suspense>
      </AppErrorBoundary>,
    );
    await act(async () => {});
    expect(screen.getByText("the page")).toBeTruthy();
    expect(screen.queryByText("Back online")).toBeNull();
    expect(screen.queryByRole("button", { name: "Reload" })).toBeNull();

    online = true;
    await act(async () => {
      window.dispatchEvent(new Event("online"));
    });
    expect(await screen.findByText("Back online")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
