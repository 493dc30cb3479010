import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import type { Locale } from "../../domain/shared/locale.ts";
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreen, rendersOnServer } from "../../domain/shell/first-screen.ts";
import { localeOf } from "../http/i18n.ts";
import { firstScreenRenderer, RENDERER_DIR, type RenderFirstScreen } from "./first-screen-renderer.ts";
import { catalogScript, priorityImage, readManifest, renderPage, routeAssets } from "./page-html.service.ts";

/**
 * Serves the production build. Hashed assets are immutable for a year; the entry points that
 * name them (index.html, the worker, the manifest) are revalidated on every load, so a new
 * deploy is seen at once. Every other path without a file extension gets the app, which renders
 * the page or its not-found page; that HTML carries the page's first screen, rendered by the
 * build's renderer from the page's first-screen data (page-html.service.ts, decision record 066).
 */
const NO_CACHE = new Set(["/", "/index.html", "/sw.js", "/manifest.webmanifest"]);

export function cacheControlFor(filePath: string): string {
  if (filePath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (NO_CACHE.has(filePath)) return "no-cache";
  return "public, max-age=3600";
}

/** What a page's HTML carries: its first-screen data. */
export type PageData = { firstScreen: FirstScreen };
export type PageDataFor = (c: Context, pagePath: string) => Promise<PageData>;

const noPageData: PageDataFor = async () => ({ firstScreen: { session: false } });

export function staticRoutes(staticDir: string, pageDataFor: PageDataFor = noPageData): Hono {
  const root = path.resolve(staticDir);
  const indexPath = path.join(root, "index.html");
  const build = builtFiles(root, indexPath);
  const renderer = firstScreenRenderer(root);
  const app = new Hono();
  // The server's renderer is part of the build, not of the site.
  app.all(`/${RENDERER_DIR}/*`, (c) => {
    c.header("Cache-Control", "no-store");
    return c.text("Not found", 404);
  });

  app.on(["GET", "HEAD"], "*", async (c, next) => {
    // /index.html itself stays the build's file: the service worker precaches it as the shell of
    // every page it serves, which must carry no one visitor's first screen.
    const pagePath = c.req.path;
    if (path.posix.extname(pagePath)) return next();
    const files = build();
    if (!files) return c.text("The web app is not built yet: run `npm run build`, then reload.", 503);
    const locale = localeOf(c);
    const page = await pageDataFor(c, pagePath);
    const rendered = rendersOnServer(pagePath)
      ? await renderFirstScreen(await renderer(), c.req.url, locale, page.firstScreen)
      : null;
    const firstScreen = rendered ? { ...page.firstScreen, path: pagePath } : page.firstScreen;
    const preloadImage = rendered ? priorityImage(rendered.html) : null;
    const html = renderPage(files.template, {
      locale,
      firstScreen,
      dataId: FIRST_SCREEN_ELEMENT_ID,
      catalog: catalogScript(files.manifest, locale),
      body: rendered?.html ?? null,
      assets: rendered ? routeAssets(files.manifest, rendered.routeFiles) : { scripts: [], styles: [] },
      preloadImage,
    });
    c.header("Cache-Control", "no-cache");
    // The page differs by session cookie and language: no shared cache may hand it to another visitor.
    c.header("Vary", "Cookie, Accept-Language, Accept-Encoding");
    // The largest paint of a page starts downloading with the HTML, not after the scripts ran.
    if (preloadImage) c.header("Link", `<${preloadImage}>; rel=preload; as=image; fetchpriority=high`);
    c.header("Content-Type", "text/html; charset=UTF-8");
    // An address no page answers is a 404 with the app's not-found page, so crawlers and links know.
    const status = rendered?.status ?? 200;
    if (!/\bgzip\b/.test(c.req.header("accept-encoding") ?? "")) return c.body(html, status);
    c.header("Content-Encoding", "gzip");
    return c.body(gzipSync(html), status);
  });

  // Headers go on before serveStatic builds its response (its onFound hook runs too late for them).
  app.use("*", async (c, next) => {
    c.header("Cache-Control", cacheControlFor(c.req.path));
    await next();
  });
  app.use("*", serveStatic({ root: path.relative(process.cwd(), root) || ".", precompressed: true }));

  // A missing script or image must fail as such: answering it with the app's HTML would hide a
  // broken deploy behind a confusing parse error.
  app.on(["GET", "HEAD"], "*", (c) => {
    c.header("Cache-Control", "no-store");
    return c.text("Not found", 404);
  });

  return app;
}

/**
 * The page's first screen as the app renders it, or null when the build has no renderer or it
 * failed: the app then renders the page in the browser, as the worker's cached shell does.
 */
async function renderFirstScreen(
  render: RenderFirstScreen | null,
  url: string,
  locale: Locale,
  screen: FirstScreen,
): Promise<{ html: string; routeFiles: string[]; status?: 200 | 404 } | null> {
  if (!render) return null;
  const { pathname, search } = new URL(url);
  try {
    return await render({ url: `${pathname}${search}`, locale, screen });
  } catch (error) {
    console.error(`The first screen of ${pathname} could not be rendered on the server:`, error);
    return null;
  }
}

/** The build's index.html and manifest, read again only when a new build replaced index.html. */
function builtFiles(root: string, indexPath: string) {
  let cached: { at: number; template: string; manifest: ReturnType<typeof readManifest> } | null = null;
  return () => {
    if (!existsSync(indexPath)) return null;
    const at = statSync(indexPath).mtimeMs;
    if (cached?.at !== at) cached = { at, template: readFileSync(indexPath, "utf8"), manifest: readManifest(root) };
    return cached;
  };
}
