import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Locale } from "../../domain/shared/locale.ts";
import { APP_MODULES_ELEMENT_ID } from "../../domain/shell/app-modules.ts";
import type { FirstScreen } from "../../domain/shell/first-screen.ts";

/**
 * The app's HTML as a page request gets it (decision records 058 and 066): the build's index.html
 * with the page's language on <html>, a preload of that language's catalog, the first screen's
 * data block, and inside #root the page's first screen as the server rendered it, with the
 * page's own scripts and styles announced and its largest picture preloaded. Chunk names come
 * from the build's manifest.
 */
type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
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

/**
 * The scripts and styles of a page's route files (web/routes/…), with every chunk they import:
 * announced in the HTML, they download beside the entry instead of in waves discovered one
 * import after another.
 */
export function routeAssets(
  manifest: Manifest,
  routeFiles: readonly string[],
): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (!chunk.isEntry) scripts.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const file of routeFiles) {
    visit(`${file}?tsr-split=component`);
    visit(file);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/** The first picture the page marks as its largest (`fetchpriority="high"`), or null. */
export function priorityImage(html: string): string | null {
  for (const [tag] of html.matchAll(/<img\b[^>]*>/g)) {
    if (!/\bfetchpriority="high"/i.test(tag)) continue;
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (src) return src.replace(/&amp;/g, "&");
  }
  return null;
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
  /** The page's first screen rendered by the server (inside #root), or null: the app renders it. */
  body: string | null;
  /** The page's own chunks and styles, beyond the entry's. */
  assets: { scripts: string[]; styles: string[] };
  /** The page's largest picture, preloaded with the document. */
  preloadImage: string | null;
};

const modulePreload = /<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;

export function renderPage(template: string, page: PageParts): string {
  if (page.body !== null) return renderServerPage(template, page);
  const present = new Set([...template.matchAll(/\bhref="([^"]+)"/g)].map((match) => match[1]));
  const head = [
    page.preloadImage
      ? `<link rel="preload" as="image" href="${attribute(page.preloadImage)}" fetchpriority="high">`
      : "",
    ...page.assets.styles
      .filter((href) => !present.has(href))
      .map((href) => `<link rel="stylesheet" crossorigin href="${attribute(href)}">`),
    page.catalog ? `<link rel="modulepreload" crossorigin href="${attribute(page.catalog)}">` : "",
    ...page.assets.scripts
      .filter((href) => !present.has(href))
      .map((href) => `<link rel="modulepreload" crossorigin href="${attribute(href)}">`),
    `<script type="application/json" id="${page.dataId}">${scriptJson(page.firstScreen)}</script>`,
  ].join("");
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${page.locale}"`)
    .replace("</head>", `${head}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${withoutImagePreload(page.body ?? "", page.preloadImage)}</div>`,
    );
}

/**
 * A page the server rendered (decision record 072, amended): its picture and styles are announced
 * with the document, its scripts (the template's preloads, the catalog, the page's chunks) only
 * named in a JSON block the entry reads once the page has loaded, so they never compete with what
 * paints the first screen.
 */
function renderServerPage(template: string, page: PageParts): string {
  const modules = new Set<string>();
  const bare = template.replace(modulePreload, (_tag, href: string) => {
    modules.add(href);
    return "";
  });
  if (page.catalog) modules.add(page.catalog);
  for (const href of page.assets.scripts) modules.add(href);
  const present = new Set([...bare.matchAll(/\bhref="([^"]+)"/g)].map((match) => match[1]));
  const head = [
    page.preloadImage
      ? `<link rel="preload" as="image" href="${attribute(page.preloadImage)}" fetchpriority="high">`
      : "",
    ...page.assets.styles
      .filter((href) => !present.has(href))
      .map((href) => `<link rel="stylesheet" crossorigin href="${attribute(href)}">`),
    `<script type="application/json" id="${page.dataId}">${scriptJson(page.firstScreen)}</script>`,
    `<script type="application/json" id="${APP_MODULES_ELEMENT_ID}">${scriptJson([...modules])}</script>`,
  ].join("");
  return bare
    .replace(/<html lang="[^"]*"/, `<html lang="${page.locale}"`)
    .replace("</head>", `${head}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${withoutImagePreload(page.body ?? "", page.preloadImage)}</div>`,
    );
}

/**
 * React's renderer preloads a high-priority picture itself, with a link at the start of the body;
 * the head already names it (before the styles), so the body's copy would only be a second one.
 */
function withoutImagePreload(body: string, image: string | null): string {
  if (!image) return body;
  const href = `href="${attribute(image)}"`;
  return body.replace(/<link\b[^>]*>/g, (tag) => (/\brel="preload"/.test(tag) && tag.includes(href) ? "" : tag));
}
