import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Destination, TripPackage, Yacht } from "../domain/catalogue/types.ts";
import type { ServiceCategory } from "../domain/home/types.ts";
import { launchBrowser, newContext } from "./support/browser.ts";
import { type RunningServer, startServer } from "./support/server.ts";

let browser: Browser;
let server: RunningServer;
let pages: { path: string; text: string }[];

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
  const sync = (await (await fetch(`${server.url}/api/sync`)).json()) as {
    yachts: Yacht[];
    destinations: Destination[];
    trips: TripPackage[];
    serviceCategories: ServiceCategory[];
  };
  const [yacht] = sync.yachts.toSorted((a, b) => (b.rating ?? 0) - (a.rating ?? 0) || a.id.localeCompare(b.id));
  const skippered = sync.yachts.find((row) => row.captain !== "bareboat");
  const [destination] = sync.destinations;
  const [trip] = sync.trips;
  const [service] = sync.serviceCategories;
  if (!yacht || !skippered || !destination || !trip || !service) throw new Error("The seed has no catalogue");
  // Each public page and a text of its first screen, which only its data gives.
  pages = [
    { path: "/", text: "Sail the deepest lake on Earth" },
    { path: "/yachts", text: yacht.name.en },
    { path: `/yacht/${yacht.id}`, text: yacht.name.en },
    { path: `/yachts/${yacht.id}`, text: yacht.name.en },
    { path: "/skippered-charters", text: skippered.name.en },
    { path: "/destinations", text: destination.name.en },
    { path: `/destination/${destination.id}`, text: destination.name.en },
    { path: "/trip-packages", text: trip.title.en },
    { path: `/trips/${trip.id}`, text: trip.title.en },
    { path: "/services", text: service.title.en },
  ];
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe("the first screen comes from the server (decision record 066)", () => {
  it("is in each public page's HTML before any script runs, with its largest picture preloaded", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "en-GB" });
    const page = await context.newPage();
    for (const { path, text } of pages) {
      const response = await page.goto(`${server.url}${path}`);
      expect(response?.status(), path).toBe(200);
      await expect.poll(() => page.getByText(text, { exact: true }).first().isVisible(), { timeout: 1000 }).toBe(true);
      // The services page has no picture in its first screen.
      if (path === "/services") continue;
      const preload = await page.locator('link[rel="preload"][as="image"]').getAttribute("href", { timeout: 1000 });
      expect(preload, path).toMatch(/^\/images\/.+\.svg$/);
      // The preloaded picture is the page's high-priority one, sized, in the first screen.
      const img = page.locator(`img[src="${preload}"]`).first();
      expect(await img.getAttribute("fetchpriority"), path).toBe("high");
      expect(await img.getAttribute("width"), path).toBeTruthy();
    }
    await context.close();
  });

  it("is taken over by the app with no hydration error, no second render and no layout shift", async () => {
    for (const { path, text } of pages) {
      const context = await newContext(browser, { viewport: "phone", serviceWorkers: "block" });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await page.addInitScript(() => {
        const w = window as unknown as { shift: number };
        w.shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) w.shift += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(`${server.url}${path}`);
      // The server's element is the one the app keeps: marked before the app starts, still there after.
      const first = page.getByText(text, { exact: true }).first();
      await first.evaluate((element) => element.setAttribute("data-server", "1"));
      await page.waitForFunction(() => document.documentElement.dataset.build !== undefined);
      // The app is up: a page's links navigate in the page (the header's brand link).
      await page.waitForLoadState("load");
      await page.waitForTimeout(1500);
      expect(await page.locator('[data-server="1"]').count(), path).toBe(1);
      expect(
        errors.filter((error) => !/Service Worker|offline worker/.test(error)),
        path,
      ).toEqual([]);
      // A trip's page still shifts when the web fonts replace the fallback (about 0.1): left to the
      // font work of issue 13 (decision record 066, "What is left").
      if (!path.startsWith("/trips/")) {
        expect(await page.evaluate(() => (window as unknown as { shift: number }).shift), path).toBeLessThan(0.05);
      }
      await context.close();
    }
  });

  it("keeps a tap on a button made before the app has taken the page over, and answers it once it has", async () => {
    // Not newContext's pages: they wait for the takeover after each load, and this tap comes before it.
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: "en-GB",
      serviceWorkers: "block",
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    // The app's scripts come late, as on a slow connection; the entry itself comes at once.
    let entry = "";
    await page.route("**/assets/*.js", async (route) => {
      if (!route.request().url().endsWith(entry)) await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const html = await (await fetch(`${server.url}/`)).text();
    entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(entry).not.toBe("");
    await page.goto(`${server.url}/`, { waitUntil: "domcontentloaded" });
    const menu = page.getByRole("button", { name: "Open menu" });
    await menu.click();
    expect(await page.evaluate(() => document.documentElement.dataset.ready)).toBeUndefined();
    await page.waitForFunction(() => document.documentElement.dataset.ready === "true", undefined, { timeout: 15_000 });
    await page.getByRole("button", { name: "Close menu" }).waitFor({ timeout: 5000 });
    expect(await page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded")).toBe("true");
    expect(errors).toEqual([]);
    await context.close();
  });
});
