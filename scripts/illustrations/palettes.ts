/**
 * Light of Lake Baikal by time of day: sky, sun, the mountain ridges from far to near, and the
 * water (or ice) from the horizon to the foreground. Far ridges take the sky's colour (haze).
 */
export type TimeOfDay = "dawn" | "day" | "golden" | "dusk" | "night" | "winter";

export type Palette = {
  sky: [string, string, string];
  sun: string;
  sunGlow: string;
  sunY: number;
  ridges: [string, string, string];
  snow: string;
  water: [string, string];
  shimmer: string;
  land: string;
  landShade: string;
  stars: boolean;
};

export const palettes: Record<TimeOfDay, Palette> = {
  dawn: {
    sky: ["#29365f", "#b9718d", "#f7c79a"],
    sun: "#fff1d2",
    sunGlow: "#ffd1a1",
    sunY: 440,
    ridges: ["#9a7f9c", "#6b5878", "#3d3553"],
    snow: "#f4dfe6",
    water: ["#e6ac98", "#232c52"],
    shimmer: "#ffe3c4",
    land: "#3b3147",
    landShade: "#282236",
    stars: false,
  },
  day: {
    sky: ["#2a73b5", "#7fb9dd", "#d7eef5"],
    sun: "#fffbe8",
    sunGlow: "#fff3c4",
    sunY: 150,
    ridges: ["#93b6cf", "#5d86a3", "#2f5168"],
    snow: "#ffffff",
    water: ["#8dd3df", "#0b4a6b"],
    shimmer: "#ffffff",
    land: "#3e5b45",
    landShade: "#2b4333",
    stars: false,
  },
  golden: {
    sky: ["#3a5f94", "#e2a86f", "#ffdca0"],
    sun: "#fff4cf",
    sunGlow: "#ffc878",
    sunY: 360,
    ridges: ["#b8937f", "#7a5b5a", "#473842"],
    snow: "#fff0dc",
    water: ["#f0c08e", "#1b3a5a"],
    shimmer: "#fff1c9",
    land: "#5a4636",
    landShade: "#3b2e25",
    stars: false,
  },
  dusk: {
    sky: ["#10183a", "#5c3c72", "#f0875c"],
    sun: "#ffd3a6",
    sunGlow: "#ff9a6a",
    sunY: 470,
    ridges: ["#5a4468", "#34294a", "#1d1a31"],
    snow: "#d8c3d8",
    water: ["#d78569", "#0d1430"],
    shimmer: "#ffc59d",
    land: "#1d1a2c",
    landShade: "#120f1d",
    stars: true,
  },
  night: {
    sky: ["#040a1c", "#0d1c3c", "#24416b"],
    sun: "#f4f1e1",
    sunGlow: "#8aa7d6",
    sunY: 170,
    ridges: ["#1f3354", "#142440", "#0a1528"],
    snow: "#9fb3cf",
    water: ["#29497a", "#030812"],
    shimmer: "#dfe8ff",
    land: "#0a1222",
    landShade: "#050a15",
    stars: true,
  },
  winter: {
    sky: ["#7fb0d6", "#bfdcec", "#eef8fb"],
    sun: "#ffffff",
    sunGlow: "#fdf6dc",
    sunY: 230,
    ridges: ["#c3d6e6", "#93b2c9", "#5f8199"],
    snow: "#ffffff",
    water: ["#c5eef3", "#3aa2b8"],
    shimmer: "#ffffff",
    land: "#6d8293",
    landShade: "#51677a",
    stars: false,
  },
};
