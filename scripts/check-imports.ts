/**
 * The import rules of docs/architecture.md, checked on every file's relative imports (run by
 * `npm run lint`; Biome's noImportCycles checks cycles). Folders are layers, and a layer imports
 * only those listed for it:
 *
 *   domain/            domain (pure: no I/O, nothing else of ours)
 *   web/lib/device/    domain, web/lib/device (the page and the offline worker share it)
 *   web/lib/           domain, web/lib
 *   web/components/    domain, web/lib, web/components
 *   web/features/X/    domain, web/lib, web/components, web/features/X (never another feature)
 *   web/shell/         domain, web/lib, web/components, web/features, web/shell (the frame composes features)
 *   web/routes/, web/  anything in web/ and domain/
 *   sw/                domain, web/lib/device, sw
 *   server/            domain, server
 *
 * Every layer may read the compiled translation catalogs in locales/.
 *
 * Why a script and not a Biome pattern: Biome matches the import's text, and a relative import's
 * text does not say which folder it lands in ("../../x" is a feature from one depth and web/lib
 * from another). This resolves each import to its file and judges the file.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";

const roots = ["domain", "web", "sw", "server"];
const source = /\.(ts|tsx)$/;
const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)"(\.{1,2}\/[^"]+)"/gm;

type Rule = { layer: string; test: (file: string) => boolean; may: (file: string, target: string) => boolean };

const under = (folder: string) => (file: string) => file.startsWith(`${folder}/`);
const featureOf = (file: string) => /^web\/features\/([^/]+)\//.exec(file)?.[1] ?? null;
const oneOf =
  (...folders: string[]) =>
  (_file: string, target: string) =>
    folders.some((folder) => target.startsWith(`${folder}/`));

/** The first rule whose test matches a file decides what it may import. */
export const rules: Rule[] = [
  { layer: "domain", test: under("domain"), may: oneOf("domain") },
  { layer: "web/lib/device", test: under("web/lib/device"), may: oneOf("domain", "web/lib/device") },
  { layer: "web/lib", test: under("web/lib"), may: oneOf("domain", "web/lib") },
  { layer: "web/components", test: under("web/components"), may: oneOf("domain", "web/lib", "web/components") },
  {
    layer: "web/features",
    test: under("web/features"),
    may: (file, target) =>
      oneOf("domain", "web/lib", "web/components")(file, target) ||
      target.startsWith(`web/features/${featureOf(file)}/`),
  },
  {
    layer: "web/shell",
    test: under("web/shell"),
    may: oneOf("domain", "web/lib", "web/components", "web/features", "web/shell"),
  },
  { layer: "web", test: under("web"), may: oneOf("domain", "web") },
  { layer: "sw", test: under("sw"), may: oneOf("domain", "web/lib/device", "sw") },
  { layer: "server", test: under("server"), may: oneOf("domain", "server") },
];

function walk(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : walk(path);
    return source.test(entry.name) && !entry.name.endsWith(".gen.ts") ? [path] : [];
  });
}

/** Every forbidden import of the given files, as "file -> target (layer)". */
export function violations(files: string[], read: (file: string) => string): string[] {
  const found: string[] = [];
  for (const file of files) {
    const rule = rules.find((candidate) => candidate.test(file));
    if (!rule) continue;
    for (const match of read(file).matchAll(importPattern)) {
      const target = normalize(join(dirname(file), match[1] ?? ""));
      // The compiled translation catalogs are data every layer may read.
      if (!target.startsWith("locales/") && !rule.may(file, target))
        found.push(`${file} -> ${target} (${rule.layer} may not import it)`);
    }
  }
  return found;
}

if (import.meta.main) {
  const files = roots.flatMap(walk).map((file) => relative(".", file));
  const found = violations(files, (file) => readFileSync(file, "utf8"));
  for (const line of found) console.error(line);
  if (found.length) {
    console.error(`\n${found.length} import(s) break the layers of docs/architecture.md.`);
    process.exit(1);
  }
  console.log(`imports: ${files.length} files follow the layers of docs/architecture.md`);
}
