import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext } from "./support/browser.ts";
import { type RunningServer, startServer } from "./support/server.ts";
import { waitForWorkerControl } from "./support/worker.ts";

/**
 * Issue 18: the Yacht Companion widget's timings, sizes, drag, clear, copy and suggested
 * questions; the conversation kept through a reload and shown on /chat; an answer with no
 * connection after one visit; both languages and the spec's error texts.
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

// When the widget first appears, in the page's clock, next to when the page's load event ended.
const recordAppearance = () => {
  const observer = new MutationObserver(() => {
    if (document.querySelector("[data-assistant]")) {
      (window as unknown as { assistantAt: number }).assistantAt = performance.now();
      observer.disconnect();
    }
  });
  document.addEventListener("DOMContentLoaded", () =>
    observer.observe(document.body, { childList: true, subtree: true }),
  );
};

async function open(context: BrowserContext, path = "/") {
  const page = await context.newPage();
  await page.addInitScript(recordAppearance);
  await page.goto(`${server.url}${path}`);
  return page;
}

const widget = (page: Page) => page.locator("section[data-assistant]");
const box = async (page: Page) => {
  const b = await widget(page).boundingBox();
  if (!b) throw new Error("the widget is not on screen");
  return b;
};
const messages = (page: Page) => widget(page).locator("ol > li[data-role]");

async function openFromFooter(page: Page, name = "Ask Yacht Companion") {
  await page.locator("[data-assistant='minimised']").waitFor();
  await page.locator("footer").getByRole("button", { name }).click();
  await widget(page).waitFor();
}

describe("the widget", () => {
  it("appears minimised 1.5 s after load, 20 px from the right and the bottom, and opens on the footer's event at 350×500", async () => {
    const context = await newContext(browser, { viewport: "desktop" });
    const page = await open(context);
    const pill = page.locator("[data-assistant='minimised']");
    await pill.waitFor();
    const [loadEnd, shownAt] = await page.evaluate(() => [
      (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
      (window as unknown as { assistantAt: number }).assistantAt,
    ]);
    expect(shownAt - loadEnd).toBeGreaterThanOrEqual(1450);
    expect(shownAt - loadEnd).toBeLessThan(2500);
    const pillBox = await pill.boundingBox();
    expect(Math.round(1280 - (pillBox?.x ?? 0) - (pillBox?.width ?? 0))).toBe(20);
    expect(Math.round(900 - (pillBox?.y ?? 0) - (pillBox?.height ?? 0))).toBe(20);

    await openFromFooter(page);
    expect(await box(page)).toEqual({ x: 1280 - 20 - 350, y: 900 - 20 - 500, width: 350, height: 500 });
    expect(await messages(page).count()).toBe(1);
    await context.close();
  });

  it("expands to 600×700 with the four suggestions, answers one with sources while sending is blocked, and minimises", async () => {
    const context = await newContext(browser, { viewport: "desktop" });
    const page = await open(context);
    await openFromFooter(page);
    const suggestions = widget(page).locator("fieldset button");
    expect(await suggestions.count()).toBe(0);
    await widget(page).getByRole("button", { name: "Expand" }).click();
    expect(await box(page)).toMatchObject({ width: 600, height: 700 });
    expect(await suggestions.allTextContents()).toEqual([
      "Recommend a yacht for a family of 4",
      "What places are worth visiting on Baikal?",
      "What's the weather like this weekend?",
      "How much does a day's yacht rental cost?",
    ]);

    // A slow answer: the typing indicator shows and nothing more can be sent meanwhile.
    await page.route("**/api/chat", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await suggestions.nth(3).click();
    await widget(page).getByTestId("typing").waitFor();
    await widget(page).getByLabel("Your question").fill("And a captain?");
    expect(await widget(page).getByRole("button", { name: "Send" }).isDisabled()).toBe(true);
    expect(await suggestions.nth(0).isDisabled()).toBe(true);
    const answer = messages(page).nth(2);
    await answer.getByText(/A day's yacht rental on the portal costs from RUB.12,000/).waitFor();
    expect(await answer.getByRole("link", { name: "Strizh" }).getAttribute("href")).toBe("/yachts/strizh");
    expect(await widget(page).getByTestId("typing").count()).toBe(0);
    // The window, its answer and its suggestions pass axe-core's WCAG A and AA rules.
    const axe = await new AxeBuilder({ page })
      .include("section[data-assistant]")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual(
      [],
    );

    await widget(page).getByRole("button", { name: "Make smaller" }).click();
    expect(await box(page)).toMatchObject({ width: 350, height: 500 });
    await widget(page).getByRole("button", { name: "Minimise" }).click();
    await page.locator("[data-assistant='minimised']").waitFor();
    await context.close();
  });

  it("sends on Enter, not on Shift+Enter, never empty; keeps the chat through a reload and on /chat; copies; clears", async () => {
    const context = await newContext(browser, { viewport: "desktop" });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    const page = await open(context);
    await openFromFooter(page);
    const input = widget(page).getByLabel("Your question");
    await input.fill("   ");
    await input.press("Enter");
    expect(await messages(page).count()).toBe(1);
    await input.fill("Tell me about");
    await input.press("Shift+Enter");
    await input.pressSequentially("the Small Sea");
    expect(await input.inputValue()).toBe("Tell me about\nthe Small Sea");
    expect(await messages(page).count()).toBe(1);
    await input.press("Enter");
    await messages(page).nth(2).getByRole("link", { name: "The Small Sea" }).waitFor();
    expect(await input.inputValue()).toBe("");

    // Copy one message, then the whole chat, each confirmed for 2 s.
    await messages(page).nth(2).getByRole("button", { name: "Copy the answer" }).click();
    await messages(page).nth(2).getByText("Copied").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^The Small Sea: /);
    await widget(page).getByRole("button", { name: "Copy the whole chat" }).click();
    const copiedAt = Date.now();
    await widget(page).getByRole("button", { name: "Chat copied" }).waitFor();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text).toMatch(/^Yacht Companion: Hello! I'm Yacht Companion/);
    expect(text).toContain("\n\nYou: Tell me about\nthe Small Sea\n\nYacht Companion: The Small Sea:");
    await widget(page).getByRole("button", { name: "Copy the whole chat" }).waitFor({ timeout: 5000 });
    const shownFor = Date.now() - copiedAt;
    expect(shownFor).toBeGreaterThanOrEqual(1500);
    expect(shownFor).toBeLessThan(3500);

    // Dragged by its header, kept on screen.
    const before = await box(page);
    const header = widget(page).locator("header");
    const start = { x: before.x + 60, y: before.y + 20 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x - 300, start.y - 200, { steps: 5 });
    await page.mouse.up();
    expect(await box(page)).toMatchObject({ x: before.x - 300, y: before.y - 200 });
    await header.hover({ position: { x: 60, y: 20 } });
    await page.mouse.down();
    await page.mouse.move(-500, -500, { steps: 5 });
    await page.mouse.up();
    expect(await box(page)).toMatchObject({ x: 0, y: 0 });

    await page.reload();
    await openFromFooter(page);
    // The device's database loads after the page's load event (decision 072): the chat follows.
    await expect.poll(() => messages(page).count()).toBe(3);
    await page.goto(`${server.url}/chat`);
    const card = page.locator("[data-assistant='page']");
    await card.getByRole("link", { name: "The Small Sea" }).waitFor();
    expect(await card.locator("fieldset button").count()).toBe(4);
    expect(await page.locator("section[data-assistant='open'], [data-assistant='minimised']").count()).toBe(0);

    await card.getByRole("button", { name: "Clear the chat" }).click();
    await expect.poll(() => card.locator("ol > li[data-role]").count()).toBe(1);
    await page.goto(`${server.url}/yacht-assistant`);
    await expect.poll(() => page.locator("[data-assistant='page'] ol > li[data-role]").count()).toBe(1);
    await context.close();
  });
});

