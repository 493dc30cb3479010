import type { Palette } from "./palettes.ts";
import { between, pathFrom, type Random, r } from "./random.ts";

/**
 * A hint of the place in the foreground of a scene: Shaman Rock, cliffs, stilted pines, seals on
 * rocks, a wooden village with its church, the Circum-Baikal tunnel, hot-spring steam, steppe,
 * taiga, reeds, a lighthouse, a research station. Each is drawn on one side, leaving the other
 * to the yacht.
 */
export type Hint =
  | "shaman-rock"
  | "cliffs"
  | "pines"
  | "seals"
  | "village"
  | "railway"
  | "steam"
  | "steppe"
  | "islands"
  | "taiga"
  | "delta"
  | "lighthouse"
  | "station";

export type Side = "left" | "right";
type Ctx = { p: Palette; rand: Random; horizon: number; side: Side };

/** x measured from the scene's edge on the hint's side. */
const sx = (ctx: Ctx, x: number) => (ctx.side === "left" ? x : 1200 - x);

function spruce(x: number, base: number, height: number, fill: string): string {
  const w = height * 0.32;
  const tiers = [0, 0.28, 0.52];
  return tiers
    .map((t, i) => {
      const top = base - height + t * height;
      const width = w * (0.55 + i * 0.25);
      return `<path d="M${r(x)} ${r(top)}L${r(x + width)} ${r(top + height * 0.42)}L${r(x - width)} ${r(top + height * 0.42)}Z" fill="${fill}"/>`;
    })
    .join("");
}

function forest(ctx: Ctx, from: number, to: number, base: number, tall: number, fill: string): string {
  let out = "";
  for (let x = from; x < to; x += between(ctx.rand, 12, 24)) {
    out += spruce(sx(ctx, x), base + between(ctx.rand, -6, 6), tall * between(ctx.rand, 0.7, 1.15), fill);
  }
  return out;
}

/** A headland on the hint's side: high at the edge, sloping to the water, with a low bank in front. */
function shore(ctx: Ctx, width: number, rise: number, fill: string): string {
  const h = ctx.horizon;
  const pts: [number, number][] = [[sx(ctx, -10), h - rise]];
  for (let x = 40; x <= width; x += 40) {
    const t = x / width;
    pts.push([sx(ctx, x), h + 4 - rise * (1 - t) ** 1.6 + between(ctx.rand, -3, 3)]);
  }
  pts.push(
    [sx(ctx, width + 30), h + 6],
    [sx(ctx, width * 0.7), h + 20],
    [sx(ctx, width * 0.35), h + 42],
    [sx(ctx, -10), h + 64],
  );
  return `<path d="${pathFrom(pts)}" fill="${fill}"/>`;
}

