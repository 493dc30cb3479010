import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../domain/catalogue/availability.ts";
import { tariffOf } from "../domain/insurance/tariffs.ts";
import type { InsuranceRequestView } from "../domain/insurance/types.ts";
import { registerViaApi } from "./support/accounts.ts";
import { badgeCount, bookingBody, bookViaApi } from "./support/bookings.ts";
import { launchBrowser, newContext } from "./support/browser.ts";
import { freeDays, lakeTodayNow } from "./support/dates.ts";
import { type RunningServer, startServer } from "./support/server.ts";
import { waitForWorkerControl } from "./support/worker.ts";

/**
 * Issue 23, in Russian: an insurance request made offline waits on the device through a reload
 * and reaches the insurers once when the connection returns; the quotes are listed side by side
 * and stay readable offline; one is chosen, and the communication monitor shows the mail to the
 * insurer and to the user.
 */
const ADMIN = { ADMIN_EMAIL: "harbour.master@baikal.example", ADMIN_PASSWORD: "Admin1!harbour" };
let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer({ env: ADMIN })]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function withSession(context: BrowserContext, cookie: string) {
  const [name = "", value = ""] = cookie.split(/=(.*)/s);
  await context.addCookies([{ name, value, domain: "127.0.0.1", path: "/" }]);
}

async function adminCookie(): Promise<string> {
  const login = await fetch(`${server.url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
  });
  return (login.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
}

/**
 * axe-core's WCAG 2.x A and AA rules on the page's main content (the header's own checks are
 * e2e/accessibility.test.ts's); serious and critical findings fail.
 */
async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    .include("#main")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const requestsOnServer = async (cookie: string) =>
  (
    (await (await fetch(`${server.url}/api/insurance/requests`, { headers: { cookie } })).json()) as {
      items: InsuranceRequestView[];
    }
  ).items;

describe("charter insurance", () => {
  it("in Russian: a request made offline is sent once on reconnect; quotes listed, one chosen, both e-mails in the monitor", async () => {
    const sailor = await registerViaApi(server.url, { firstName: "Вера", lastName: "Соколова" });
    const context = await newContext(browser, { locale: "ru-RU" });
    await withSession(context, sailor.cookie);
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/insurance`);
      await page.getByRole("heading", { level: 1, name: "Страхование чартера" }).waitFor();
      await waitForWorkerControl(page);

      await context.setOffline(true);
      const start = addDays(lakeTodayNow(), 20);
      await page.getByLabel("Место чартера").fill("Ольхон, Малое Море");
      await page.getByLabel("Дата начала").fill(start);
      await page.getByLabel("Дата окончания").fill(addDays(start, 6));
      await page.getByLabel("Пассажиры").fill("4");
      await page.getByLabel("Опыт капитана, лет").fill("6");
      await page.getByLabel("СОГАЗ").check();
      await page.getByRole("button", { name: "Получить предложения" }).click();
      const waiting = page.getByText("Заявка сохранена на этом устройстве");
      await waiting.waitFor();
      await expect.poll(() => badgeCount(page)).toBe("1");
      await page.reload();
      await page.getByRole("tab", { name: /Предложения/ }).click();
      await waiting.waitFor();
      expect(await requestsOnServer(sailor.cookie)).toEqual([]);

      await context.setOffline(false);
      const choose = page.getByRole("button", { name: "Выбрать это предложение" });
      await expect.poll(() => choose.count(), { timeout: 30_000 }).toBe(5);
      await expect.poll(() => badgeCount(page)).toBe("");
      await page.getByText("предварительная цена, подтверждается страховщиком").first().waitFor();
      const [sent] = await requestsOnServer(sailor.cookie);
      expect((await requestsOnServer(sailor.cookie)).length).toBe(1);
      expect(sent?.quotes[0]?.insurer).toBe("sogaz");

      // The quotes stay readable offline.
      await context.setOffline(true);
      await page.reload();
      await page.getByRole("tab", { name: /Предложения/ }).click();
      await page.getByRole("article", { name: "СОГАЗ" }).waitFor();
      await page.getByText("Нет связи: предложения можно читать").waitFor();
      await context.setOffline(false);

      await page
        .getByRole("article", { name: "СОГАЗ" })
        .getByRole("button", { name: "Выбрать это предложение" })
        .click();
      await page.getByText(/СОГАЗ получил вашу заявку и позвонит в течение 24 часов/).waitFor();
      await page.getByText("Заявка отправлена страховщику: СОГАЗ").waitFor();
      expect((await requestsOnServer(sailor.cookie))[0]?.status).toBe("selected");
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole("tab", { name: "Заявка" }).click();
      await page.getByRole("button", { name: "Получить предложения" }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }

    const admin = await newContext(browser, { locale: "ru-RU", serviceWorkers: "block" });
    await withSession(admin, await adminCookie());
    const monitor = await admin.newPage();
    try {
      await monitor.goto(`${server.url}/admin?tab=communications`);
      await monitor
        .locator("details")
        .filter({ hasText: tariffOf("sogaz").email })
        .first()
        .waitFor();
      await monitor
        .locator("details")
        .filter({ hasText: sailor.email })
        .filter({ hasText: /страхован/i })
        .first()
        .waitFor();
    } finally {
      await admin.close();
    }
  });

  it("a confirmed booking offers insurance, and the request starts filled from it", async () => {
    const customer = await registerViaApi(server.url, { firstName: "Oleg" });
    const stay = await freeDays(server.url, "kultuk", 3);
    const booking = await bookViaApi(
      server.url,
      customer.cookie,
      bookingBody("kultuk", stay.start, stay.end, { guests: 3 }),
    );
    const accepted = await fetch(`${server.url}/api/bookings/${booking.id}/accept`, {
      method: "POST",
      headers: { cookie: await adminCookie(), "idempotency-key": crypto.randomUUID() },
    });
    expect(accepted.status).toBe(200);
    const context = await newContext(browser, { serviceWorkers: "block" });
    await withSession(context, customer.cookie);
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/bookings`);
      await page.getByRole("link", { name: "Insure this charter" }).click();
      await page.getByRole("heading", { level: 1, name: "Charter insurance" }).waitFor();
      await page.getByText("Filled in from your booking").waitFor();
      expect(await page.getByLabel("Start date").inputValue()).toBe(stay.start);
      expect(await page.getByLabel("End date").inputValue()).toBe(stay.end);
      expect(await page.getByLabel("Passengers").inputValue()).toBe("3");
      expect(await page.getByLabel("Full name").inputValue()).toBe("Ivan Orlov");
      expect(await page.getByLabel("Charter location").inputValue()).toMatch(/, Lake Baikal$/);
      expect(await page.getByLabel("Yes, a professional captain and crew").isChecked()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
