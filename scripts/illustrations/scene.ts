import { type BoatType, boatSvg } from "./boats.ts";
import { type Palette, palettes, type TimeOfDay } from "./palettes.ts";
import { type Hint, hintSvg, type Side } from "./places.ts";
import { between, pathFrom, type Random, r, randomFor } from "./random.ts";

/**
 * One picture of Lake Baikal as an SVG string, 1200 × 800: the sky of a time of day, the sun or
 * the moon, ridges fading into haze (snow on the far ones where asked), the lake with reflections
 * and shimmer, or its winter ice, a hint of the place, and a yacht. Reused by the home page hero.
 */
export type SceneOptions = {
  /** Seeds the randomness: the same name draws the same scene. */
  name: string;
  time: TimeOfDay;
  snow?: boolean;
  hint?: Hint;
  hintSide?: Side;
  boat?: { type: BoatType; x: number; y: number; scale: number; flip?: boolean };
  sunX?: number;
  birds?: boolean;
  width?: number;
  height?: number;
};

export const SCENE_WIDTH = 1200;
export const SCENE_HEIGHT = 800;
const HORIZON = 470;

function ridge(rand: Random, base: number, amplitude: number, roughness: number): [number, number][] {
  // Midpoint displacement: mountain lines with large shapes and small jags.
  let points: number[] = [between(rand, 0.2, 0.8), between(rand, 0.3, 1)];
  let spread = 1;
  for (let level = 0; level < 7; level++) {
    const next: number[] = [];
    for (let i = 0; i < points.length - 1; i++) {
      const a = points[i] ?? 0;
      const b = points[i + 1] ?? 0;
      next.push(a, (a + b) / 2 + between(rand, -spread, spread) * 0.5);
    }
    next.push(points.at(-1) ?? 0);
    points = next;
    spread *= roughness;
  }
  const step = 1240 / (points.length - 1);
  return points.map((v, i) => [-20 + i * step, base - Math.max(0.05, Math.min(1.2, v)) * amplitude]);
}

/** Snow on the peaks: from the ridge line down to a ragged snowline, nothing below it. */
function snowcaps(top: [number, number][], snowline: number, rand: Random): string {
  const lower = top.map(([x, y]): [number, number] => [
    x,
    y < snowline ? Math.min(y + 46, snowline + between(rand, -10, 14)) : y,
  ]);
  return pathFrom([...top, ...lower.reverse()]);
}

function mountains(p: Palette, rand: Random, snow: boolean): string {
  const layers = [
    { base: HORIZON - 8, amp: 210, rough: 0.58, color: p.ridges[0] },
    { base: HORIZON - 2, amp: 130, rough: 0.55, color: p.ridges[1] },
    { base: HORIZON + 2, amp: 70, rough: 0.5, color: p.ridges[2] },
  ];
  let out = "";
  let reflections = "";
  layers.forEach((layer, i) => {
    const top = ridge(rand, layer.base, layer.amp, layer.rough);
    const shape = pathFrom([...top, [1220, HORIZON + 4], [-20, HORIZON + 4]]);
    out += `<path d="${shape}" fill="${layer.color}"/>`;
    if (snow && i === 0)
      out += `<path d="${snowcaps(top, layer.base - layer.amp * 0.5, rand)}" fill="${p.snow}" opacity=".92"/>`;
    if (i < 2)
      out += `<rect x="0" y="${layer.base - layer.amp * 0.45}" width="1200" height="${r(layer.amp * 0.45 + 8)}" fill="url(#haze)" opacity="${i === 0 ? 0.55 : 0.35}"/>`;
    reflections += `<path d="${shape}" fill="${layer.color}" opacity="${0.18 + i * 0.06}"/>`;
  });
  return `${out}<g transform="translate(0 ${HORIZON * 2 + 8}) scale(1 -1)" clip-path="url(#below)">${reflections}</g>`;
}