describe("opening from the header", () => {
  it("opens from the header's button on a wide screen and from the menu on a phone", async () => {
    const desktop = await newContext(browser, { viewport: "desktop" });
    const page = await open(desktop);
    await page.locator("[data-assistant='minimised']").waitFor();
    await page.locator("header").getByRole("button", { name: "Ask Yacht Companion" }).click();
    await widget(page).waitFor();
    await desktop.close();

    const phone = await newContext(browser, { viewport: "phone" });
    const small = await open(phone);
    await small.locator("[data-assistant='minimised']").waitFor();
    await small.getByRole("button", { name: "Open menu" }).click();
    // The menu's own button, not the footer's (the menu loads when first opened).
    await small.locator("header nav").getByRole("button", { name: "Ask Yacht Companion" }).click();
    await widget(small).waitFor();
    expect(await small.getByRole("button", { name: "Close menu" }).count()).toBe(0);
    await phone.close();
  });
});

describe("in Russian, on a phone", () => {
  it("greets in Russian, answers with roubles, copies under 'Вы', and shows the spec's error texts", async () => {
    const context = await newContext(browser, { viewport: "phone", locale: "ru-RU" });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    const page = await open(context);
    await openFromFooter(page, "Спросить Yacht Companion");
    expect(await box(page)).toEqual({ x: 20, y: 844 - 20 - 500, width: 350, height: 500 });
    await messages(page)
      .first()
      .getByText(/^Здравствуйте! Я Yacht Companion/)
      .waitFor();
    const input = widget(page).getByLabel("Ваш вопрос");
    await input.fill("Сколько стоит Сарма в день?");
    await input.press("Enter");
    await messages(page)
      .nth(2)
      .getByText(/День стоит 120.000.₽/)
      .waitFor();
    await widget(page).getByRole("button", { name: "Скопировать весь чат" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("\n\nВы: Сколько стоит Сарма в день?");

    await page.route("**/api/chat", (route) => route.fulfill({ status: 500, body: "broken" }));
    await input.fill("Яхта?");
    await input.press("Enter");
    await messages(page).nth(4).getByText("Извините, произошла ошибка. Попробуйте еще раз.").waitFor();
    await page.unroute("**/api/chat");
    await page.route("**/api/chat", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ choices: [{ message: { role: "assistant", content: "" } }], sources: [] }),
      }),
    );
    await input.fill("Катамараны?");
    await input.press("Enter");
    await messages(page).nth(6).getByText("Извините, не удалось получить ответ.").waitFor();
    await context.close();
  });
});

