/**
 * Renders the app icons from the brand mark (run once after changing it; the PNGs are committed):
 * `node scripts/make-icons.ts`. Maskable icons keep the mark inside the 80% safe zone.
 */
import { writeFileSync } from "node:fs";
import sharp from "sharp";

const navy = "#0b2239";
const brass = "#c49a4a";
const sand = "#f6f3ec";

const mark = (scale: number) => {
  const offset = (48 - 48 * scale) / 2;
  return `<g transform="translate(${offset} ${offset}) scale(${scale})">
    <path d="M25 8 L25 31 L36 31 Z" fill="${sand}"/>
    <path d="M22.5 12 L22.5 31 L13 31 Z" fill="${sand}" fill-opacity="0.65"/>
    <path d="M9 35.5c2.5 0 2.5 1.8 5 1.8s2.5-1.8 5-1.8 2.5 1.8 5 1.8 2.5-1.8 5-1.8 2.5 1.8 5 1.8 2.5-1.8 5-1.8"
      fill="none" stroke="${brass}" stroke-width="2" stroke-linecap="round"/>
  </g>`;
};

const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">
  <rect width="48" height="48" rx="11" fill="${navy}"/>${mark(0.92)}</svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">
  <rect width="48" height="48" fill="${navy}"/>${mark(0.7)}</svg>`;

writeFileSync("public/icons/icon.svg", `${rounded}\n`);
const render = (svg: string, size: number, file: string) =>
  sharp(Buffer.from(svg), { density: 72 * (size / 48) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`public/icons/${file}`);

await Promise.all([
  render(rounded, 192, "icon-192.png"),
  render(rounded, 512, "icon-512.png"),
  render(maskable, 192, "maskable-192.png"),
  render(maskable, 512, "maskable-512.png"),
  render(maskable, 180, "apple-touch-icon.png"),
]);
console.log("icons written to public/icons");
