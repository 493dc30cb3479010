import type { ClimateNorms } from "./types.ts";
import { inSmallSea } from "./winds.ts";

/**
 * Climate norms by month for four parts of the lake, shown when there is no forecast at all and
 * labelled as norms. Rounded, approximate values (mean wind over the water, typical gusts, the
 * prevailing direction, mean daily minimum and maximum air temperature); their sources and how
 * rough they are: decision record 074.
 */
export type LakePart = "south" | "small_sea" | "middle" | "north";

/** The lake's parts by latitude, the Small Sea by its box: where the winds and the ice differ. */
export function lakePartAt(lat: number, lon: number): LakePart {
  if (inSmallSea(lat, lon)) return "small_sea";
  if (lat < 52.6) return "south";
  if (lat < 54.6) return "middle";
  return "north";
}

type Row = [windMean: number, gustTypical: number, direction: number, tMin: number, tMax: number];

// January..December.
const norms: Record<LakePart, Row[]> = {
  south: [
    [3, 7, 225, -21, -13],
    [3, 7, 225, -20, -10],
    [3, 8, 225, -13, -2],
    [4, 9, 225, -4, 5],
    [4, 9, 225, 2, 11],
    [3, 8, 225, 8, 17],
    [3, 7, 225, 12, 20],
    [3, 8, 225, 11, 19],
    [4, 9, 135, 5, 13],
    [5, 11, 225, -1, 6],
    [6, 12, 225, -9, -2],
    [4, 9, 225, -17, -9],
  ],
  small_sea: [
    [4, 10, 315, -22, -14],
    [4, 10, 315, -22, -12],
    [4, 10, 315, -15, -4],
    [5, 11, 315, -5, 3],
    [5, 12, 315, 1, 10],
    [4, 10, 315, 7, 16],
    [4, 9, 315, 11, 19],
    [5, 11, 315, 11, 18],
    [6, 13, 315, 5, 12],
    [7, 16, 315, -1, 5],
    [8, 18, 315, -9, -2],
    [6, 14, 315, -18, -10],
  ],
  middle: [
    [3, 8, 45, -23, -15],
    [3, 8, 45, -23, -13],
    [3, 8, 45, -16, -5],
    [4, 9, 45, -6, 2],
    [4, 10, 45, 1, 9],
    [4, 9, 70, 6, 15],
    [3, 8, 70, 10, 18],
    [4, 9, 70, 10, 17],
    [5, 11, 45, 4, 11],
    [6, 13, 45, -2, 5],
    [6, 14, 45, -10, -3],
    [5, 11, 45, -19, -11],
  ],
  north: [
    [3, 7, 30, -26, -17],
    [3, 7, 30, -25, -14],
    [3, 8, 30, -18, -6],
    [4, 9, 30, -8, 1],
    [4, 9, 30, 0, 8],
    [3, 8, 30, 5, 14],
    [3, 7, 30, 9, 18],
    [3, 8, 30, 9, 16],
    [4, 10, 30, 3, 10],
    [5, 12, 30, -3, 3],
    [5, 12, 30, -12, -5],
    [4, 9, 30, -21, -13],
  ],
};

/** The norms of a month (1-12) at a place. */
export function climateNorms(lat: number, lon: number, month: number): ClimateNorms {
  const row = norms[lakePartAt(lat, lon)][month - 1] as Row;
  const [windMean, gustTypical, windDirection, temperatureMin, temperatureMax] = row;
  return { month, windMean, gustTypical, windDirection, temperatureMin, temperatureMax };
}
