import { Plural } from "@lingui/react/macro";

/** "2 days", "3–5 days" (in Russian the noun agrees with the last number: "3–4 дня", "5–7 дней"). */
export function DurationDays({ min, max }: { min: number; max: number }) {
  return (
    <>
      {min === max ? null : `${min}–`}
      <Plural value={max} one="# day" other="# days" />
    </>
  );
}
