import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_MODULES_ELEMENT_ID, parseAppModules } from "../../domain/shell/app-modules.ts";
import { FIRST_SCREEN_ELEMENT_ID, parseFirstScreen } from "../../domain/shell/first-screen.ts";
import { seedHome } from "../seed/home.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
// A build's manifest, cut down: the entry, both catalogs and the home page's route chunk.
const manifest = {
  "index.html": { file: "assets/index-AbC123.js", isEntry: true },
  "locales/en/messages.po": { file: "assets/messages-En1.js" },
  "locales/ru/messages.po": { file: "assets/messages-Ru1.js" },
  "web/routes/index.tsx?tsr-split=component": {
    file: "assets/index-Home1.js",
    imports: ["index.html", "_hero-H1.js"],
    css: ["assets/home-H1.css"],
  },
  "_hero-H1.js": { file: "assets/hero-H1.js", css: ["assets/hero-H1.css"] },
};

// The build's renderer of first screens, cut down: it renders the data block's rows it was given.
const renderer = `export async function render({ url, locale, screen }) {
  if (url.startsWith("/broken")) throw new Error("no such page here");
  const slide = screen.rows?.heroSlides?.[0];
  const picture = slide ? '<img src="/images/' + slide.image + '.svg" alt="" fetchPriority="high">' : "";
  return { html: '<main data-locale="' + locale + '">' + url + picture + "</main>", routeFiles: url.split("?")[0] === "/" ? ["web/routes/index.tsx"] : [] };
}`;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "baikal-static-"));
  mkdirSync(path.join(dir, "assets"));
  mkdirSync(path.join(dir, "icons"));
  writeFileSync(
    path.join(dir, "index.html"),
    '<!doctype html><html lang="en"><head><title>Baikal</title><link rel="modulepreload" crossorigin href="/assets/framework-F1.js"></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(path.join(dir, ".vite"));
  writeFileSync(path.join(dir, ".vite", "manifest.json"), JSON.stringify(manifest));
  writeFileSync(path.join(dir, "sw.js"), "self.addEventListener('fetch', () => {});");
  writeFileSync(path.join(dir, "manifest.webmanifest"), '{"name":"Baikal"}');
  writeFileSync(path.join(dir, "assets", "index-AbC123.js"), "console.log(1)");
  writeFileSync(path.join(dir, "icons", "icon-192.png"), "png");
  mkdirSync(path.join(dir, "server"));
  writeFileSync(path.join(dir, "server", "entry-server.js"), renderer);
  t = await createTestApp({ STATIC_DIR: dir });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("serving the production build", () => {
  it("marks hashed assets immutable for a year", async () => {
    const res = await t.request("/assets/index-AbC123.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("revalidates the entry points on every load", async () => {
    for (const file of ["/index.html", "/sw.js", "/manifest.webmanifest"]) {
      const res = await t.request(file);
      expect(res.status, file).toBe(200);
      expect(res.headers.get("cache-control"), file).toBe("no-cache");
    }
  });

  it("answers every page path with the app, which renders the page or its not-found page", async () => {
    for (const route of ["/", "/yachts", "/yacht/42", "/no/such/page"]) {
      const res = await t.request(route);
      expect(res.status, route).toBe(200);
      expect(await res.text(), route).toContain('<div id="root">');
      expect(res.headers.get("cache-control"), route).toBe("no-cache");
    }
  });

  it("does not hide a missing file behind the app's HTML", async () => {
    const res = await t.request("/assets/missing-123.js");
    expect(res.status).toBe(404);
  });

  it("sends security headers, with a policy that allows no inline script", async () => {
    const res = await t.request("/");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("preloads the picture the page marks as its largest, and nothing with pages that mark none", async () => {
    await seedHome(t.database.db);
    const home = await t.request("/");
    expect(home.headers.get("link")).toBe(
      "</images/home/hero-premium-rental.svg>; rel=preload; as=image; fetchpriority=high",
    );
    expect(await home.text()).toContain(
      '<link rel="preload" as="image" href="/images/home/hero-premium-rental.svg" fetchpriority="high">',
    );
    expect((await t.request("/yachts")).headers.get("link")).toBeNull();
    expect((await t.request("/assets/index-AbC123.js")).headers.get("link")).toBeNull();
  });

  it("writes the first screen into the page: the session flag, the page's rows and the path rendered", async () => {
    await seedHome(t.database.db);
    const anonymous = firstScreenOf(await (await t.request("/")).text());
    expect(anonymous?.session).toBe(false);
    expect(anonymous?.path).toBe("/");
    expect(anonymous?.rows?.heroSlides?.map((slide) => slide.position)).toEqual([0, 1, 2, 3, 4]);
    const other = firstScreenOf(
      await (await t.request("/no/such/page", { headers: { cookie: "session=abc" } })).text(),
    );
    expect(other).toEqual({ session: true, path: "/no/such/page" });
  });

  it("names the page's language and its catalog among the app's scripts", async () => {
    const ru = await t.request("/yachts", { headers: { "accept-language": "ru-RU,ru;q=0.9" } });
    const html = await ru.text();
    expect(html).toContain('<html lang="ru"');
    expect(html).toContain('<main data-locale="ru">/yachts</main>');
    expect(announced(html)).toEqual(["/assets/framework-F1.js", "/assets/messages-Ru1.js"]);
    expect(ru.headers.get("vary")).toContain("Cookie");
    const en = await (await t.request("/yachts", { headers: { cookie: "preferred_language=en" } })).text();
    expect(en).toContain('<html lang="en"');
    expect(announced(en)).toEqual(["/assets/framework-F1.js", "/assets/messages-En1.js"]);
  });

  it("preloads no script with a page it rendered, and every script with a page the app renders", async () => {
    const rendered = await (await t.request("/yachts")).text();
    expect(preloaded(rendered)).toEqual([]);
    // A form page is the app's to render: its scripts come with the document, nothing to paint first.
    const form = await (await t.request("/auth")).text();
    expect(form).toContain('<div id="root"></div>');
    expect(preloaded(form)).toEqual(["/assets/framework-F1.js", "/assets/messages-En1.js"]);
    expect(announced(form)).toEqual([]);
  });

  it("renders the page's first screen into #root and announces the page's own scripts and styles", async () => {
    const html = await (await t.request("/?from=test")).text();
    expect(html).toContain('<div id="root"><main data-locale="en">/?from=test');
    expect(announced(html)).toEqual([
      "/assets/framework-F1.js",
      "/assets/messages-En1.js",
      "/assets/index-Home1.js",
      "/assets/hero-H1.js",
    ]);
    expect([...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      "/assets/home-H1.css",
      "/assets/hero-H1.css",
    ]);
    // The service worker's copy of the shell is the build's file, the same for every visitor.
    const shell = await (await t.request("/index.html")).text();
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).not.toContain(FIRST_SCREEN_ELEMENT_ID);
  });

  it("leaves the page to the browser when the server cannot render it, and never serves the renderer", async () => {
    const html = await (await t.request("/broken")).text();
    expect(html).toContain('<div id="root"></div>');
    expect(firstScreenOf(html)).toEqual({ session: false });
    expect((await t.request("/server/entry-server.js")).status).toBe(404);
  });

  it("sends the page gzipped to a browser that accepts it", async () => {
    const res = await t.request("/", { headers: { "accept-encoding": "gzip, br" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const html = gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8");
    expect(html).toContain('<div id="root">');
  });
});

function firstScreenOf(html: string) {
  const match = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">(.*?)</script>`).exec(html);
  return parseFirstScreen(match?.[1]);
}

function announced(html: string): string[] {
  const match = new RegExp(`<script type="application/json" id="${APP_MODULES_ELEMENT_ID}">(.*?)</script>`).exec(html);
  return parseAppModules(match?.[1]);
}

function preloaded(html: string): string[] {
  return [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? "");
}
