/** How the weather's numbers are written: knots beside m/s, a compass point for a direction. */

/** 1 knot = 1852 m per hour, so 1 m/s = 3600 / 1852 kn. */
export const KNOTS_PER_MS = 3600 / 1852;

export function knots(metresPerSecond: number): number {
  return Math.round(metresPerSecond * KNOTS_PER_MS);
}

export const compassPoints = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"] as const;
export type CompassPoint = (typeof compassPoints)[number];

/** The nearest of the eight points for a direction in degrees (0 or 360 = north). */
export function compassPoint(degrees: number): CompassPoint {
  const normal = ((degrees % 360) + 360) % 360;
  return compassPoints[Math.round(normal / 45) % 8] as CompassPoint;
}

/** The circular mean of directions weighted by speed: a day's prevailing wind. */
export function meanDirection(directions: readonly number[], weights: readonly number[]): number {
  let x = 0;
  let y = 0;
  directions.forEach((d, i) => {
    const w = weights[i] ?? 1;
    x += Math.cos((d * Math.PI) / 180) * w;
    y += Math.sin((d * Math.PI) / 180) * w;
  });
  if (x === 0 && y === 0) return directions[0] ?? 0;
  const degrees = (Math.atan2(y, x) * 180) / Math.PI;
  return Math.round((degrees + 360) % 360);
}
