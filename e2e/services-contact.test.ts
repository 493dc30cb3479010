import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "./support/accounts.ts";
import { launchBrowser, newContext } from "./support/browser.ts";
import { withServerDatabase } from "./support/catalogue.ts";
import { type RunningServer, startServer } from "./support/server.ts";
import { waitForWorkerControl } from "./support/worker.ts";

/**
 * /services and /contact, where the home page's 'Inquire About Services' and the footer's Contact
 * lead: the six services with their Details dialog, and a general question that reaches the team
 * once, online or from the outbox.
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

async function storedRequests(email: string) {
  let rows: { service: string | null; message: string }[] = [];
  await server.stop();
  try {
    await withServerDatabase(server.dataDir, async (db) => {
      ({ rows } = await db.query<(typeof rows)[number]>(
        "select service, message from contact_requests where email = $1",
        [email],
      ));
    });
  } finally {
    await server.start();
  }
  return rows;
}

describe("/services", () => {
  it("is where 'Inquire About Services' leads: six services, and Details opens by link", async () => {
    const context = await newContext(browser, { viewport: "phone" });
    const page = await context.newPage();
    await page.goto(server.url);
    await page.getByRole("link", { name: "Inquire About Services" }).click();
    await page.getByRole("heading", { level: 1, name: "Services" }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Catering on board" }).waitFor();
    expect(await page.locator("[data-testid^='service-']").count()).toBe(6);

    await page
      .getByTestId("service-photography")
      .getByRole("button", { name: /^Details/ })
      .click();
    await page.getByRole("dialog", { name: "Photography" }).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get("service")).toBe("photography");
    await page.keyboard.press("Escape");
    await expect.poll(() => new URL(page.url()).searchParams.get("service")).toBeNull();

    // The home page's 'Dining on board' opens the catering service's details there.
    await page.goto(server.url);
    await page.getByRole("link", { name: /Dining on board/ }).click();
    await page.getByRole("dialog", { name: "Catering on board" }).getByRole("button", { name: "Book now" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/services");
    await context.close();
  });
});

describe("/contact", () => {
  it("names each missing field, then sends a general question", async () => {
    const context = await newContext(browser, { locale: "ru-RU" });
    const page = await context.newPage();
    await page.goto(`${server.url}/contact`);
    await page.getByRole("heading", { level: 1, name: "Контакты" }).waitFor();
    expect(await page.getByLabel("Услуга").inputValue()).toBe("");
    await page.getByRole("button", { name: "Отправить запрос" }).click();
    expect(await page.getByText("Введите имя (не меньше 2 символов)").count()).toBe(1);

    const email = uniqueEmail("contact");
    await page.getByLabel("Ваше имя").fill("Olga Petrova");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Сообщение").fill("Можно ли зимой пройти по льду до Ушканьих островов?");
    await page.getByRole("button", { name: "Отправить запрос" }).click();
    await page.getByText("Спасибо! Ваш запрос отправлен").waitFor();
    await page.getByRole("button", { name: "Закрыть" }).click();
    // The next question starts on an empty form.
    expect(await page.getByLabel("Сообщение").inputValue()).toBe("");
    await context.close();

    const rows = await storedRequests(email);
    expect(rows).toEqual([{ service: null, message: "Можно ли зимой пройти по льду до Ушканьих островов?" }]);
  });

  it("written offline, waits on the device and reaches the team once when the connection returns", async () => {
    const context = await newContext(browser, { viewport: "phone" });
    const page = await context.newPage();
    await page.goto(`${server.url}/services`);
    await page.getByRole("heading", { level: 2, name: "Photography" }).waitFor();
    await waitForWorkerControl(page);

    await context.setOffline(true);
    await page.goto(`${server.url}/contact`);
    const email = uniqueEmail("contact-offline");
    await page.getByLabel("Your name").fill("Ivan Kuznetsov");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Service").selectOption({ label: "Photography" });
    await page.getByLabel("Message", { exact: true }).fill("A photographer for a day on the Small Sea, please.");
    await page.getByRole("button", { name: "Send request" }).click();
    await page.getByText("Saved on this device").waitFor();

    await context.setOffline(false);
    await page.getByTestId("outbox-badge").waitFor({ state: "detached", timeout: 30_000 });
    // Give a duplicate (the worker's Background Sync, another trigger) time to show itself.
    await page.waitForTimeout(2000);
    await context.close();

    const rows = await storedRequests(email);
    expect(rows).toEqual([{ service: "photography", message: "A photographer for a day on the Small Sea, please." }]);
  });
});
