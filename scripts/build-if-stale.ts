/**
 * `npm start` rebuilds the app only when what the build reads has changed. `npm run build` ends with
 * `node scripts/build-if-stale.ts --stamp`, which writes a hash of its inputs (the app's sources,
 * catalogs, public files, configuration, lockfile and BUILD_ID) to dist/.build-stamp;
 * `node scripts/build-if-stale.ts` runs `npm run build` unless dist/ holds a stamp of the same hash.
 * Contents are hashed, not times, so a fresh checkout or a switch of branches is judged by what changed.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const STAMP = path.join("dist", ".build-stamp");
const SOURCE_DIRS = ["web", "domain", "sw", "public", "locales"];
const SOURCE_FILES = [
  "index.html",
  "vite.config.ts",
  "lingui.config.ts",
  "tsconfig.json",
  "tsconfig.base.json",
  "package.json",
  "package-lock.json",
  "scripts/precompress.ts",
];
/** Tests do not reach the bundle; the catalogs' compiled .ts files are made by the build itself. */
const skipped = (file: string) => /\.test\.tsx?$/.test(file) || /^locales\/.*\.ts$/.test(file);

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile() && !skipped(full)) yield full;
  }
}

function sourcesHash(): string {
  const paths = [...SOURCE_DIRS.filter((dir) => existsSync(dir)).flatMap((dir) => [...files(dir)]), ...SOURCE_FILES]
    .filter((file) => existsSync(file) && statSync(file).isFile())
    .sort();
  const hash = createHash("sha256").update(`BUILD_ID=${process.env.BUILD_ID ?? ""}\n`);
  for (const file of paths) hash.update(`${file}\n`).update(readFileSync(file)).update("\n");
  return hash.digest("hex");
}

if (process.argv.includes("--stamp")) {
  writeFileSync(STAMP, `${sourcesHash()}\n`);
} else {
  const stamp = existsSync(STAMP) ? readFileSync(STAMP, "utf8").trim() : "";
  if (stamp !== "" && stamp === sourcesHash()) {
    console.log("dist/ is up to date with the sources: not rebuilding (npm run build forces it)");
  } else {
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit", shell: process.platform === "win32" });
    process.exit(build.status ?? 1);
  }
}
