/** Deterministic randomness: the same name always draws the same picture. */
export type Random = () => number;

export function randomFor(name: string): Random {
  let h = 1779033703 ^ name.length;
  for (let i = 0; i < name.length; i++) {
    h = Math.imul(h ^ name.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (random: Random, min: number, max: number) => min + random() * (max - min);

/** Numbers rounded for small files: whole units are plenty at 1200 px. */
export const r = (n: number) => Math.round(n);

export function pathFrom(points: [number, number][], close = true): string {
  const [first, ...rest] = points;
  if (!first) return "";
  return `M${r(first[0])} ${r(first[1])}${rest.map(([x, y]) => `L${r(x)} ${r(y)}`).join("")}${close ? "Z" : ""}`;
}
