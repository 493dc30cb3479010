/**
 * Draws the catalogue's and the home hero's pictures (decision records 021 and 032) and writes them as SVG under public/images:
 *   node scripts/make-illustrations.ts [--sheet /tmp/sheet.png]
 * The outputs are committed; run again after changing a scene or the seed data. With --sheet it
 * also renders a contact sheet of every picture, to look at them together.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { destinationSeeds } from "../server/seed/content/destinations.ts";
import { tripSeeds } from "../server/seed/content/trips.ts";
import { yachtSeeds } from "../server/seed/content/yachts.ts";
import { placeScene, tripScene, yachtScenes } from "./illustrations/catalogue-scenes.ts";
import { heroScenes } from "./illustrations/home-scenes.ts";
import { drawScene } from "./illustrations/scene.ts";

const root = "public/images";
const written: { file: string; svg: string }[] = [];

function write(key: string, svg: string) {
  const file = path.join(root, `${key}.svg`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, svg);
  written.push({ file, svg });
}

for (const place of destinationSeeds) write(`destinations/${place.id}`, drawScene(placeScene(place.id)));
for (const yacht of yachtSeeds) {
  yachtScenes(yacht.id, yacht.type, yacht.homeHarbourId, yacht.destinationIds).forEach((scene, i) => {
    write(`yachts/${yacht.id}-${i + 1}`, drawScene(scene));
  });
}
for (const trip of tripSeeds)
  write(`trips/${trip.id}`, drawScene(tripScene(trip.id, trip.yachtType, trip.destinationIds)));
for (const [key, scene] of Object.entries(heroScenes)) write(key, drawScene(scene));

const bytes = written.reduce((sum, w) => sum + w.svg.length, 0);
console.log(
  `${written.length} pictures in ${root}, ${(bytes / 1024).toFixed(0)} KB (average ${(bytes / written.length / 1024).toFixed(1)} KB)`,
);

const sheetAt = process.argv.indexOf("--sheet");
if (sheetAt > 0) {
  const out = process.argv[sheetAt + 1] ?? "/tmp/illustrations.png";
  const w = 300;
  const h = 200;
  const columns = 8;
  const tiles = await Promise.all(written.map((item) => sharp(Buffer.from(item.svg)).resize(w, h).png().toBuffer()));
  await sharp({
    create: { width: columns * w, height: Math.ceil(tiles.length / columns) * h, channels: 3, background: "#fff" },
  })
    .composite(tiles.map((input, i) => ({ input, left: (i % columns) * w, top: Math.floor(i / columns) * h })))
    .png()
    .toFile(out);
  console.log(`contact sheet: ${out}`);
}
