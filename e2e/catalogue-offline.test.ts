import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext } from "./support/browser.ts";
import { imagesLoaded, waitForKeptImages } from "./support/catalogue.ts";
import { type RunningServer, startServer } from "./support/server.ts";
import { waitForWorkerControl } from "./support/worker.ts";

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

// The seed's pictures: 25 yachts × 3, 13 destinations, 6 trips.
const SEEDED_IMAGES = 94;

describe("the catalogue offline", () => {
  it("after one online visit, /yachts searches and filters and a yacht opens with its pictures, with no request", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}/yachts`);
    await page.getByTestId("yacht-card").first().waitFor();
    await waitForWorkerControl(page);
    await waitForKeptImages(page, SEEDED_IMAGES);

    // The network is cut and the server is gone: anything that still works comes from the device.
    await context.setOffline(true);
    await server.stop();
    try {
      await searchFilterAndOpen(page);
    } finally {
      await server.start();
      await context.close();
    }
  });

  it("keeps the last availability of an opened yacht and labels it offline", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}/yachts/baikal-pearl`);
    await page.getByRole("grid").waitFor();
    await waitForWorkerControl(page);
    await context.setOffline(true);
    await page.reload();
    await page.getByText(/^Last known availability, as of/).waitFor();
    await page.getByRole("grid").waitFor();
    await context.close();
  });

  it("remembers recently viewed yachts in the cookie, newest first, with consent to preferences", async () => {
    const declined = await newContext(browser, { consent: "necessary" });
    const visit = await declined.newPage();
    await visit.goto(`${server.url}/yachts/sarma`);
    await visit.getByRole("heading", { level: 1, name: "Sarma" }).waitFor();
    expect((await declined.cookies()).find((c) => c.name === "recentlyViewedYachts")).toBeUndefined();
    await declined.close();

    const context = await newContext(browser, { consent: "all" });
    const page = await context.newPage();
    // The heading comes with the server's HTML (decision record 066); the view is remembered once the app runs.
    const remembered = async () =>
      decodeURIComponent((await context.cookies()).find((c) => c.name === "recentlyViewedYachts")?.value ?? "");
    for (const id of ["sarma", "kultuk", "nerpa"]) {
      await page.goto(`${server.url}/yachts/${id}`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await expect.poll(remembered).toContain(`"${id}"`);
    }
    await page.goto(`${server.url}/yachts/sarma`);
    await page.getByRole("heading", { level: 1, name: "Sarma" }).waitFor();
    await expect
      .poll(async () => {
        const value = await remembered();
        return value.indexOf('"sarma"') < value.indexOf('"nerpa"');
      })
      .toBe(true);
    await page.goto(`${server.url}/yachts`);
    const strip = page.getByRole("region", { name: "Recently viewed" });
    await strip.waitFor();
    expect(await strip.getByRole("link").allTextContents()).toEqual(["Sarma", "Nerpa", "Kultuk"]);
    const cookie = (await context.cookies()).find((c) => c.name === "recentlyViewedYachts");
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 86400);
    expect(cookie?.expires).toBeLessThan(Date.now() / 1000 + 31 * 86400);
    await context.close();
  });
});

async function searchFilterAndOpen(page: Page) {
  const requests: string[] = [];
  page.on("requestfailed", (request) => requests.push(request.url()));
  await page.reload();
  await page.getByText("You are offline. Saved pages stay readable").waitFor();
  const count = page.getByTestId("result-count");
  await expect.poll(() => count.textContent()).toBe("25 yachts");

  await page.getByPlaceholder("Search by name, place or word").fill("sarma");
  await expect.poll(() => count.textContent()).toBe("1 yacht");
  expect(await page.getByTestId("yacht-card").getByRole("link").allTextContents()).toEqual(["Sarma"]);
  expect(new URL(page.url()).searchParams.get("q")).toBe("sarma");

  await page.getByPlaceholder("Search by name, place or word").fill("");
  await page.getByRole("button", { name: "Catamaran", exact: true }).click();
  await expect.poll(() => count.textContent()).toBe("5 yachts");
  expect(new URL(page.url()).searchParams.get("type")).toBe("catamaran");

  await page.getByTestId("yacht-card").getByRole("link", { name: "Barguzin" }).click();
  await page.getByRole("heading", { level: 1, name: "Barguzin" }).waitFor();
  await page.getByRole("button", { name: "Show picture 3 of 3" }).click();
  await expect.poll(async () => (await imagesLoaded(page, "article img")).every((img) => img.ok)).toBe(true);
  expect((await imagesLoaded(page, "article img")).length).toBeGreaterThanOrEqual(4);
  // The calendar has nothing kept for a yacht never opened online, and says so.
  await page.getByText("Availability shows when you are online.").waitFor();
  expect(requests).toEqual([]);
}
