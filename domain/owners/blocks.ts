import * as v from "valibot";
import { isIsoDate } from "../catalogue/availability.ts";
import { om } from "./messages.ts";

/**
 * Days an owner keeps a listed yacht off the market (api.md "Owners": blocks): the same busy days
 * the customers' calendar shows. Both dates inclusive, as in the catalogue's yacht_blocks.
 */
export const BLOCK_MAX_DAYS = 366;
export const BLOCK_NOTE_MAX = 200;

const date = v.pipe(
  v.string(om.blockDates),
  v.check((value: string) => isIsoDate(value), om.blockDates),
);
const daysBetween = (start: string, end: string) => (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1;

export const blockSchema = v.pipe(
  v.object({
    startDate: date,
    endDate: date,
    note: v.optional(
      v.nullable(v.pipe(v.string(om.blockNote), v.trim(), v.maxLength(BLOCK_NOTE_MAX, om.blockNote))),
      null,
    ),
  }),
  v.forward(
    v.partialCheck([["startDate"], ["endDate"]], (b) => b.endDate >= b.startDate, om.blockDates),
    ["endDate"],
  ),
  v.forward(
    v.partialCheck(
      [["startDate"], ["endDate"]],
      (b) => daysBetween(b.startDate, b.endDate) <= BLOCK_MAX_DAYS,
      om.blockTooLong,
    ),
    ["endDate"],
  ),
);
export type BlockInput = v.InferOutput<typeof blockSchema>;

export type OwnerBlock = { id: number; yachtId: string; startDate: string; endDate: string; note: string | null };
