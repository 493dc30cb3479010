import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The ranges the yacht filters offer; the URL may hold any other values, shown as "custom". */
export type RangeOption = { id: string; label: MessageDescriptor; min?: number; max?: number };

export const priceOptions: RangeOption[] = [
  { id: "any", label: msg`Any price` },
  { id: "lt25", label: msg`Under RUB 25,000`, max: 25000 },
  { id: "25-50", label: msg`RUB 25,000–50,000`, min: 25000, max: 50000 },
  { id: "50-100", label: msg`RUB 50,000–100,000`, min: 50000, max: 100000 },
  { id: "gt100", label: msg`Over RUB 100,000`, min: 100000 },
];

export const lengthOptions: RangeOption[] = [
  { id: "any", label: msg`Any length` },
  { id: "lt8", label: msg`Under 8 m`, max: 8 },
  { id: "8-12", label: msg`8–12 m`, min: 8, max: 12 },
  { id: "12-16", label: msg`12–16 m`, min: 12, max: 16 },
  { id: "gt16", label: msg`Over 16 m`, min: 16 },
];

export const guestOptions = [2, 4, 6, 8, 10, 12] as const;

export function optionFor(options: RangeOption[], min: number | undefined, max: number | undefined): string {
  return options.find((o) => o.min === min && o.max === max)?.id ?? "custom";
}
