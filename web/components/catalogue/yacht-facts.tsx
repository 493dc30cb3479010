import { Plural, Trans } from "@lingui/react/macro";
import { BedDouble, Ruler, Users } from "lucide-react";
import type { YachtSummary } from "../../../domain/catalogue/types.ts";
import { useLocale } from "../../lib/catalogue/use-catalogue.ts";
import { formatNumber } from "../../lib/format.ts";

/** The three numbers people compare yachts by: length, guests, cabins. */
type Props = { yacht: Pick<YachtSummary, "lengthM" | "capacity" | "cabins">; className?: string | undefined };

export function YachtFacts({ yacht, className }: Props) {
  const locale = useLocale();
  return (
    <ul className={className}>
      <li>
        <Ruler size={15} aria-hidden="true" />
        <Trans>{formatNumber(yacht.lengthM, locale, { maximumFractionDigits: 1 })} m</Trans>
      </li>
      <li>
        <Users size={15} aria-hidden="true" />
        <Plural value={yacht.capacity} one="# guest" other="# guests" />
      </li>
      <li>
        <BedDouble size={15} aria-hidden="true" />
        <Plural value={yacht.cabins} _0="No cabin" one="# cabin" other="# cabins" />
      </li>
    </ul>
  );
}
