import { addDays } from "../../domain/catalogue/availability.ts";
import { type AnnualSpan, occurrencesBetween, WINTER } from "../../domain/catalogue/sailing-season.ts";

/**
 * Owner blocks of the seed (decision records 020 and 055): every yacht is laid up while the lake is
 * frozen (navigation runs from June to mid-October), a few have maintenance or owner's days each
 * summer, and the yachts of trip packages are kept for the trips' dates. Reasons starting with
 * "seed:" mark rows the seed may replace.
 */
export type BlockSeed = { yachtId: string; startDate: string; endDate: string; reason: string };

/**
 * Lay-ups and owner's days are placed over two years from the day the seed runs: the calendar
 * shows one year ahead, and the seed moves its dates on at least once a year.
 */
export const SEED_BLOCK_DAYS = 731;

const everySummer: { yachtId: string; span: AnnualSpan; reason: string }[] = [
  { yachtId: "sarma", span: { from: "06-01", to: "06-09" }, reason: "seed:maintenance" },
  { yachtId: "baikal-pearl", span: { from: "06-20", to: "06-24" }, reason: "seed:owner" },
  { yachtId: "baikal-pearl", span: { from: "07-05", to: "07-08" }, reason: "seed:owner" },
  { yachtId: "barguzin", span: { from: "06-12", to: "06-16" }, reason: "seed:maintenance" },
  { yachtId: "khamar-daban", span: { from: "06-27", to: "06-29" }, reason: "seed:owner" },
];

export type TripDates = { yachtId: string | null; startDate: string; endDate: string };

export function blockSeeds(yachtIds: readonly string[], trips: readonly TripDates[], today: string): BlockSeed[] {
  const until = addDays(today, SEED_BLOCK_DAYS);
  const each = (yachtId: string, span: AnnualSpan, reason: string) =>
    occurrencesBetween(span, today, until).map(({ start, end }) => ({
      yachtId,
      startDate: start,
      endDate: end,
      reason,
    }));
  return [
    ...yachtIds.flatMap((yachtId) => each(yachtId, WINTER, "seed:winter")),
    ...everySummer.flatMap((block) => each(block.yachtId, block.span, block.reason)),
    ...trips.flatMap(({ yachtId, startDate, endDate }) =>
      yachtId ? [{ yachtId, startDate, endDate, reason: "seed:trip" }] : [],
    ),
  ];
}
