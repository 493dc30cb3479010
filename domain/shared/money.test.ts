import { describe, expect, it } from "vitest";
import { addMoney, formatMoney, isMoney, money, multiplyMoney, toMajor } from "./money.ts";

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("money", () => {
  it("keeps integer minor units", () => {
    expect(money(15000, "RUB")).toEqual({ amount: 1_500_000, currency: "RUB" });
    expect(money(12.34, "USD")).toEqual({ amount: 1234, currency: "USD" });
    expect(toMajor({ amount: 1_500_050, currency: "RUB" })).toBe(15000.5);
    expect(isMoney({ amount: 1.5, currency: "RUB" })).toBe(false);
    expect(isMoney({ amount: 150, currency: "EUR" })).toBe(false);
  });

  it("adds and multiplies without leaving whole minor units", () => {
    expect(addMoney(money(1, "USD"), money(2.5, "USD"))).toEqual(money(3.5, "USD"));
    expect(() => addMoney(money(1, "USD"), money(1, "RUB"))).toThrow();
    expect(multiplyMoney(money(0.1, "USD"), 3)).toEqual({ amount: 30, currency: "USD" });
  });

  it("formats roubles and dollars in each language", () => {
    expect(nbsp(formatMoney(money(15000, "RUB"), "ru"))).toBe("15 000 ₽");
    expect(nbsp(formatMoney(money(15000, "RUB"), "en"))).toBe("RUB 15,000");
    expect(nbsp(formatMoney(money(12400, "USD"), "en"))).toBe("$12,400");
    expect(nbsp(formatMoney(money(12400, "USD"), "ru"))).toBe("12 400 $");
    expect(nbsp(formatMoney(money(99.5, "USD"), "en"))).toBe("$99.50");
    expect(nbsp(formatMoney(money(99.5, "USD"), "en", { whole: true }))).toBe("$100");
  });
});
