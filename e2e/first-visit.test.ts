import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, registerViaApi, uniqueEmail } from "./support/accounts.ts";
import { launchBrowser, newContext } from "./support/browser.ts";
import { freeDays } from "./support/dates.ts";
import { type RunningServer, startServer } from "./support/server.ts";

/**
 * What a newcomer's first visit showed (issue 15), as a user would notice it: one toast at a time,
 * none over the open menu, nothing floating over a price bar at 390 px, one page_view per load,
 * the login's welcome on a fresh device, the newsletter's resent status, and Russian breadcrumbs
 * and titles.
 */
let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const liveToasts = (page: Page) => page.locator("[data-sonner-toast]:not([data-removed='true'])");

/** Whether every point along the bar's middle line shows the bar itself (nothing floats over it). */
async function barUncovered(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const bar = document.querySelector(sel);
    if (!bar) return ["no bar"];
    const rect = bar.getBoundingClientRect();
    const covered: string[] = [];
    for (let x = rect.left + 4; x < rect.right - 4; x += 12) {
      for (const y of [rect.top + 4, rect.top + rect.height / 2, rect.bottom - 4]) {
        const hit = document.elementFromPoint(x, y);
        if (hit && !bar.contains(hit)) covered.push(`${Math.round(x)},${Math.round(y)}: ${hit.outerHTML.slice(0, 60)}`);
      }
    }
    return covered;
  }, selector);
}

