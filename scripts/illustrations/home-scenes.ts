import type { SceneOptions } from "./scene.ts";

/**
 * The home page hero's five pictures (spec section 1): premium yacht rental, Olkhon island, a
 * captain and crew under sail, clear water, luxury motor yachts. Keyed as the seed's slide images.
 * The boats sit right of centre, clear of the text that covers the left of the hero.
 */
export const heroScenes: Record<string, SceneOptions> = {
  "home/hero-premium-rental": {
    name: "hero-premium-rental",
    time: "golden",
    snow: true,
    hint: "islands",
    hintSide: "left",
    boat: { type: "luxury_yacht", x: 820, y: 590, scale: 1.25 },
  },
  "home/hero-olkhon": {
    name: "hero-olkhon",
    time: "dawn",
    hint: "shaman-rock",
    hintSide: "right",
    boat: { type: "sail_yacht", x: 620, y: 560, scale: 0.8 },
    birds: true,
  },
  "home/hero-captain-crew": {
    name: "hero-captain-crew",
    time: "day",
    snow: true,
    hint: "cliffs",
    hintSide: "left",
    boat: { type: "sail_yacht", x: 830, y: 610, scale: 1.35 },
    birds: true,
  },
  "home/hero-clear-water": {
    name: "hero-clear-water",
    time: "day",
    hint: "pines",
    hintSide: "right",
    boat: { type: "catamaran", x: 560, y: 560, scale: 0.85 },
  },
  "home/hero-motor-yachts": {
    name: "hero-motor-yachts",
    time: "dusk",
    snow: true,
    hint: "lighthouse",
    hintSide: "left",
    boat: { type: "motor_yacht", x: 840, y: 600, scale: 1.3 },
  },
};
