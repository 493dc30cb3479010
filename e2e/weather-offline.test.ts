import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OpenMeteoFake, startOpenMeteoFake } from "../server/test/open-meteo-fake.ts";
import { launchBrowser, newContext } from "./support/browser.ts";
import { type RunningServer, startServer } from "./support/server.ts";
import { waitForWorkerControl } from "./support/worker.ts";

/**
 * Issue 17: after one online visit to /weather, the weather page and a destination show the last
 * forecast with its age offline, in both languages; the forecast came from a loopback Open-Meteo.
 */
let browser: Browser;
let server: RunningServer;
let fake: OpenMeteoFake;

beforeAll(async () => {
  fake = await startOpenMeteoFake();
  [browser, server] = await Promise.all([launchBrowser(), startServer({ env: { WEATHER_API_URL: fake.url } })]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  await fake?.close();
});

const texts = {
  en: { age: /^Forecast from \d\d:\d\d, /, caution: "Sail with caution", sarma: "Sarma", title: "Sailing weather" },
  ru: { age: /^Прогноз от \d\d:\d\d, /, caution: "Осторожно", sarma: "Сарма", title: "Погода для яхтсменов" },
} as const;

async function expectForecast(page: Page, lang: "en" | "ru") {
  await expect
    .poll(() => page.getByTestId("forecast-age").first().textContent(), { timeout: 20_000 })
    .toMatch(texts[lang].age);
}

describe("the weather offline", () => {
  it.each(["en", "ru"] as const)(
    "shows the last forecast with its age on /weather and a destination (%s)",
    async (lang) => {
      const context = await newContext(browser, { locale: lang === "ru" ? "ru-RU" : "en-GB" });
      const page = await context.newPage();
      try {
        await page.goto(`${server.url}/weather?place=small-sea`);
        await expectForecast(page, lang);
        // The fake's first day at the Small Sea: a north-westerly of 3-5 m/s, Sarma's direction.
        await page.getByRole("heading", { level: 4 }).filter({ hasText: texts[lang].sarma }).waitFor();
        // Every place of the map was asked for once; they all land on the device.
        await expect
          .poll(() => page.locator('g[data-verdict]:not([data-verdict="unknown"])').count(), { timeout: 20_000 })
          .toBe(13);
        await waitForWorkerControl(page);

        await context.setOffline(true);
        await server.stop();
        try {
          await page.reload();
          await expectForecast(page, lang);
          await page.getByRole("button", { name: /Olkhon|Ольхон/ }).click();
          await expectForecast(page, lang);
          await page.getByRole("rowheader", { name: "12:00" }).waitFor();

          await page.goto(`${server.url}/destination/listvyanka`);
          await page.getByRole("heading", { level: 2, name: texts[lang].title }).waitFor();
          await expectForecast(page, lang);
          await page.getByText(texts[lang].caution).first().waitFor();
        } finally {
          await server.start();
        }
      } finally {
        await context.close();
      }
    },
  );

  it("offline before any forecast, says so with the spec's text and shows the month's norms, labelled", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/yachts`);
      await page.getByTestId("yacht-card").first().waitFor();
      await waitForWorkerControl(page);
      await context.setOffline(true);
      await page.goto(`${server.url}/weather?place=cape-ryty`);
      await page.getByText("Weather data is currently unavailable").waitFor({ timeout: 20_000 });
      await page.getByRole("heading", { level: 3, name: /^Climate norms for \w+: not a forecast$/ }).waitFor();
      expect(await page.getByTestId("forecast-age").count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("fits a phone in Russian, with no serious or critical axe-core finding on /weather", async () => {
    const context = await newContext(browser, { locale: "ru-RU", viewport: "phone" });
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/weather?place=small-sea`);
      await expectForecast(page, "ru");
      // Russian's long verdicts ("Оставайтесь на берегу") once widened the page past the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      const serious = result.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      expect(serious).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
