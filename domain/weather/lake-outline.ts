/**
 * Lake Baikal's outline, Olkhon and the Ushkany Islands as [latitude, longitude] points, for the
 * weather map drawn with no map tiles, offline. The same points as the destinations' map
 * (web/features/catalogue/destinations/lake-outline.ts), here in domain/ so that a second feature can
 * draw them without importing another feature; that file can re-export this one when merged.
 */
export type LatLon = readonly [number, number];

export const lakeShore: LatLon[] = [
  [51.72, 103.68],
  [51.8, 104.05],
  [51.85, 104.55],
  [51.86, 104.86],
  [51.9, 105.07],
  [52.02, 105.35],
  [52.16, 105.55],
  [52.27, 105.72],
  [52.45, 105.95],
  [52.58, 106.17],
  [52.75, 106.45],
  [52.88, 106.68],
  [52.98, 106.82],
  [53.1, 106.98],
  [53.25, 107.22],
  [53.4, 107.52],
  [53.55, 107.8],
  [53.75, 108.0],
  [53.95, 108.1],
  [54.14, 108.16],
  [54.4, 108.38],
  [54.65, 108.6],
  [54.9, 108.84],
  [55.06, 109.0],
  [55.3, 109.13],
  [55.5, 109.2],
  [55.64, 109.3],
  [55.76, 109.48],
  [55.8, 109.62],
  [55.7, 109.8],
  [55.48, 109.9],
  [55.2, 109.8],
  [54.9, 109.62],
  [54.6, 109.56],
  [54.36, 109.5],
  [54.1, 109.38],
  [53.97, 109.22],
  [53.82, 109.17],
  [53.68, 109.07],
  [53.74, 108.98],
  [53.9, 108.98],
  [53.86, 108.74],
  [53.72, 108.62],
  [53.56, 108.68],
  [53.5, 108.88],
  [53.42, 109.02],
  [53.3, 108.86],
  [53.2, 108.72],
  [53.05, 108.5],
  [52.95, 108.25],
  [52.8, 107.95],
  [52.62, 107.55],
  [52.48, 107.05],
  [52.35, 106.7],
  [52.25, 106.36],
  [52.1, 106.24],
  [51.97, 106.05],
  [51.8, 105.85],
  [51.62, 105.4],
  [51.5, 104.95],
  [51.49, 104.4],
  [51.57, 104.0],
  [51.65, 103.75],
];

export const islands: LatLon[][] = [
  // Olkhon
  [
    [52.98, 106.92],
    [53.05, 107.05],
    [53.15, 107.22],
    [53.24, 107.4],
    [53.33, 107.58],
    [53.42, 107.78],
    [53.4, 107.85],
    [53.3, 107.73],
    [53.18, 107.53],
    [53.08, 107.31],
    [52.98, 107.11],
    [52.94, 106.98],
  ],
  // Bolshoy Ushkany
  [
    [53.88, 108.6],
    [53.87, 108.67],
    [53.84, 108.68],
    [53.83, 108.62],
    [53.85, 108.58],
  ],
];

/** Equirectangular projection at the lake's latitude into a box `width` wide. */
const LAT_TOP = 56.0;
const LAT_BOTTOM = 51.3;
const LON_LEFT = 103.4;
const LON_RIGHT = 110.2;
const SCALE_X = Math.cos((53.6 * Math.PI) / 180);

export const mapAspect = ((LON_RIGHT - LON_LEFT) * SCALE_X) / (LAT_TOP - LAT_BOTTOM);

export function project([lat, lon]: LatLon, width: number): [number, number] {
  const height = width / mapAspect;
  return [((lon - LON_LEFT) / (LON_RIGHT - LON_LEFT)) * width, ((LAT_TOP - lat) / (LAT_TOP - LAT_BOTTOM)) * height];
}

export function pathOf(points: LatLon[], width: number): string {
  return `${points
    .map((point, i) => {
      const [x, y] = project(point, width);
      return `${i === 0 ? "M" : "L"}${x.toFixed(1)} ${y.toFixed(1)}`;
    })
    .join(" ")}Z`;
}
