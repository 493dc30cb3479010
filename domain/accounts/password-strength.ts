import { PASSWORD_MIN_REGISTER, PASSWORD_SPECIALS } from "./accounts.ts";

/**
 * The password strength widget of spec sections 4 and 5: five rules, the count of those satisfied
 * gives the level; the password is valid for registration only when all five hold.
 */
export const strengthRules = ["length", "uppercase", "lowercase", "digit", "special"] as const;
export type StrengthRule = (typeof strengthRules)[number];

export function hasSpecial(password: string): boolean {
  return [...password].some((char) => PASSWORD_SPECIALS.includes(char));
}

const tests: Record<StrengthRule, (password: string) => boolean> = {
  length: (p) => p.length >= PASSWORD_MIN_REGISTER,
  uppercase: (p) => /\p{Lu}/u.test(p),
  lowercase: (p) => /\p{Ll}/u.test(p),
  digit: (p) => /\d/.test(p),
  special: hasSpecial,
};

export type StrengthLevel = "very_weak" | "weak" | "medium" | "good" | "excellent";

export type Strength = {
  passed: Record<StrengthRule, boolean>;
  score: number;
  level: StrengthLevel;
  valid: boolean;
};

export function levelOf(score: number): StrengthLevel {
  if (score <= 0) return "very_weak";
  if (score <= 2) return "weak";
  if (score === 3) return "medium";
  if (score === 4) return "good";
  return "excellent";
}

export function passwordStrength(password: string): Strength {
  const passed = Object.fromEntries(strengthRules.map((rule) => [rule, tests[rule](password)])) as Record<
    StrengthRule,
    boolean
  >;
  const score = strengthRules.filter((rule) => passed[rule]).length;
  return { passed, score, level: levelOf(score), valid: score === strengthRules.length };
}
