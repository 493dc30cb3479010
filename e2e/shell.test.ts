import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext } from "./support/browser.ts";
import { type RunningServer, startServer } from "./support/server.ts";
import { cacheStats, waitForWorkerControl } from "./support/worker.ts";

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe("the offline shell", () => {
  it("renders / and a deep link from the worker's cache with the network cut", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(server.url);
    await page.locator("header").getByRole("link", { name: "Home" }).waitFor();
    await waitForWorkerControl(page);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole("contentinfo").waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("en");

    await page.goto(`${server.url}/yachts`);
    await page.getByRole("heading", { level: 1, name: "Yachts" }).waitFor();
    await page.getByText("You are offline. Saved pages stay readable").waitFor();
    await context.close();
  });

  it("answers the cache-stats message with its caches, entries and bytes", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(server.url);
    await waitForWorkerControl(page);
    const stats = await cacheStats(page);
    const precache = stats.caches.find((cache) => cache.name.includes("precache"));
    expect(precache?.entries).toBeGreaterThan(10);
    expect(precache?.bytes).toBeGreaterThan(100_000);
    expect(stats.totalBytes).toBeGreaterThanOrEqual(precache?.bytes ?? 0);
    await context.close();
  });
});

describe("a first download cut off", () => {
  it("installs the offline worker again when the connection returns, without a reload", async () => {
    const context = await newContext(browser);
    // One of the worker's first precache downloads fails, as on a dropped connection.
    let cut = 0;
    await context.route(/\/assets\/.*\.js$/, (route) => {
      if (cut === 0 && route.request().serviceWorker()) {
        cut += 1;
        return route.abort("internetdisconnected");
      }
      return route.continue();
    });
    const page = await context.newPage();
    await page.goto(server.url);
    await page.locator("header").getByRole("link", { name: "Home" }).waitFor();
    await expect.poll(() => cut, { timeout: 20_000 }).toBe(1);
    // The install failed: no worker, so a reload now could not work offline.
    await page.waitForFunction(async () => !(await navigator.serviceWorker.getRegistration())?.installing);
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(false);

    await context.setOffline(true);
    await context.setOffline(false);
    await waitForWorkerControl(page);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole("contentinfo").waitFor();
    await context.close();
  });
});

describe("languages", () => {
  it("follows the browser at first, then keeps the user's choice across reloads", async () => {
    const context = await newContext(browser, { locale: "ru-RU" });
    const page = await context.newPage();
    await page.goto(server.url);
    await page.getByRole("link", { name: "Навигация" }).or(page.getByText("Навигация")).first().waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("ru");

    await page.getByRole("button", { name: "English (GB)" }).click();
    await page.getByText("Navigation", { exact: true }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("en");

    await page.reload();
    await page.getByText("Navigation", { exact: true }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    const cookie = (await context.cookies()).find((c) => c.name === "preferred_language");
    expect(cookie?.value).toBe("en");
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600);
    expect(await page.evaluate(() => localStorage.getItem("preferred_language"))).toBe("en");
    await context.close();
  });
});

describe("failure screens", () => {
  it("shows the load-failure screen with a reload button when a page's code cannot load", async () => {
    const context = await newContext(browser, { serviceWorkers: "block" });
    const page = await context.newPage();
    await page.route(/\/assets\/yachts\.index-[^/]+\.js$/, (route) => route.abort());
    await page.goto(server.url);
    await page.locator("header").getByRole("link", { name: "Yachts", exact: true }).click();
    await page.getByRole("heading", { name: "Loading error" }).waitFor();
    await page.getByText("Failed to load the component").waitFor();
    await page.unroute(/\/assets\/yachts\.index-[^/]+\.js$/);
    await page.getByRole("button", { name: "Reload" }).click();
    await page.getByRole("heading", { level: 1, name: "Yachts" }).waitFor();
    await context.close();
  });

  it("shows a spinner while a slow page's code loads", async () => {
    const context = await newContext(browser, { serviceWorkers: "block" });
    const page = await context.newPage();
    await page.route(/\/assets\/destinations-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(server.url);
    await page.locator("header").getByRole("link", { name: "Destinations", exact: true }).click();
    await page.getByRole("status").getByText("Loading…").waitFor();
    await page.getByRole("heading", { level: 1, name: "Destinations" }).waitFor();
    expect(await page.getByText("Loading…").count()).toBe(0);
    await context.close();
  });

  it("shows the start failure when the page has no root element", async () => {
    const context = await newContext(browser, { serviceWorkers: "block" });
    const page = await context.newPage();
    await page.route(`${server.url}/`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('id="root"', 'id="elsewhere"');
      await route.fulfill({ response, body: html });
    });
    await page.goto(server.url);
    await page.getByRole("alert").getByText("Ошибка загрузки / Loading error").waitFor();
    await page.getByRole("button", { name: "Перезагрузить / Reload" }).waitFor();
    await context.close();
  });

  it("renders the not-found page for an unknown path", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}/no-such-harbour`);
    await page.getByRole("heading", { name: "Page not found" }).waitFor();
    // Issue 15: the crumb names the page, not the unknown path capitalised.
    await page.getByRole("navigation", { name: "Breadcrumbs" }).getByText("Page not found").waitFor();
    await context.close();
  });

  it("names a page of the spec that is still to come, and the footer's links lead to real pages", async () => {
    const context = await newContext(browser, { locale: "ru-RU" });
    const page = await context.newPage();
    await page.goto(server.url);
    // The privacy policy opened with issue 24: the footer leads to the page itself.
    await page.getByRole("contentinfo").getByRole("link", { name: "Политика конфиденциальности" }).click();
    await page.getByRole("heading", { name: "Политика конфиденциальности", level: 1 }).waitFor();
    expect(await page.getByText("Этот раздел портала готовится и скоро откроется.").count()).toBe(0);
    // The crew's showcase (issue 20) is still to come: named, and said to be coming, not a 404.
    await page.goto(`${server.url}/crew-showcase`);
    await page.getByRole("heading", { name: "Экипажи" }).waitFor();
    await page.getByText("Этот раздел портала готовится и скоро откроется.").waitFor();
    expect(await page.getByRole("heading", { name: "Страница не найдена" }).count()).toBe(0);
    await context.close();
  });
});
