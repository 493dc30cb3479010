import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext } from "./support/browser.ts";
import { imagesLoaded, withServerDatabase } from "./support/catalogue.ts";
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

const counter = (page: Page) => page.getByTestId("hero-counter").textContent();

async function openHome(page: Page) {
  await page.goto(server.url);
  await page.getByTestId("hero-counter").waitFor();
}

describe("the home page", () => {
  it("plays the hero every 5 s, stops while the pointer is over it, and wraps from the first slide to the fifth", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openHome(page);
    // The pointer starts outside the hero (over the footer side of the page).
    await page.mouse.move(5, 890);
    expect(await counter(page)).toBe("1 / 5");
    const shownAt = Date.now();
    await expect.poll(() => counter(page), { timeout: 8000, interval: 100 }).toBe("2 / 5");
    const waited = Date.now() - shownAt;
    expect(waited).toBeGreaterThan(3500);
    expect(waited).toBeLessThan(7500);

    await page.getByRole("region", { name: "Lake Baikal highlights" }).hover({ position: { x: 640, y: 200 } });
    const paused = await counter(page);
    await page.waitForTimeout(6500);
    expect(await counter(page)).toBe(paused);

    await page.mouse.move(5, 890);
    await expect.poll(() => counter(page), { timeout: 8000, interval: 200 }).not.toBe(paused);

    await page.getByRole("button", { name: "Go to slide 1" }).click();
    expect(await counter(page)).toBe("1 / 5");
    await page.getByRole("button", { name: "Previous slide" }).click();
    await expect.poll(() => counter(page)).toBe("5 / 5");
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => counter(page)).toBe("1 / 5");
    // The current slide's own title and the one link to the yacht search.
    await page.getByRole("heading", { level: 2, name: "Sail the deepest lake on Earth" }).waitFor();
    await expect.poll(() => page.getByRole("link", { name: "Find yachts" }).count()).toBe(1);
    await context.close();
  });

  it("shows the hero in Russian with the spec's button text, and preloads the first picture", async () => {
    const context = await newContext(browser, { locale: "ru-RU" });
    await context.addCookies([{ name: "preferred_language", value: "ru", url: server.url }]);
    const page = await context.newPage();
    const response = await page.goto(server.url);
    expect(response?.headers().link).toContain("/images/home/hero-premium-rental.svg");
    await page.getByTestId("hero-counter").waitFor();
    await expect.poll(() => page.getByRole("link", { name: "Найти яхты" }).count()).toBe(1);
    const hero = await imagesLoaded(page, "[aria-roledescription] img");
    expect(hero[0]?.ok).toBe(true);
    await context.close();
  });

  it("remembers a paused slideshow in userPreferences for a year, with consent to preferences", async () => {
    const context = await newContext(browser, { consent: "all" });
    const page = await context.newPage();
    await openHome(page);
    await page.getByRole("button", { name: "Pause the slideshow" }).click();
    const cookie = (await context.cookies()).find((c) => c.name === "userPreferences");
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? "{}"))).toEqual({ heroAutoplay: false });
    expect(Math.round(((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400)).toBe(365);
    await page.reload();
    await page.getByRole("button", { name: "Play the slideshow" }).waitFor();
    await page.mouse.move(5, 890);
    await page.waitForTimeout(5800);
    expect(await counter(page)).toBe("1 / 5");
    await context.close();

    const declined = await newContext(browser, { consent: "necessary" });
    const visit = await declined.newPage();
    await openHome(visit);
    await visit.getByRole("button", { name: "Pause the slideshow" }).click();
    expect((await declined.cookies()).find((c) => c.name === "userPreferences")).toBeUndefined();
    await declined.close();
  });

  it("shows the testimonials badge and pages the testimonials three at a time, wrapping", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openHome(page);
    const badge = page.getByTestId("reviews-badge");
    await badge.scrollIntoViewIfNeeded();
    expect(await badge.getByRole("img", { name: "4.9 out of 5 stars" }).count()).toBe(1);
    expect(await badge.textContent()).toContain("4.9 out of 5 stars");
    expect(await badge.textContent()).toContain("Based on 150+ reviews");

    const section = page.getByRole("region", { name: "What our guests say" });
    const pager = section.getByRole("navigation", { name: "Testimonials pages" });
    // The badge is static; the quotes come as the device's rows are read.
    await expect.poll(() => section.getByRole("blockquote").count()).toBe(3);
    const first = await section.getByRole("blockquote").first().textContent();
    await pager.getByRole("button", { name: "Previous page" }).click();
    expect(await pager.getByRole("button", { name: "Page 3" }).getAttribute("aria-current")).toBe("page");
    await pager.getByRole("button", { name: "Next page" }).click();
    expect(await section.getByRole("blockquote").first().textContent()).toBe(first);
    await context.close();
  });

  it("pages the featured trips two at a time, previous disabled on the first page and next on the last", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openHome(page);
    const section = page.getByRole("region", { name: "Featured Trip Packages" });
    const pager = section.getByRole("navigation", { name: "Trip packages pages" });
    await pager.waitFor();
    const cards = section.getByTestId("trip-card-small");
    expect(await cards.count()).toBe(2);
    expect(await pager.getByRole("button", { name: "Previous page" }).isDisabled()).toBe(true);
    expect(await pager.getByRole("button", { name: "Next page" }).isDisabled()).toBe(false);
    const pages = await pager.getByRole("button", { name: /^Page \d+$/ }).count();
    await pager.getByRole("button", { name: `Page ${pages}` }).click();
    expect(await pager.getByRole("button", { name: "Next page" }).isDisabled()).toBe(true);
    expect(await pager.getByRole("button", { name: "Previous page" }).isDisabled()).toBe(false);
    await pager.getByRole("button", { name: "Previous page" }).click();
    expect(await pager.getByRole("button", { name: `Page ${pages - 1}` }).getAttribute("aria-current")).toBe("page");
    expect(await section.getByRole("link", { name: "Explore All Packages" }).getAttribute("href")).toBe(
      "/trip-packages",
    );
    expect(await section.getByRole("link", { name: "View Destinations" }).getAttribute("href")).toBe("/destinations");
    await context.close();
  });

  it("opens a service's Details with both buttons; 'book now' carries the service, 'get a consultation' sends a request", async () => {
    const context = await newContext(browser, { viewport: "phone" });
    const page = await context.newPage();
    await openHome(page);
    await page
      .getByTestId("service-charters")
      .getByRole("button", { name: /^Details/ })
      .click();
    let dialog = page.getByRole("dialog", { name: "Group charters" });
    await dialog.waitFor();
    expect(await dialog.getByText("From 15,000 RUB per day for 2-12 guests").count()).toBe(1);
    expect(await dialog.getByRole("button", { name: "Get a consultation" }).count()).toBe(1);
    await dialog.getByRole("link", { name: "Book now" }).click();
    await page.waitForURL(/\/skippered-charters\?service=charters$/);

    await openHome(page);
    await page
      .getByTestId("service-catering")
      .getByRole("button", { name: /^Details/ })
      .click();
    dialog = page.getByRole("dialog", { name: "Catering on board" });
    await dialog.getByRole("button", { name: "Book now" }).waitFor();
    await dialog.getByRole("button", { name: "Get a consultation" }).click();
    dialog = page.getByRole("dialog", { name: "Get a consultation" });
    expect(await dialog.getByLabel("Service").inputValue()).toBe("catering");
    // The form replaced the button that was clicked: a keyboard user goes on at its first field.
    await expect.poll(() => dialog.getByLabel("Your name").evaluate((el) => el === document.activeElement)).toBe(true);
    await dialog.getByRole("button", { name: "Send request" }).click();
    expect(await dialog.getByText("Please enter your name (at least 2 characters)").count()).toBe(1);
    await dialog.getByLabel("Your name").fill("Olga Petrova");
    await dialog.getByLabel("Email").fill("olga@example.com");
    await dialog.getByLabel("Message").fill("Lunch on board for six on 12 July, one vegetarian.");
    await dialog.getByRole("button", { name: "Send request" }).click();
    await dialog.getByText("Thank you! Your request is on its way").waitFor();
    await context.close();

    await server.stop();
    try {
      await withServerDatabase(server.dataDir, async (db) => {
        const { rows } = await db.query<{ service: string; intent: string }>(
          "select service, intent from contact_requests where email = 'olga@example.com'",
        );
        expect(rows).toEqual([{ service: "catering", intent: "consultation" }]);
      });
    } finally {
      await server.start();
    }
  });

  it("works offline after one visit: hero, services and testimonials come from the device", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openHome(page);
    await page.getByTestId("service-photography").waitFor();
    await waitForWorkerControl(page);
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId("hero-counter").waitFor();
    await page.getByTestId("service-photography").waitFor();
    // Each section renders its device rows as they are read, not all in one frame.
    const quotes = page.getByRole("region", { name: "What our guests say" }).getByRole("blockquote");
    await expect.poll(() => quotes.count()).toBe(3);
    await context.close();
  });
});
