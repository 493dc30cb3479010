import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreen } from "../../domain/shell/first-screen.ts";
import { localeOf } from "../http/i18n.ts";
import { catalogScript, readManifest, renderPage } from "./page-html.service.ts";

/**
 * Serves the production build. Hashed assets are immutable for a year; the entry points that
 * name them (index.html, the worker, the manifest) are revalidated on every load, so a new
 * deploy is seen at once. Every other path without a file extension gets the app, which renders
 * the page or its not-found page; that HTML carries the page's first-screen data (page-html.ts).
 */
const NO_CACHE = new Set(["/", "/index.html", "/sw.js", "/manifest.webmanifest"]);

export function cacheControlFor(filePath: string): string {
  if (filePath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (NO_CACHE.has(filePath)) return "no-cache";
  return "public, max-age=3600";
}

/** What a page's HTML carries: its first-screen data and the picture it paints first, if any. */
export type PageData = { firstScreen: FirstScreen; preloadImage: string | null };
export type PageDataFor = (c: Context, pagePath: string) => Promise<PageData>;

const noPageData: PageDataFor = async () => ({ firstScreen: { session: false }, preloadImage: null });

export function staticRoutes(staticDir: string, pageDataFor: PageDataFor = noPageData): Hono {
  const root = path.resolve(staticDir);
  const indexPath = path.join(root, "index.html");
  const build = builtFiles(root, indexPath);
  const app = new Hono();

  app.on(["GET", "HEAD"], "*", async (c, next) => {
    // /index.html itself stays the build's file: the service worker precaches it as the shell of
    // every page it serves, which must carry no one visitor's first screen.
    const pagePath = c.req.path;
    if (path.posix.extname(pagePath)) return next();
    const files = build();
    if (!files) return c.text("The web app is not built yet: run `npm run build`, then reload.", 503);
    const locale = localeOf(c);
    const page = await pageDataFor(c, pagePath);
    const html = renderPage(files.template, {
      locale,
      firstScreen: page.firstScreen,
      dataId: FIRST_SCREEN_ELEMENT_ID,
      catalog: catalogScript(files.manifest, locale),
      firstPaintImage: page.preloadImage,
    });
    c.header("Cache-Control", "no-cache");
    // The page differs by session cookie and language: no shared cache may hand it to another visitor.
    c.header("Vary", "Cookie, Accept-Language, Accept-Encoding");
    // The largest paint of a page starts downloading with the HTML, not after the scripts ran.
    if (page.preloadImage) c.header("Link", `<${page.preloadImage}>; rel=preload; as=image; fetchpriority=high`);
    c.header("Content-Type", "text/html; charset=UTF-8");
    if (!/\bgzip\b/.test(c.req.header("accept-encoding") ?? "")) return c.body(html);
    c.header("Content-Encoding", "gzip");
    return c.body(gzipSync(html));
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
