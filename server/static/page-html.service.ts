import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Locale } from "../../domain/shared/locale.ts";
import type { FirstScreen } from "../../domain/shell/first-screen.ts";

/**
 * The app's HTML as a page request gets it (decision record 057): the build's index.html with the
 * page's language on <html>, a preload of that language's catalog (otherwise found only once the
 * entry script has run), the first screen's data block, and on the home page the hero's first
 * picture painted before any script. Chunk names come from the build's manifest.
 */
type ManifestChunk = { file: string; imports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(staticDir: string): Manifest {
  const file = path.join(staticDir, ".vite", "manifest.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Manifest) : {};
}

/** The active language's catalog chunk, or null when the manifest does not name it. */
export function catalogScript(manifest: Manifest, locale: Locale): string | null {
  const chunk = manifest[`locales/${locale}/messages.po`];
  return chunk ? `/${chunk.file}` : null;
}

/** JSON safe inside a <script> element: nothing in it can close the element or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

export type PageParts = {
  locale: Locale;
  firstScreen: FirstScreen;
  dataId: string;
  catalog: string | null;
  /** The hero picture to paint before the scripts (home page only). */
  firstPaintImage: string | null;
};

export function renderPage(template: string, page: PageParts): string {
  // With a first paint, the picture and the styles get the connection to themselves: the
  // framework's preloads would share its bandwidth and hold the paint back; the entry script
  // still asks for them one round trip later.
  const base = page.firstPaintImage ? template.replace(/<link rel="modulepreload"[^>]*>\s*/g, "") : template;
  const head = [
    page.catalog ? `<link rel="modulepreload" crossorigin href="${attribute(page.catalog)}">` : "",
    `<script type="application/json" id="${page.dataId}">${scriptJson(page.firstScreen)}</script>`,
  ].join("");
  return base
    .replace(/<html lang="[^"]*"/, `<html lang="${page.locale}"`)
    .replace("</head>", `${head}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${page.firstPaintImage ? heroFirstPaint(page.firstPaintImage) : ""}</div>`,
    );
}

/** The hero's first picture in the hero's box (styled by base.css); the app renders over it. */
function heroFirstPaint(image: string): string {
  return `<div class="first-paint" aria-hidden="true"><div><img src="${attribute(image)}" alt="" width="1200" height="800" fetchpriority="high"></div></div>`;
}
