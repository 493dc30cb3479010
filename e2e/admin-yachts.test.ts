import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginInBrowser, PASSWORD, registerViaApi } from "./support/accounts.ts";
import { bookingBody, bookViaApi, signIn } from "./support/bookings.ts";
import { launchBrowser, newContext } from "./support/browser.ts";
import { freeDays } from "./support/dates.ts";
import { type RunningServer, startServer } from "./support/server.ts";

/**
 * The admins' Yachts tab: a yacht given to a user with the owner role brings its booking requests
 * to that owner's /bookings, with no step outside the app.
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

describe("the Yachts tab", () => {
  it("gives Kultuk to an owner, who then finds its booking request in /bookings", async () => {
    const owner = await registerViaApi(server.url, { firstName: "Oleg", lastName: "Sokolov", roles: ["owner"] });
    const customer = await registerViaApi(server.url, { firstName: "Anna" });

    const context = await newContext(browser, { serviceWorkers: "block", viewport: "phone" });
    const page = await context.newPage();
    await loginInBrowser(page, server.url, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    await page.getByRole("button", { name: /^Notifications/ }).waitFor();
    await page.goto(`${server.url}/admin`);
    await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Yachts" }).click();
    const kultuk = page.getByTestId("admin-yacht").filter({ hasText: "Kultuk" });
    const select = kultuk.getByLabel("Owner: Kultuk");
    expect(await select.inputValue()).toBe("");
    // A partner's yacht has no owner to choose.
    const pearl = page.getByTestId("admin-yacht").filter({ hasText: "Baikal Pearl" });
    await pearl.getByText("Booked on the partner's site").waitFor();
    expect(await pearl.locator("select").count()).toBe(0);

    await select.selectOption({ label: `Oleg Sokolov · ${owner.email}` });
    await page.locator("[data-sonner-toast]").filter({ hasText: "Kultuk now belongs to Oleg Sokolov" }).waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel("Owner: Kultuk").inputValue()).toBe(owner.id);
    await context.close();

    const stay = await freeDays(server.url, "kultuk", 2);
    await bookViaApi(server.url, customer.cookie, bookingBody("kultuk", stay.start, stay.end));
    const ownerContext = await newContext(browser);
    const ownerPage = await ownerContext.newPage();
    await signIn(ownerPage, server.url, owner.email, PASSWORD, "Oleg");
    await ownerPage.goto(`${server.url}/bookings`);
    await ownerPage.getByRole("heading", { name: "Incoming requests" }).waitFor();
    await ownerPage
      .getByTestId("incoming-request")
      .filter({ hasText: "Kultuk" })
      .getByRole("button", { name: "Accept" })
      .waitFor();
    await ownerContext.close();
  });
});