function pine(ctx: Ctx, cx: number, base: number, height: number): string {
  const lean = between(ctx.rand, -14, 14);
  const top = base - height;
  let out = "";
  for (const dx of [-30, -16, -2, 14, 28]) {
    out += `<path d="M${r(cx)} ${r(base - 34)}q${r(dx * 0.4)} 14 ${r(dx)} ${r(38 + between(ctx.rand, -4, 4))}" stroke="#5e3f2a" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  }
  out += `<path d="M${r(cx - 6)} ${r(base - 30)}L${r(cx + lean - 3)} ${r(top + 30)}L${r(cx + lean + 3)} ${r(top + 30)}L${r(cx + 6)} ${r(base - 30)}Z" fill="#a0623a"/>`;
  for (let i = 0; i < 3; i++) {
    const bx = cx + lean * 0.8 + between(ctx.rand, -50, 50);
    out += `<path d="M${r(cx + lean * 0.7)} ${r(top + 60 + i * 14)}L${r(bx)} ${r(top + 20 + i * 12)}" stroke="#7a4b2e" stroke-width="4"/>`;
  }
  const greens = ["#1f3d2a", "#2a4f36", "#386447"];
  for (let i = 0; i < 9; i++) {
    const ex = cx + lean + between(ctx.rand, -62, 62);
    const ey = top + between(ctx.rand, -6, 58);
    out += `<ellipse cx="${r(ex)}" cy="${r(ey)}" rx="${r(between(ctx.rand, 26, 48))}" ry="${r(between(ctx.rand, 11, 19))}" fill="${greens[i % 3]}"/>`;
  }
  return out;
}

const hints: Record<Hint, (ctx: Ctx) => string> = {
  "shaman-rock": (ctx) => {
    const h = ctx.horizon;
    const base = h + 70;
    const x = (v: number) => sx(ctx, v);
    const rock = pathFrom([
      [x(40), base],
      [x(60), base - 60],
      [x(90), base - 120],
      [x(120), base - 150],
      [x(150), base - 118],
      [x(175), base - 165],
      [x(205), base - 178],
      [x(232), base - 140],
      [x(250), base - 96],
      [x(290), base - 40],
      [x(320), base],
    ]);
    return `${shore(ctx, 140, 70, ctx.p.landShade)}<path d="${rock}" fill="${ctx.p.land}"/>
<path d="M${r(x(120))} ${base - 150}L${r(x(150))} ${base - 118}L${r(x(175))} ${base - 165}L${r(x(160))} ${base - 60}L${r(x(110))} ${base - 40}Z" fill="${ctx.p.landShade}" opacity=".55"/>
<path d="M${r(x(70))} ${base - 40}h210M${r(x(95))} ${base - 85}h150M${r(x(150))} ${base - 125}h70" stroke="${ctx.p.landShade}" stroke-width="3" opacity=".5"/>
<rect x="${r(x(40))}" y="${base - 4}" width="${r(Math.abs(x(320) - x(40)))}" height="10" fill="${ctx.p.shimmer}" opacity=".25" transform="${ctx.side === "right" ? `translate(${-r(Math.abs(x(320) - x(40)))} 0)` : ""}"/>`;
  },
  cliffs: (ctx) => {
    const h = ctx.horizon;
    const x = (v: number) => sx(ctx, v);
    const top = h - 230;
    const face = pathFrom([
      [x(-10), 820],
      [x(-10), top],
      [x(60), top - 20],
      [x(120), top + 10],
      [x(170), top + 40],
      [x(200), top + 90],
      [x(230), top + 110],
      [x(250), h - 40],
      [x(280), h + 20],
      [x(300), h + 60],
      [x(200), 820],
    ]);
    return `<path d="${face}" fill="${ctx.p.land}"/>
<path d="M${r(x(120))} ${top + 10}L${r(x(170))} ${top + 40}L${r(x(200))} ${top + 90}L${r(x(230))} ${top + 110}L${r(x(250))} ${h - 40}L${r(x(280))} ${h + 20}L${r(x(180))} ${h + 20}L${r(x(150))} ${top + 60}Z" fill="${ctx.p.landShade}" opacity=".6"/>
${forest(ctx, 0, 150, top + 12, 46, ctx.p.landShade)}`;
  },
  pines: (ctx) => {
    const h = ctx.horizon;
    const x = (v: number) => sx(ctx, v);
    const sand = `<path d="M${r(x(-10))} 820L${r(x(-10))} ${h + 120}Q${r(x(250))} ${h + 90} ${r(x(520))} ${h + 200}L${r(x(640))} 820Z" fill="#e7c98f"/>
<path d="M${r(x(-10))} ${h + 150}Q${r(x(260))} ${h + 120} ${r(x(540))} ${h + 230}" stroke="#fff4d8" stroke-width="4" fill="none" opacity=".7"/>`;
    let pines = "";
    for (const [px, height] of [
      [70, 310],
      [190, 250],
      [290, 210],
    ] as const) {
      pines += pine(ctx, x(px), h + 122 - px * 0.05, height);
    }
    return sand + pines;
  },
  seals: (ctx) => {
    const h = ctx.horizon;
    const x = (v: number) => sx(ctx, v);
    const base = h + 190;
    let out = `<path d="${pathFrom([
      [x(-10), 820],
      [x(-10), base - 20],
      [x(80), base - 70],
      [x(200), base - 60],
      [x(300), base - 30],
      [x(380), base + 10],
      [x(420), 820],
    ])}" fill="${ctx.p.land}"/>
