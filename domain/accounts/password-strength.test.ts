import { describe, expect, it } from "vitest";
import { levelOf, passwordStrength } from "./password-strength.ts";

describe("password strength", () => {
  it("maps the count of satisfied rules to the five levels of section 4", () => {
    expect([0, 1, 2, 3, 4, 5].map(levelOf)).toEqual(["very_weak", "weak", "weak", "medium", "good", "excellent"]);
  });

  it("counts length, upper, lower, digit and special, and is valid only with all five", () => {
    expect(passwordStrength("").score).toBe(0);
    expect(passwordStrength("abc").level).toBe("weak");
    expect(passwordStrength("abcdefgH").level).toBe("medium");
    expect(passwordStrength("abcdefgH1").level).toBe("good");
    const best = passwordStrength("Baikal1{");
    expect(best.level).toBe("excellent");
    expect(best.valid).toBe(true);
    // Upper, digit and special but no lowercase: the widget does not report it valid.
    expect(passwordStrength("BAIKAL1!").valid).toBe(false);
    expect(passwordStrength('Olkhon12"').passed.special).toBe(true);
    expect(passwordStrength("Olkhon12_").passed.special).toBe(false);
  });
});
