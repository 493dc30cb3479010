import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { forgotPasswordSchema } from "../../../domain/accounts/auth-schemas.ts";
import { useForm } from "./use-form.ts";

const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
const emailForm = (initial = { email: "" }) =>
  renderHook(({ start }) => useForm(forgotPasswordSchema, start), { wrapper, initialProps: { start: initial } });

describe("useForm", () => {
  it("keeps its helpers across renders, so effects can depend on them", () => {
    act(() => i18n.activate("en"));
    const { result, rerender } = emailForm();
    const first = result.current;
    act(() => first.set("email", "someone@example.com"));
    rerender({ start: { email: "" } });
    for (const helper of ["set", "fill", "blur", "validate", "serverErrors", "reset"] as const) {
      expect(result.current[helper]).toBe(first[helper]);
    }
  });

  it("checks the latest values through a helper kept from the first render", () => {
    act(() => i18n.activate("en"));
    const { result } = emailForm();
    const { set, validate } = result.current;
    let valid = true;
    act(() => {
      valid = validate();
    });
    expect(valid).toBe(false);
    expect(result.current.errors.email).toBeTruthy();
    act(() => set("email", "someone@example.com"));
    act(() => {
      valid = validate();
    });
    expect(valid).toBe(true);
    expect(result.current.errors.email).toBeUndefined();
  });

  it("fills only the fields still empty, and resets to the latest starting values", () => {
    act(() => i18n.activate("en"));
    const { result, rerender } = emailForm();
    const { fill, reset } = result.current;
    act(() => fill({ email: "account@example.com" }));
    expect(result.current.values.email).toBe("account@example.com");
    act(() => result.current.set("email", "typed@example.com"));
    act(() => fill({ email: "account@example.com" }));
    expect(result.current.values.email).toBe("typed@example.com");
    rerender({ start: { email: "start@example.com" } });
    act(() => reset());
    expect(result.current.values.email).toBe("start@example.com");
  });
});
