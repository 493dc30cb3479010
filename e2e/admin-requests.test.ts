import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginInBrowser, uniqueEmail } from "./support/accounts.ts";
import { launchBrowser, newContext } from "./support/browser.ts";
import { type RunningServer, startServer } from "./support/server.ts";

/**
 * The admins' Requests tab: what a visitor sends from a trip's dialog reaches the team on /admin
 * (even without a mail server), and the team moves it from New to Answered.
 */
const ADMIN = { ADMIN_EMAIL: "harbour.master@baikal.example", ADMIN_PASSWORD: "Admin1!harbour" };
const TRIP_TITLE = "Olkhon Weekend: Shaman Rock and the Small Sea";
let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer({ env: ADMIN })]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe("the Requests tab", () => {
  it("shows a visitor's trip request, and marking it Answered moves it out of the New filter", async () => {
    const visitor = await newContext(browser, { viewport: "phone" });
    const tripPage = await visitor.newPage();
    await tripPage.goto(`${server.url}/trips/olkhon-weekend`);
    await tripPage.getByRole("button", { name: "Ask about this trip" }).click();
    const dialog = tripPage.getByRole("dialog", { name: TRIP_TITLE });
    const email = uniqueEmail("requests");
    await dialog.getByLabel("Your name").fill("Olga Petrova");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Guests").selectOption("3");
    await dialog.getByRole("button", { name: "Send trip request" }).click();
    await dialog.getByText("Thank you! Your request is on its way").waitFor();
    await visitor.close();

    const context = await newContext(browser, { serviceWorkers: "block" });
    const page = await context.newPage();
    await loginInBrowser(page, server.url, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    // The bell tells of the request too.
    await page.getByRole("button", { name: "Notifications, 1 unread" }).waitFor();
    await page.goto(`${server.url}/admin`);
    const tab = page.getByRole("link", { name: /^Requests/ });
    await tab.getByText("1", { exact: true }).waitFor();
    expect(await tab.textContent()).toContain("1 new");
    await tab.click();

    const card = page.getByRole("article", { name: "Olga Petrova" });
    await card.waitFor();
    await card.getByText(`Trip: ${TRIP_TITLE}`).waitFor();
    await card.getByText("3 guests").waitFor();
    expect(await card.getByRole("link", { name: email }).getAttribute("href")).toBe(`mailto:${email}`);
    expect(await card.getByLabel("Status").inputValue()).toBe("new");

    await page.getByLabel("Show requests").selectOption("new");
    await page.waitForURL((url) => url.searchParams.get("status") === "new");
    await card.waitFor();
    await card.getByLabel("Status").selectOption("answered");
    await card.waitFor({ state: "detached" });
    await page.getByText("No requests with this status.").waitFor();
    // The tab no longer counts it as new.
    await tab.getByText("1", { exact: true }).waitFor({ state: "detached" });

    await page.getByLabel("Show requests").selectOption("answered");
    await card.waitFor();
    expect(await card.getByLabel("Status").inputValue()).toBe("answered");
    await context.close();
  });
});