describe("a newcomer's first visit", () => {
  it("shows one toast at a time, the newest; keeps them off the open menu; 420 px at most on a desktop", async () => {
    const context = await newContext(browser, { viewport: "phone" });
    const page = await context.newPage();
    await page.goto(`${server.url}/yachts`);
    const field = page.locator("footer input[type=email]");
    // A sign-up, then the same address again: the second toast takes the first one's place.
    const address = uniqueEmail("toast");
    await field.fill(address);
    await field.press("Enter");
    await liveToasts(page).filter({ hasText: "Subscription created!" }).waitFor();
    await field.fill(address);
    await field.press("Enter");
    await liveToasts(page).filter({ hasText: "Confirmation sent again!" }).waitFor();
    await page.waitForTimeout(400);
    expect(await liveToasts(page).count()).toBe(1);

    // The menu open: a toast (the language's) waits until it closes. At the top, the header shows.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(400);
    await page.getByRole("button", { name: "Open menu" }).click();
    // The toast on screen steps aside for the menu.
    await expect.poll(() => liveToasts(page).count()).toBe(0);
    await page.getByRole("button", { name: "Русский (RU)" }).click();
    await page.waitForTimeout(700);
    expect(await liveToasts(page).count()).toBe(0);
    await page.getByRole("button", { name: "Закрыть меню" }).click();
    await liveToasts(page).filter({ hasText: "Язык изменён" }).waitFor();
    await context.close();

    const wide = await newContext(browser, { viewport: "desktop" });
    const desktop = await wide.newPage();
    await desktop.goto(`${server.url}/yachts`);
    const email = desktop.locator("footer input[type=email]");
    await email.fill(uniqueEmail("wide"));
    await email.press("Enter");
    const toast = liveToasts(desktop).first();
    await toast.waitFor();
    expect((await toast.boundingBox())?.width).toBeLessThanOrEqual(420);
    await wide.close();
  });

  it("lets nothing float over the price bar at 390 px, on a yacht's page and in the booking flow", async () => {
    const context = await newContext(browser, { viewport: "phone" });
    const page = await context.newPage();
    await page.goto(`${server.url}/yachts/kultuk`);
    await page.locator("[data-bottom-bar]").waitFor();
    for (const y of [600, 1200, 2000]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(400);
      expect(await page.getByRole("button", { name: "Scroll to top" }).isVisible()).toBe(true);
      expect(await barUncovered(page, "[data-bottom-bar]"), `scrolled to ${y}`).toEqual([]);
    }

    const stay = await freeDays(server.url, "kultuk", 3);
    await page.goto(`${server.url}/book/kultuk?start=${stay.start}&end=${stay.end}&step=dates`);
    await page.locator("[data-bottom-bar]").waitFor();
    await page.evaluate(() => window.scrollTo(0, 700));
    await page.waitForTimeout(400);
    expect(await barUncovered(page, "[data-bottom-bar]")).toEqual([]);
    await context.close();
  });

  it("sends one page_view per full load, and one more per page moved to", async () => {
    const context = await newContext(browser, { consent: "all" });
    const page = await context.newPage();
    const views: string[] = [];
    page.on("request", (request) => {
      if (!request.url().endsWith("/api/analytics/track")) return;
      const body = request.postDataJSON() as { eventType: string; metadata: { path?: string } };
      if (body.eventType === "page_view") views.push(String(body.metadata.path));
    });
    await page.goto(`${server.url}/yachts`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.waitForTimeout(2500);
    expect(views).toEqual(["/yachts"]);
    await page.getByRole("link", { name: "Destinations" }).first().click();
    await page.waitForURL(/\/destinations$/);
    await page.waitForTimeout(1000);
    expect(views).toEqual(["/yachts", "/destinations"]);
    await page.reload();
    await page.waitForTimeout(2500);
    expect(views).toEqual(["/yachts", "/destinations", "/destinations"]);
    await context.close();
  });

  it("keeps a toast off the field typed in, welcomes a login on a fresh device, says the resent status", async () => {
    const customer = await registerViaApi(server.url);
    const context = await newContext(browser, { viewport: "phone" });
    const page = await context.newPage();
    await page.goto(`${server.url}/auth`);
    await page.getByLabel("Email").fill(customer.email);
    // A toast never covers the field being typed in: Enter in the password field, a refusal.
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("Wrong1!pass");
    await password.press("Enter");
    const refusal = liveToasts(page).filter({ hasText: "Login failed" });
    await refusal.waitFor();
    await page.waitForTimeout(500);
    const [toastBox, fieldBox] = [await refusal.boundingBox(), await password.boundingBox()];
    const overlaps =
      toastBox && fieldBox && toastBox.y < fieldBox.y + fieldBox.height && fieldBox.y < toastBox.y + toastBox.height;
    expect(await password.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(overlaps).toBeFalsy();

    await password.fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await liveToasts(page)
      .filter({ hasText: `Welcome back, ${customer.firstName}!` })
      .waitFor();
    // The offline worker's first install comes meanwhile: it no longer replaces the welcome.
    await page.waitForTimeout(3000);
    expect(await liveToasts(page).filter({ hasText: "Login successful" }).count()).toBe(1);

    const field = page.locator("footer input[type=email]");
    const email = uniqueEmail("twice");
    await field.fill(email);
    await field.press("Enter");
    await liveToasts(page)
      .filter({ hasText: /Subscription created!|Confirmation sent!|Success!/ })
      .waitFor();
    await field.fill(email);
    await field.press("Enter");
    await liveToasts(page).filter({ hasText: "Confirmation sent again!" }).waitFor();
    await context.close();
  });

  it("speaks Russian in breadcrumbs and titles: the item's name, 'Страница не найдена', the header's brand", async () => {
    const context = await newContext(browser, { locale: "ru-RU" });
    await context.addCookies([{ name: "preferred_language", value: "ru", domain: "127.0.0.1", path: "/" }]);
    const page = await context.newPage();
    const crumbs = page.getByRole("navigation", { name: "Навигационная цепочка" });
    await page.goto(`${server.url}/book/chaika`);
    await crumbs.locator("[aria-current=page]").getByText("Чайка", { exact: true }).waitFor();
    expect(await crumbs.textContent()).not.toContain("Chaika");
    await expect.poll(() => page.title()).toBe("Бронирование: Чайка · Яхты Байкала");

    await page.goto(`${server.url}/yachts/kultuk`);
    await crumbs.locator("[aria-current=page]").getByText("Култук", { exact: true }).waitFor();
    await expect.poll(() => page.title()).toBe("Култук · Яхты Байкала");

    await page.goto(`${server.url}/this-not-exist`);
    await crumbs.locator("[aria-current=page]").getByText("Страница не найдена", { exact: true }).waitFor();
    expect(await crumbs.textContent()).not.toContain("This not exist");
    await context.close();
  });
});
