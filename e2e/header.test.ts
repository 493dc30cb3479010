import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext } from "./support/browser.ts";
import { type RunningServer, startServer } from "./support/server.ts";

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const headerMode = (page: Page) => page.locator("header").first().getAttribute("data-mode");

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  // The header follows the scroll once per animation frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

describe("the header", () => {
  it("hides scrolling down past 100 px, returns compact scrolling up, and is full near the top", async () => {
    const context = await newContext(browser, { viewport: "phone" });
    const page = await context.newPage();
    await page.goto(`${server.url}/yachts`);
    await page.locator("footer").waitFor();
    // The list fills in after the first sync; scrolling before that would follow a growing page.
    await page.getByTestId("yacht-card").first().waitFor();
    expect(await headerMode(page)).toBe("full");

    await scrollTo(page, 90);
    expect(await headerMode(page)).toBe("compact");
    await scrollTo(page, 300);
    expect(await headerMode(page)).toBe("hidden");
    await scrollTo(page, 250);
    expect(await headerMode(page)).toBe("compact");
    await scrollTo(page, 20);
    expect(await headerMode(page)).toBe("full");
    await context.close();
  });

  it("offers scroll-to-top after 400 px", async () => {
    const context = await newContext(browser, { viewport: "phone" });
    const page = await context.newPage();
    await page.goto(`${server.url}/yachts`);
    await page.locator("footer").waitFor();
    // The list fills in after the first sync; scrolling before that would follow a growing page.
    await page.getByTestId("yacht-card").first().waitFor();
    const toTop = page.getByRole("button", { name: "Scroll to top", includeHidden: true });
    await scrollTo(page, 390);
    expect(await toTop.getAttribute("data-visible")).toBe("false");
    await scrollTo(page, 600);
    expect(await toTop.getAttribute("data-visible")).toBe("true");
    await toTop.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await context.close();
  });

  it("opens the mobile menu with Login / Register and the full language names", async () => {
    const context = await newContext(browser, { viewport: "phone" });
    const page = await context.newPage();
    await page.goto(server.url);
    expect(await page.getByRole("link", { name: "Login", exact: true }).isVisible()).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("link", { name: "Login / Register" }).waitFor();
    await page.getByRole("button", { name: "Русский (RU)" }).click();
    await page.getByRole("link", { name: "Вход / Регистрация" }).waitFor();
    await page.getByRole("link", { name: "Яхты", exact: true }).first().click();
    await page.waitForURL(/\/yachts$/);
    expect(await page.getByRole("link", { name: "Вход / Регистрация" }).isVisible()).toBe(false);
    await context.close();
  });

  it("shows the Login link and the language switcher on a desktop", async () => {
    const context = await newContext(browser, { viewport: "desktop" });
    const page = await context.newPage();
    await page.goto(server.url);
    await page.getByRole("link", { name: "Login", exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "Open menu" }).isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "English (GB)" }).getAttribute("aria-pressed")).toBe("true");
    await context.close();
  });

  it("offers installation when the browser does, and hands the choice to the browser", async () => {
    const context = await newContext(browser, { viewport: "desktop" });
    const page = await context.newPage();
    await page.goto(server.url);
    await page.getByRole("link", { name: "Login", exact: true }).waitFor();
    expect(await page.getByRole("button", { name: "Install app" }).count()).toBe(0);
    // Chromium offers installation with this event; headless Chromium never fires it on its own.
    await page.evaluate(() => {
      const offer = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
        prompt: async () => {
          (window as unknown as { prompted: boolean }).prompted = true;
        },
        userChoice: Promise.resolve({ outcome: "accepted" }),
      });
      window.dispatchEvent(offer);
    });
    await page.getByRole("button", { name: "Install app" }).click();
    await page.waitForFunction(() => (window as unknown as { prompted?: boolean }).prompted === true);
    await page.getByRole("button", { name: "Install app" }).waitFor({ state: "detached" });
    await context.close();
  });
});

describe("the footer", () => {
  it("links the columns of the spec and opens the assistant with a window event", async () => {
    const context = await newContext(browser, { viewport: "desktop" });
    const page = await context.newPage();
    await page.goto(server.url);
    const footer = page.locator("footer");
    for (const [name, href] of [
      ["Yachts", "/yachts"],
      ["Baikal Club", "/baikal-club"],
      ["Subscriptions", "/subscription-plans"],
      ["Terms of Service", "/offer"],
    ]) {
      expect(await footer.getByRole("link", { name, exact: true }).getAttribute("href")).toBe(href);
    }
    expect(await footer.getByRole("link", { name: "Support the project: donations" }).getAttribute("href")).toBe(
      "/donations",
    );
    expect(await footer.getByText("ПОДДЕРЖАТЬ • DONATE • SUPPORT • ПОМОЧЬ •").count()).toBe(1);
    expect(await footer.getByText(`© ${new Date().getFullYear()} Baikal Yachts.`).count()).toBe(1);
    expect(await footer.getByRole("link", { name: "Video channel" }).getAttribute("target")).toBeNull();
    expect(await footer.getByRole("link", { name: "Messenger channel" }).getAttribute("target")).toBe("_blank");

    await page.evaluate(() =>
      window.addEventListener("open-assistant", () => {
        (window as unknown as { assistantAsked: boolean }).assistantAsked = true;
      }),
    );
    await footer.getByRole("button", { name: "Ask Yacht Companion" }).click();
    expect(await page.evaluate(() => (window as unknown as { assistantAsked?: boolean }).assistantAsked)).toBe(true);
    await context.close();
  });

  it("lays out 1 column on a phone, 3 on a tablet and 5 on a desktop", async () => {
    const context = await newContext(browser, { viewport: "phone" });
    const page = await context.newPage();
    const columns = () =>
      page
        .locator("footer > div")
        .first()
        .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length);
    for (const [width, expected] of [
      [390, 1],
      [800, 3],
      [1280, 5],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(server.url);
      expect(await columns(), `at ${width} px`).toBe(expected);
    }
    await context.close();
  });
});
