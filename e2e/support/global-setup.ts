import { existsSync } from "node:fs";

/** Browser tests run against the production build: refuse to start without one. */
export default function setup() {
  for (const file of ["dist/index.html", "dist/sw.js"]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` before the browser tests.`);
  }
}
