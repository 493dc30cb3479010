import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedHome } from "../seed/home.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "baikal-static-"));
  mkdirSync(path.join(dir, "assets"));
  mkdirSync(path.join(dir, "icons"));
  writeFileSync(path.join(dir, "index.html"), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dir, "sw.js"), "self.addEventListener('fetch', () => {});");
  writeFileSync(path.join(dir, "manifest.webmanifest"), '{"name":"Baikal"}');
  writeFileSync(path.join(dir, "assets", "index-AbC123.js"), "console.log(1)");
  writeFileSync(path.join(dir, "icons", "icon-192.png"), "png");
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

  it("preloads the first hero picture with the home page, and nothing with other pages", async () => {
    await seedHome(t.database.db);
    const home = await t.request("/");
    expect(home.headers.get("link")).toBe(
      "</images/home/hero-premium-rental.svg>; rel=preload; as=image; fetchpriority=high",
    );
    expect((await t.request("/yachts")).headers.get("link")).toBeNull();
    expect((await t.request("/assets/index-AbC123.js")).headers.get("link")).toBeNull();
  });
});
