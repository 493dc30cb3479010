import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginInBrowser, PASSWORD, registerViaApi, uniqueEmail } from "./support/accounts.ts";
import { bookingBody, bookViaApi } from "./support/bookings.ts";
import { launchBrowser, newContext } from "./support/browser.ts";
import { freeDays } from "./support/dates.ts";
import { type RunningServer, startServer } from "./support/server.ts";

/**
 * Issue 19: an owner lists a yacht through the form, an admin approves it in the Yachts tab, a
 * customer books it, the owner accepts, the customer pays, and the dashboard shows the revenue.
 * With OWNERS_SHOTS=<dir> it also saves the dashboard and the form at 390 and 1280 px.
 */
const ADMIN = { ADMIN_EMAIL: "harbour.master@baikal.example", ADMIN_PASSWORD: "Admin1!harbour" };
const shots = process.env.OWNERS_SHOTS;
let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer({ env: ADMIN })]);
  if (shots) mkdirSync(shots, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function shoot(page: Page, name: string) {
  if (!shots) return;
  for (const [label, size] of [
    ["390", { width: 390, height: 844 }],
    ["1280", { width: 1280, height: 900 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${shots}/${name}-${label}.png`, fullPage: true });
  }
}

async function fillListing(page: Page) {
  await page.getByLabel("Name in English").fill("Nerpa");
  await page.getByLabel("Name in Russian").fill("Нерпа");
  await page.getByLabel("Type").selectOption("sail_yacht");
  await page.getByLabel("Length, metres").fill("12.5");
  await page.getByLabel("Guests").fill("8");
  await page.getByLabel("Cabins").fill("3");
  await page.getByLabel("Year built").fill("2015");
  await page.getByLabel("Home harbour").selectOption("listvyanka");
  await page.locator('input[name="destinationIds"][value="peschanaya-bay"]').check();
  await page.getByLabel("Price per day, RUB", { exact: true }).fill("45000");
  await page.getByLabel("Captain", { exact: true }).selectOption("optional");
  await page.getByLabel(/Captain's price per day/).fill("8000");
  await page.locator('input[name="features"][value="galley"]').check();
  await page.getByLabel("Summary in English").fill("A quick family sloop.");
  await page.getByLabel("Summary in Russian").fill("Быстрый семейный шлюп.");
  await page.getByLabel("Description in English").fill("Twelve metres of comfort on the lake.");
  await page.getByLabel("Description in Russian").fill("Двенадцать метров комфорта на озере.");
}

describe("an owner's yacht, from the form to the revenue", () => {
  it("is listed after approval, booked, accepted, paid, and counted by month and in the .ics feed", async () => {
    const customer = await registerViaApi(server.url, { firstName: "Anna" });

    // The owner registers through the form and lands on the dashboard's first-yacht call to action.
    const ownerContext = await newContext(browser, { serviceWorkers: "block" });
    const page = await ownerContext.newPage();
    await page.goto(`${server.url}/auth?tab=register`);
    await page.getByLabel("First name").fill("Oleg");
    await page.getByLabel("Last name").fill("Sokolov");
    await page.getByLabel("Email").fill(uniqueEmail("oleg"));
    await page.getByLabel("Phone").fill("+7 914 555 12 13");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await page.getByRole("checkbox", { name: /Yacht owner/ }).check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.waitForURL(`${server.url}/owner/dashboard`);
    await page.getByRole("heading", { name: "Owner dashboard" }).waitFor();
    await page.getByRole("link", { name: "Add your first yacht" }).click();
    await page.getByRole("heading", { name: "Add a yacht" }).waitFor();

    // A bad field is named before anything is sent.
    await page.getByRole("button", { name: "Send for approval" }).click();
    await page.getByText("Give the yacht's name in 2 to 80 characters.").first().waitFor();
    await fillListing(page);
    // Each message went when its field was edited.
    expect(await page.getByText("Give the yacht's name in 2 to 80 characters.").count()).toBe(0);
    await shoot(page, "yacht-form");
    await page.getByRole("button", { name: "Send for approval" }).click();
    await page.getByRole("heading", { name: "Owner dashboard" }).waitFor();
    const card = page.locator('[data-testid^="owner-yacht-"]').filter({ hasText: "Nerpa" });
    await card.getByText("Waiting for approval").waitFor();
    const yachtId = ((await card.getAttribute("data-testid")) ?? "").replace("owner-yacht-", "");
    expect(yachtId).toMatch(/^yacht-/);

    const adminContext = await newContext(browser, { serviceWorkers: "block" });
    const admin = await adminContext.newPage();
    await loginInBrowser(admin, server.url, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    await admin.getByRole("button", { name: /^Notifications/ }).waitFor();
    await admin.goto(`${server.url}/admin`);
    await admin.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Yachts" }).click();
    const pending = admin.getByTestId("pending-listing").filter({ hasText: "Nerpa" });
    await pending.getByRole("button", { name: "Approve" }).click();
    await admin.locator("[data-sonner-toast]").filter({ hasText: "Nerpa is listed" }).waitFor();
    await adminContext.close();

    // The customer finds it in the catalogue and books it; the owner accepts; the customer pays.
    const listed = await fetch(`${server.url}/api/yachts/${yachtId}`);
    expect(listed.status).toBe(200);
    const stay = await freeDays(server.url, yachtId, 2);
    const booking = await bookViaApi(server.url, customer.cookie, bookingBody(yachtId, stay.start, stay.end));
    const post = (path: string, cookie: string, body?: unknown) =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    await page.reload();
    await page.getByText("Requests to answer").waitFor();
    await page.getByText("Ivan Orlov").waitFor();
    const ownerCookie = await page.context().cookies();
    const cookie = ownerCookie.map((c) => `${c.name}=${c.value}`).join("; ");
    expect((await post(`/api/bookings/${booking.id}/accept`, cookie)).status).toBe(200);
    const paid = await post(`/api/bookings/${booking.id}/payments`, customer.cookie, {
      method: "test_card",
      cardNumber: "4242424242424242",
    });
    expect(paid.status).toBeLessThan(300);

    await page.reload();
    await card.getByText("Listed").waitFor();
    const revenue = page.getByTestId("owner-revenue");
    await revenue.getByText(/Total paid: /).waitFor();
    expect(await revenue.textContent()).toMatch(/\d/);
    await page.getByText("Upcoming charters").waitFor();
    await card.getByRole("button", { name: "Calendar link" }).click();
    await card.getByLabel(/Private calendar link/).waitFor();
    await shoot(page, "dashboard");

    // The owner's private calendar feed holds the booking.
    const feed = (await (
      await fetch(`${server.url}/api/owner/yachts/${yachtId}/calendar`, { headers: { cookie } })
    ).json()) as {
      url: string;
    };
    const ics = await (await fetch(`${server.url}${new URL(feed.url).pathname}${new URL(feed.url).search}`)).text();
    expect(ics).toContain(`DTSTART;VALUE=DATE:${stay.start.replace(/-/g, "")}`);
    expect(ics).toContain("Ivan Orlov");
    await ownerContext.close();
  });
});
