import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";

/**
 * Serves the production build. Hashed assets are immutable for a year; the entry points that
 * name them (index.html, the worker, the manifest) are revalidated on every load, so a new
 * deploy is seen at once. Every other path without a file extension gets the app, which renders
 * the page or its not-found page.
 */
const NO_CACHE = new Set(["/", "/index.html", "/sw.js", "/manifest.webmanifest"]);

export function cacheControlFor(filePath: string): string {
  if (filePath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (NO_CACHE.has(filePath)) return "no-cache";
  return "public, max-age=3600";
}

/** A page's picture worth preloading (the home hero's first slide), or null. */
export type PreloadFor = (path: string) => Promise<string | null>;

export function staticRoutes(staticDir: string, preloadFor: PreloadFor = async () => null): Hono {
  const root = path.resolve(staticDir);
  const indexPath = path.join(root, "index.html");
  const app = new Hono();

  // Headers go on before serveStatic builds its response (its onFound hook runs too late for them).
  app.use("*", async (c, next) => {
    c.header("Cache-Control", cacheControlFor(c.req.path));
    // The largest paint of a page starts downloading with the HTML, not after the scripts ran.
    if (!path.posix.extname(c.req.path)) {
      const image = await preloadFor(c.req.path).catch(() => null);
      if (image) c.header("Link", `<${image}>; rel=preload; as=image; fetchpriority=high`);
    }
    await next();
  });
  app.use("*", serveStatic({ root: path.relative(process.cwd(), root) || ".", precompressed: true }));

  app.on(["GET", "HEAD"], "*", (c) => {
    // A missing script or image must fail as such: answering it with the app's HTML would hide
    // a broken deploy behind a confusing parse error.
    if (path.posix.extname(c.req.path)) {
      c.header("Cache-Control", "no-store");
      return c.text("Not found", 404);
    }
    if (!existsSync(indexPath)) {
      return c.text("The web app is not built yet: run `npm run build`, then reload.", 503);
    }
    c.header("Cache-Control", "no-cache");
    return c.html(readFileSync(indexPath, "utf8"));
  });

  return app;
}