function sky(p: Palette, rand: Random, sunX: number, time: TimeOfDay): string {
  let out = `<rect width="1200" height="${HORIZON + 10}" fill="url(#sky)"/>`;
  if (p.stars) {
    for (let i = 0; i < 70; i++) {
      out += `<circle cx="${r(between(rand, 0, 1200))}" cy="${r(between(rand, 0, HORIZON - 200) ** 1.08)}" r="${between(rand, 0.6, 1.8).toFixed(1)}" fill="#fff" opacity="${between(rand, 0.3, 0.9).toFixed(2)}"/>`;
    }
  }
  out += `<circle cx="${sunX}" cy="${p.sunY}" r="260" fill="url(#glow)"/>`;
  if (time === "night") {
    out += `<circle cx="${sunX}" cy="${p.sunY}" r="32" fill="${p.sun}"/><circle cx="${sunX - 9}" cy="${p.sunY - 6}" r="7" fill="#d9d6c6"/><circle cx="${sunX + 10}" cy="${p.sunY + 9}" r="5" fill="#d9d6c6"/><circle cx="${sunX + 6}" cy="${p.sunY - 12}" r="3.5" fill="#d9d6c6"/>`;
  } else {
    out += `<circle cx="${sunX}" cy="${p.sunY}" r="${time === "day" || time === "winter" ? 38 : 46}" fill="${p.sun}"/>`;
  }
  if (time !== "night") {
    for (let i = 0; i < 5; i++) {
      const cy = between(rand, 60, HORIZON - 160);
      const cx = between(rand, -100, 1200);
      const w = between(rand, 160, 360);
      out += `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(w)}" ry="${r(between(rand, 10, 22))}" fill="${time === "day" || time === "winter" ? "#fff" : p.sunGlow}" opacity="${between(rand, 0.12, 0.3).toFixed(2)}"/>`;
    }
  }
  return out;
}

function water(p: Palette, rand: Random, sunX: number): string {
  let out = `<rect y="${HORIZON}" width="1200" height="${SCENE_HEIGHT - HORIZON}" fill="url(#water)"/>`;
  for (let i = 0; i < 90; i++) {
    const y = HORIZON + 6 + between(rand, 0, 1) ** 1.7 * (SCENE_HEIGHT - HORIZON);
    const nearSun = rand() < 0.45;
    const x = nearSun ? sunX + between(rand, -60, 60) * (1 + (y - HORIZON) / 120) : between(rand, 0, 1200);
    const w = between(rand, 10, 70) * (1 + (y - HORIZON) / 200);
    out += `<rect x="${r(x - w / 2)}" y="${r(y)}" width="${r(w)}" height="${y > 620 ? 3 : 2}" rx="1" fill="${p.shimmer}" opacity="${(nearSun ? between(rand, 0.35, 0.8) : between(rand, 0.08, 0.25)).toFixed(2)}"/>`;
  }
  return out;
}

function ice(rand: Random): string {
  let out = `<rect y="${HORIZON}" width="1200" height="${SCENE_HEIGHT - HORIZON}" fill="url(#water)"/>`;
  for (let i = 0; i < 14; i++) {
    const x0 = between(rand, -100, 1200);
    const y0 = between(rand, HORIZON + 20, 800);
    const pts: [number, number][] = [[x0, y0]];
    for (let k = 0; k < 5; k++) {
      const last = pts.at(-1) ?? [x0, y0];
      pts.push([last[0] + between(rand, 40, 140), last[1] + between(rand, -30, 30)]);
    }
    out += `<path d="${pathFrom(pts, false)}" stroke="#fff" stroke-width="${between(rand, 1, 3).toFixed(1)}" fill="none" opacity=".7"/>`;
  }
  // Hummocks: shards of turquoise ice pushed up along a crack.
  for (let i = 0; i < 16; i++) {
    const x = between(rand, 0, 1200);
    const y = between(rand, HORIZON + 40, 780);
    const s = 0.4 + (y - HORIZON) / 260;
    out += `<path d="M${r(x)} ${r(y)}l${r(18 * s)} ${-r(between(rand, 30, 60) * s)}l${r(22 * s)} ${r(40 * s)}Z" fill="#8fdde6"/><path d="M${r(x + 18 * s)} ${r(y - 40 * s)}l${r(22 * s)} ${r(40 * s)}h${-r(12 * s)}Z" fill="#3fa9bd" opacity=".7"/>`;
  }
  return out;
}