<path d="${pathFrom([
      [x(200), base - 60],
      [x(300), base - 30],
      [x(380), base + 10],
      [x(320), base + 20],
      [x(220), base - 20],
    ])}" fill="${ctx.p.landShade}" opacity=".5"/>`;
    for (const [px, py, s] of [
      [70, base - 72, 1],
      [170, base - 70, 1.15],
      [270, base - 44, 0.9],
    ] as const) {
      const cx = x(px);
      const dir = ctx.side === "left" ? 1 : -1;
      out += `<ellipse cx="${r(cx)}" cy="${r(py)}" rx="${r(34 * s)}" ry="${r(13 * s)}" fill="#7d8a93"/>
<circle cx="${r(cx + dir * 30 * s)}" cy="${r(py - 9 * s)}" r="${r(11 * s)}" fill="#6d7a83"/>
<circle cx="${r(cx + dir * 35 * s)}" cy="${r(py - 11 * s)}" r="2" fill="#1c2329"/>
<ellipse cx="${r(cx - dir * 8 * s)}" cy="${r(py - 5 * s)}" rx="${r(20 * s)}" ry="${r(4 * s)}" fill="#aeb9c0" opacity=".5"/>`;
    }
    return out;
  },
  village: (ctx) => {
    const h = ctx.horizon;
    const x = (v: number) => sx(ctx, v);
    let out = shore(ctx, 420, 120, ctx.p.landShade);
    out += forest(ctx, 0, 380, h - 70, 50, ctx.p.land);
    const roofs = ["#8b3a32", "#3b5e7a", "#6a7a3a", "#8b3a32", "#5b4a3b"];
    for (let i = 0; i < 5; i++) {
      const hx = x(40 + i * 62);
      const hy = h + 8 - i * 6 + between(ctx.rand, -4, 4);
      const w = ctx.side === "left" ? 40 : -40;
      out += `<rect x="${r(Math.min(hx, hx + w))}" y="${r(hy - 26)}" width="40" height="26" fill="#c99a62"/>
<path d="M${r(hx - 4 * Math.sign(w))} ${r(hy - 26)}L${r(hx + w / 2)} ${r(hy - 46)}L${r(hx + w + 4 * Math.sign(w))} ${r(hy - 26)}Z" fill="${roofs[i]}"/>
<rect x="${r(hx + w / 2 - 5)}" y="${r(hy - 18)}" width="10" height="9" fill="#ffe2a3" opacity=".85"/>`;
    }
    const cx = x(170);
    out += `<rect x="${r(cx - 16)}" y="${h - 108}" width="32" height="60" fill="#f2ead8"/>
<rect x="${r(cx - 6)}" y="${h - 140}" width="12" height="34" fill="#f2ead8"/>
<path d="M${r(cx - 12)} ${h - 140}q12 -30 24 0Z" fill="#3f7a5c"/>
<path d="M${r(cx)} ${h - 176}v26M${r(cx - 7)} ${h - 166}h14" stroke="#d9b55a" stroke-width="3"/>`;
    return out;
  },
  railway: (ctx) => {
    const h = ctx.horizon;
    const x = (v: number) => sx(ctx, v);
    const top = h - 170;
    let out = `<path d="${pathFrom([
      [x(-10), 820],
      [x(-10), top],
      [x(100), top - 30],
      [x(220), top + 20],
      [x(330), top + 70],
      [x(430), h - 10],
      [x(470), h + 40],
      [x(420), 820],
    ])}" fill="${ctx.p.land}"/>`;
    out += forest(ctx, 0, 300, top + 20, 40, ctx.p.landShade);
    const ty = h - 6;
    const tx = x(260);
    out += `<path d="M${r(x(-10))} ${ty}L${r(x(470))} ${ty + 8}" stroke="#bfa88a" stroke-width="8"/>
<path d="M${r(tx - 42)} ${ty - 2}v-58a42 42 0 0 1 84 0v58Z" fill="#cdbfa6"/>
<path d="M${r(tx - 30)} ${ty - 2}v-52a30 30 0 0 1 60 0v52Z" fill="#141414"/>
<path d="M${r(tx - 48)} ${ty - 96}h96v-10h-96Z" fill="#b9a98e"/>
<path d="M${r(x(-10))} ${ty + 14}L${r(x(470))} ${ty + 22}" stroke="${ctx.p.landShade}" stroke-width="16" opacity=".6"/>`;
    return out;
  },
  steam: (ctx) => {
    const h = ctx.horizon;
    const x = (v: number) => sx(ctx, v);
    let out = shore(ctx, 380, 60, ctx.p.land);
    out += forest(ctx, 0, 320, h - 36, 60, ctx.p.landShade);
    const px = x(200);
    out += `<rect x="${r(px - 30)}" y="${h + 2}" width="60" height="34" fill="#9b6b45"/>
<path d="M${r(px - 40)} ${h + 4}L${r(px)} ${h - 22}L${r(px + 40)} ${h + 4}Z" fill="#5b3b2b"/>`;
    for (let i = 0; i < 6; i++) {
      const cx = px + between(ctx.rand, -120, 120);
      const cy = h - 20 - i * 28;
      out += `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(between(ctx.rand, 40, 80))}" ry="${r(between(ctx.rand, 16, 26))}" fill="#fff" opacity="${(0.35 - i * 0.045).toFixed(2)}"/>`;
    }
    return out;
  },
  steppe: (ctx) => {
    const h = ctx.horizon;
    const x = (v: number) => sx(ctx, v);
    let grass = "";
    for (let i = 0; i < 40; i++) {
      const gx = x(between(ctx.rand, 0, 300));
      const gy = between(ctx.rand, h + 40, h + 300);
      grass += `<path d="M${r(gx)} ${r(gy)}l-4 -12M${r(gx)} ${r(gy)}l2 -14M${r(gx)} ${r(gy)}l7 -10" stroke="#8a6a32" stroke-width="2"/>`;
    }
    return `<path d="M${r(x(-10))} 820L${r(x(-10))} ${h - 40}Q${r(x(160))} ${h - 95} ${r(x(330))} ${h - 20}Q${r(x(430))} ${h + 12} ${r(x(540))} ${h + 26}Q${r(x(330))} ${h + 90} ${r(x(220))} ${h + 170}Q${r(x(110))} ${h + 260} ${r(x(60))} 820Z" fill="#c9a15d"/>
<path d="M${r(x(540))} ${h + 26}Q${r(x(330))} ${h + 90} ${r(x(220))} ${h + 170}Q${r(x(110))} ${h + 260} ${r(x(60))} 820" stroke="#f0dfae" stroke-width="6" fill="none"/>
<path d="M${r(x(-10))} 820L${r(x(-10))} ${h + 30}Q${r(x(140))} ${h - 10} ${r(x(260))} ${h + 60}Q${r(x(150))} ${h + 170} ${r(x(40))} 820Z" fill="#a9823f"/>
${grass}<path d="M${r(x(880))} ${h + 2}q40 -36 90 -30q30 10 50 30Z" fill="${ctx.p.land}"/>`;
  },
  islands: (ctx) => {
    const h = ctx.horizon;
    const x = (v: number) => sx(ctx, v);
    return `<path d="M${r(x(40))} ${h + 1}q90 -48 200 -36q60 10 110 36Z" fill="${ctx.p.ridges[1]}"/>
<path d="M${r(x(330))} ${h + 1}q40 -20 90 -14q20 6 40 14Z" fill="${ctx.p.ridges[1]}"/>
${forest(ctx, 90, 300, h - 28, 22, ctx.p.ridges[2])}`;
  },
  taiga: (ctx) => {
    const h = ctx.horizon;
    let out = shore(ctx, 460, 110, ctx.p.landShade);
    out += forest(ctx, -10, 440, h - 60, 90, ctx.p.land);
    out += forest(ctx, -10, 300, h + 40, 150, ctx.p.landShade);
    return out;
  },
  delta: (ctx) => {
    const h = ctx.horizon;
    let out = "";
    for (let i = 0; i < 90; i++) {
      const xx = sx(ctx, between(ctx.rand, -10, 480));
      const base = between(ctx.rand, h + 200, 820);
      const tall = between(ctx.rand, 80, 200);
      const lean = between(ctx.rand, -14, 14);
      out += `<path d="M${r(xx)} ${r(base)}q${r(lean / 2)} ${-r(tall / 2)} ${r(lean)} ${-r(tall)}" stroke="${i % 3 ? ctx.p.land : "#b48c4e"}" stroke-width="3" fill="none"/>`;
    }
    return `<path d="M${r(sx(ctx, -10))} 820L${r(sx(ctx, -10))} ${h + 220}Q${r(sx(ctx, 260))} ${h + 190} ${r(sx(ctx, 520))} 820Z" fill="${ctx.p.landShade}"/>${out}`;
  },
  lighthouse: (ctx) => {
    const h = ctx.horizon;
    const x = (v: number) => sx(ctx, v);
    const lx = x(170);
    return `${shore(ctx, 330, 90, ctx.p.land)}
<path d="M${r(lx - 16)} ${h - 70}L${r(lx - 10)} ${h - 190}L${r(lx + 10)} ${h - 190}L${r(lx + 16)} ${h - 70}Z" fill="#f5f1e8"/>
<path d="M${r(lx - 14)} ${h - 110}L${r(lx + 14)} ${h - 110}L${r(lx + 13)} ${h - 130}L${r(lx - 13)} ${h - 130}ZM${r(lx - 12)} ${h - 160}L${r(lx + 12)} ${h - 160}L${r(lx + 11)} ${h - 178}L${r(lx - 11)} ${h - 178}Z" fill="#b83a32"/>
<rect x="${r(lx - 12)}" y="${h - 208}" width="24" height="18" fill="#ffe9a8"/>
<path d="M${r(lx - 16)} ${h - 208}L${r(lx)} ${h - 226}L${r(lx + 16)} ${h - 208}Z" fill="#b83a32"/>
<circle cx="${r(lx)}" cy="${h - 199}" r="40" fill="#ffe9a8" opacity=".18"/>`;
  },
  station: (ctx) => {
    const h = ctx.horizon;
    const x = (v: number) => sx(ctx, v);
    let out = shore(ctx, 420, 140, ctx.p.land);
    out += forest(ctx, 0, 360, h - 90, 70, ctx.p.landShade);
    const hx = x(180);
    const w = ctx.side === "left" ? 1 : -1;
    out += `<rect x="${r(Math.min(hx, hx + w * 90))}" y="${h - 32}" width="90" height="40" fill="#e8dcc4"/>
<path d="M${r(hx - w * 6)} ${h - 32}L${r(hx + w * 45)} ${h - 62}L${r(hx + w * 96)} ${h - 32}Z" fill="#2f6d8c"/>
<rect x="${r(hx + w * 14 - (w < 0 ? 14 : 0))}" y="${h - 22}" width="14" height="12" fill="#8ac6dc"/>
<rect x="${r(hx + w * 58 - (w < 0 ? 14 : 0))}" y="${h - 22}" width="14" height="12" fill="#8ac6dc"/>
<path d="M${r(x(240))} ${h + 18}L${r(x(420))} ${h + 26}" stroke="#7a5a3e" stroke-width="6"/>
<path d="M${r(x(300))} ${h + 20}v22M${r(x(360))} ${h + 23}v22M${r(x(410))} ${h + 25}v22" stroke="#5a4230" stroke-width="4"/>`;
    return out;
  },
};

export function hintSvg(hint: Hint, ctx: Ctx): string {
  return hints[hint](ctx);
}