describe("offline", () => {
  it("answers from the device's copy after one visit, and says so", async () => {
    const context = await newContext(browser, { viewport: "desktop" });
    const page = await open(context, "/yachts");
    await page.getByTestId("yacht-card").first().waitFor();
    await waitForWorkerControl(page);
    // The device's copy is filled by the sync: wait until its yachts are there.
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              new Promise<number>((resolve) => {
                const request = indexedDB.open("baikal-portal");
                request.onsuccess = () => {
                  const db = request.result;
                  if (!db.objectStoreNames.contains("yachts")) return resolve(0);
                  const count = db.transaction("yachts").objectStore("yachts").count();
                  count.onsuccess = () => resolve(count.result);
                };
                request.onerror = () => resolve(0);
              }),
          ),
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);

    // Opened only once offline: the window's code comes from the worker's cache.
    await context.setOffline(true);
    await openFromFooter(page);
    await widget(page).getByText("Offline: answers come from the data saved on this device.").waitFor();
    const input = widget(page).getByLabel("Your question");
    await input.fill("Which catamarans do you have?");
    await input.press("Enter");
    const answer = messages(page).nth(2);
    await answer.getByText("No connection: this answer is from data saved on your device.").waitFor();
    await answer
      .getByText(/catamaran, up to/)
      .first()
      .waitFor();
    expect(await answer.getByRole("link").count()).toBeGreaterThan(0);
    await context.close();
  });
});