function birds(rand: Random, color: string): string {
  let out = "";
  for (let i = 0; i < 5; i++) {
    const x = between(rand, 700, 1100);
    const y = between(rand, 120, 300);
    const s = between(rand, 6, 12);
    out += `<path d="M${r(x - s)} ${r(y)}q${r(s / 2)} ${-r(s / 2)} ${r(s)} 0q${r(s / 2)} ${-r(s / 2)} ${r(s)} 0" stroke="${color}" stroke-width="2" fill="none"/>`;
  }
  return out;
}

function boat(p: Palette, options: NonNullable<SceneOptions["boat"]>, time: TimeOfDay): string {
  const dark = time === "night" || time === "dusk";
  const colors = {
    hull: dark ? "#c9d2de" : "#fbfbf8",
    shade: dark ? "#9aa6b6" : "#e3e6ea",
    dark: "#1b2738",
    sail: dark ? "#d7dbe6" : "#fffdf6",
    sailShade: p.ridges[1],
    accent: "#c49a4a",
  };
  const flip = options.flip ? -1 : 1;
  const body = boatSvg(options.type, colors);
  const t = `translate(${options.x} ${options.y}) scale(${options.scale * flip} ${options.scale})`;
  return `<g opacity=".35" transform="translate(${options.x} ${options.y}) scale(${options.scale * flip} ${-options.scale * 0.9})">${body}</g>
<ellipse cx="${options.x}" cy="${options.y + 2}" rx="${r(190 * options.scale)}" ry="${r(6 * options.scale)}" fill="#fff" opacity=".35"/>
<g transform="${t}">${body}</g>`;
}

export function drawScene(options: SceneOptions): string {
  const p = palettes[options.time];
  const rand = randomFor(options.name);
  const sunX = options.sunX ?? r(between(rand, 250, 950));
  const winter = options.time === "winter";
  const defs = `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset=".6" stop-color="${p.sky[1]}"/><stop offset="1" stop-color="${p.sky[2]}"/></linearGradient>
<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.water[0]}"/><stop offset="1" stop-color="${p.water[1]}"/></linearGradient>
<linearGradient id="haze" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[2]}" stop-opacity="0"/><stop offset="1" stop-color="${p.sky[2]}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${p.sunGlow}" stop-opacity=".9"/><stop offset="1" stop-color="${p.sunGlow}" stop-opacity="0"/></radialGradient>
<radialGradient id="vignette" cx=".5" cy=".45" r=".75"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".28"/></radialGradient>
<clipPath id="below"><rect y="${HORIZON}" width="1200" height="${SCENE_HEIGHT - HORIZON}"/></clipPath>
</defs>`;
  const ctx = { p, rand, horizon: HORIZON, side: options.hintSide ?? "left" };
  const parts = [
    defs,
    sky(p, rand, sunX, options.time),
    winter ? ice(rand) : water(p, rand, sunX),
    mountains(p, rand, options.snow ?? winter),
    options.hint ? hintSvg(options.hint, ctx) : "",
    options.boat ? boat(p, options.boat, options.time) : "",
    options.birds ? birds(rand, options.time === "day" ? "#1b2738" : "#2a2233") : "",
    `<rect width="1200" height="800" fill="url(#vignette)"/>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}" preserveAspectRatio="xMidYMid slice">${parts.join("")}</svg>\n`;
}
