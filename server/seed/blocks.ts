/**
 * Owner blocks of the seed (decision record 020): every yacht is laid up while the lake is frozen
 * (navigation runs from June to mid-October), yachts of trip packages are kept for those dates, and
 * a few have maintenance days. Reasons starting with "seed:" mark rows the seed may replace.
 */
export type BlockSeed = { yachtId: string; startDate: string; endDate: string; reason: string };

const winters = [
  ["2025-10-16", "2026-05-31"],
  ["2026-10-16", "2027-05-31"],
  ["2027-10-16", "2028-05-31"],
] as const;

const extra: BlockSeed[] = [
  { yachtId: "nerpa", startDate: "2027-07-10", endDate: "2027-07-11", reason: "seed:trip" },
  { yachtId: "kultuk", startDate: "2027-07-23", endDate: "2027-07-25", reason: "seed:trip" },
  { yachtId: "podlemorye", startDate: "2027-08-14", endDate: "2027-08-19", reason: "seed:trip" },
  { yachtId: "angara", startDate: "2027-08-01", endDate: "2027-08-10", reason: "seed:trip" },
  { yachtId: "aurora", startDate: "2027-07-17", endDate: "2027-07-23", reason: "seed:trip" },
  { yachtId: "sarma", startDate: "2027-06-01", endDate: "2027-06-09", reason: "seed:maintenance" },
  { yachtId: "baikal-pearl", startDate: "2027-06-20", endDate: "2027-06-24", reason: "seed:owner" },
  { yachtId: "baikal-pearl", startDate: "2027-07-05", endDate: "2027-07-08", reason: "seed:owner" },
  { yachtId: "barguzin", startDate: "2027-06-12", endDate: "2027-06-16", reason: "seed:maintenance" },
  { yachtId: "khamar-daban", startDate: "2027-06-27", endDate: "2027-06-29", reason: "seed:owner" },
];

export function blockSeeds(yachtIds: readonly string[]): BlockSeed[] {
  const layUps = yachtIds.flatMap((yachtId) =>
    winters.map(([startDate, endDate]) => ({ yachtId, startDate, endDate, reason: "seed:winter" })),
  );
  return [...layUps, ...extra];
}
