/**
 * Lake Baikal's outline and Olkhon island as [latitude, longitude] points, traced by hand at about
 * 20 km resolution from the lake's published shoreline: enough to draw the lake and place its
 * harbours on the weather map with no map tiles, offline.
 */
export type LatLon = readonly [number, number];

export const lakeOutline: readonly LatLon[] = [
  // The western shore, south to north.
  [51.72, 103.72],
  [51.85, 104.05],
  [51.87, 104.6],
  [51.84, 104.86],
  [51.9, 105.05],
  [52.1, 105.42],
  [52.26, 105.68],
  [52.5, 106.05],
  [52.75, 106.42],
  [52.95, 106.72],
  [53.12, 106.86],
  [53.3, 107.15],
  [53.5, 107.55],
  [53.8, 107.92],
  [54.12, 108.15],
  [54.5, 108.5],
  [54.9, 108.85],
  [55.3, 109.05],
  [55.62, 109.3],
  [55.76, 109.45],
  [55.8, 109.62],
  // The eastern shore, north to south.
  [55.7, 109.78],
  [55.45, 109.88],
  [55.1, 109.6],
  [54.8, 109.48],
  [54.45, 109.52],
  [54.15, 109.55],
  [53.95, 109.3],
  [53.82, 109.15],
  [53.65, 108.85],
  [53.45, 109.05],
  [53.25, 108.75],
  [53.0, 108.3],
  [52.7, 107.7],
  [52.5, 107.15],
  [52.3, 106.6],
  [52.12, 106.2],
  [51.78, 105.62],
  [51.56, 105.02],
  [51.48, 104.42],
  [51.52, 103.98],
  [51.62, 103.72],
];

export const olkhonOutline: readonly LatLon[] = [
  [52.98, 106.95],
  [53.1, 107.12],
  [53.18, 107.26],
  [53.3, 107.45],
  [53.45, 107.74],
  [53.4, 107.82],
  [53.25, 107.6],
  [53.1, 107.35],
  [52.99, 107.08],
];
