import { type RatedRequest, rateAll } from "../../domain/insurance/rating.ts";
import { type Tariff, tariffs } from "../../domain/insurance/tariffs.ts";
import type { Declined, Quote } from "../../domain/insurance/types.ts";

/**
 * The insurers, as the portal reaches them (decision record 077). Rating is behind this adapter so
 * an insurer with a quoting API can answer for itself later; today none of the five publishes one
 * to partners, so the built-in adapter rates from each one's tariff table kept as data
 * (domain/insurance/tariffs.ts) and marks every quote indicative, confirmed by the insurer when it
 * calls. The request itself reaches the chosen insurer by e-mail, through the mail adapter.
 */
export type InsurerAdapter = {
  kind: "tariff_tables";
  rate(
    request: RatedRequest,
    context: { requestId: string; today: string },
  ): Promise<{ quotes: Quote[]; declined: Declined[] }>;
  /** Where the chosen insurer takes requests. */
  contactOf(insurer: Quote["insurer"]): { email: string; name: Tariff["name"] };
};

export function tariffInsurers(table: readonly Tariff[] = tariffs): InsurerAdapter {
  return {
    kind: "tariff_tables",
    rate: async (request, context) => rateAll(request, table, context),
    contactOf(insurer) {
      const tariff = table.find((t) => t.id === insurer);
      if (!tariff) throw new Error(`no insurer ${insurer}`);
      return { email: tariff.email, name: tariff.name };
    },
  };
}
