import type { BoatType } from "./boats.ts";
import type { TimeOfDay } from "./palettes.ts";
import type { Hint, Side } from "./places.ts";
import { randomFor } from "./random.ts";
import type { SceneOptions } from "./scene.ts";

/**
 * Which scene each catalogue image shows: a place's light and landmark, and for yachts their own
 * silhouette at home, under way and at anchor in the evening.
 */
type Look = { time: TimeOfDay; hint: Hint; side: Side; snow?: boolean; birds?: boolean };

export const placeLooks: Record<string, Look> = {
  listvyanka: { time: "golden", hint: "village", side: "right", snow: true },
  "port-baikal": { time: "dawn", hint: "railway", side: "left" },
  "bolshie-koty": { time: "day", hint: "station", side: "left", birds: true },
  "peschanaya-bay": { time: "day", hint: "pines", side: "left" },
  "olkhon-khuzhir": { time: "golden", hint: "shaman-rock", side: "left" },
  "small-sea": { time: "golden", hint: "steppe", side: "left", birds: true },
  "cape-ryty": { time: "dusk", hint: "cliffs", side: "right", snow: true },
  "ushkany-islands": { time: "day", hint: "seals", side: "left" },
  "chivyrkuisky-bay": { time: "dawn", hint: "steam", side: "right" },
  "barguzin-bay": { time: "day", hint: "delta", side: "left", snow: true, birds: true },
  "cape-kotelnikovsky": { time: "dusk", hint: "steam", side: "left", snow: true },
  severobaikalsk: { time: "day", hint: "lighthouse", side: "right", snow: true },
  "frolikha-bay": { time: "golden", hint: "taiga", side: "left", snow: true },
};

const defaultLook: Look = { time: "day", hint: "islands", side: "left" };
const boatScale: Record<BoatType, number> = {
  motor_yacht: 1,
  luxury_yacht: 0.95,
  sail_yacht: 0.95,
  catamaran: 0.95,
  speedboat: 1.45,
  research_vessel: 1,
};

/** The boat sits on the side away from the landmark. */
function boatAt(look: Look, type: BoatType, scale: number, y: number): NonNullable<SceneOptions["boat"]> {
  const x = look.side === "left" ? 800 : 400;
  return { type, x, y, scale: boatScale[type] * scale, flip: look.side === "right" };
}

export function placeScene(id: string): SceneOptions {
  const look = placeLooks[id] ?? defaultLook;
  return {
    name: `destination-${id}`,
    time: look.time,
    hint: look.hint,
    hintSide: look.side,
    snow: look.snow,
    birds: look.birds,
    boat: boatAt(look, "sail_yacht", 0.5, 540),
  };
}

/** Three pictures of a yacht: at its home harbour, under way at a place it sails to, at anchor at dusk. */
export function yachtScenes(id: string, type: BoatType, homeId: string, destinationIds: string[]): SceneOptions[] {
  const rand = randomFor(`yacht-${id}`);
  const away = destinationIds.find((d) => d !== homeId) ?? homeId;
  const last = destinationIds.at(-1) ?? homeId;
  const home = placeLooks[homeId] ?? defaultLook;
  const awayLook = placeLooks[away] ?? defaultLook;
  const lastLook = placeLooks[last] ?? defaultLook;
  const homeTime: TimeOfDay = rand() < 0.5 ? home.time : rand() < 0.5 ? "day" : "golden";
  return [
    {
      name: `yacht-${id}-1`,
      time: homeTime,
      hint: home.hint,
      hintSide: home.side,
      snow: home.snow,
      boat: boatAt(home, type, 1, 610),
    },
    {
      name: `yacht-${id}-2`,
      time: awayLook.time === "dusk" ? "golden" : awayLook.time,
      hint: awayLook.hint,
      hintSide: awayLook.side,
      snow: awayLook.snow,
      birds: true,
      boat: boatAt(awayLook, type, 1.3, 700),
    },
    {
      name: `yacht-${id}-3`,
      time: rand() < 0.5 ? "dusk" : "night",
      hint: lastLook.hint,
      hintSide: lastLook.side,
      snow: lastLook.snow,
      boat: boatAt(lastLook, type, 0.8, 580),
    },
  ];
}

export function tripScene(id: string, type: BoatType, destinationIds: string[]): SceneOptions {
  const main = destinationIds.find((d) => placeLooks[d]?.hint !== "village") ?? destinationIds[0] ?? "";
  const look = placeLooks[main] ?? defaultLook;
  return {
    name: `trip-${id}`,
    time: look.time === "day" ? "golden" : look.time,
    hint: look.hint,
    hintSide: look.side,
    snow: look.snow,
    birds: true,
    boat: boatAt(look, type, 1.05, 640),
  };
}
