import { type ClubTier, clubTiers, type Period, periods } from "../../../domain/club/types.ts";

/**
 * The club pages' address: the tier and period chosen (a bad one is dropped, not an error page),
 * and on /baikal-club a card a partner scanned (`card=BC-000042.code`).
 */
export type ClubSearch = { tier?: ClubTier; period?: Period; card?: string };
export type PlanSearch = { plan?: string; period?: Period };

const isTier = (value: unknown): value is ClubTier => (clubTiers as readonly unknown[]).includes(value);
const isPeriod = (value: unknown): value is Period => (periods as readonly unknown[]).includes(value);

export function clubSearchSchema(raw: Record<string, unknown>): ClubSearch {
  return {
    ...(isTier(raw.tier) ? { tier: raw.tier } : {}),
    ...(isPeriod(raw.period) ? { period: raw.period } : {}),
    ...(typeof raw.card === "string" && raw.card.length <= 40 ? { card: raw.card } : {}),
  };
}

export function planSearchSchema(raw: Record<string, unknown>): PlanSearch {
  return {
    ...(typeof raw.plan === "string" && /^[a-z-]{1,40}$/.test(raw.plan) ? { plan: raw.plan } : {}),
    ...(isPeriod(raw.period) ? { period: raw.period } : {}),
  };
}
