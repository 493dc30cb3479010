import AxeBuilder from "@axe-core/playwright";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiStatus, loginInBrowser, registerViaApi } from "./support/accounts.ts";
import { bookingBody, bookViaApi } from "./support/bookings.ts";
import { launchBrowser, newContext } from "./support/browser.ts";
import { freeDays } from "./support/dates.ts";
import { type RunningServer, startServer } from "./support/server.ts";
import { waitForWorkerControl } from "./support/worker.ts";

const ADMIN = { ADMIN_EMAIL: "panel.keeper@baikal.example", ADMIN_PASSWORD: "Admin1!harbour" };
let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer({ env: ADMIN })]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe("dashboards (issue 20)", () => {
  it("gives each role its header button, the primary role deciding, and others the personal panel", async () => {
    const cases: [string[], string, string][] = [
      [["owner", "captain"], "Dashboard", "/owner/dashboard"],
      [["travel_manager"], "Travel dashboard", "/travel-manager/dashboard"],
      [["captain", "service_company"], "Crew dashboard", "/crew/dashboard"],
      [["crew_member"], "Crew dashboard", "/crew/dashboard"],
      [["service_company", "customer"], "Company dashboard", "/service-company/dashboard"],
    ];
    const context = await newContext(browser, { serviceWorkers: "block" });
    for (const [roles, name, href] of cases) {
      const user = await registerViaApi(server.url, { roles });
      const page = await context.newPage();
      await loginInBrowser(page, server.url, user.email);
      const button = page.getByRole("banner").getByRole("link", { name, exact: true });
      await button.waitFor();
      expect(await button.getAttribute("href"), roles.join()).toBe(href);
      await button.click();
      await page.waitForURL(`${server.url}${href}`);
      await context.clearCookies();
      await page.close();
    }
    // A traveller has no role button: the profile menu leads to the personal panel.
    const traveller = await registerViaApi(server.url, { firstName: "Lida", roles: ["traveler"] });
    const page = await context.newPage();
    await loginInBrowser(page, server.url, traveller.email);
    await page.getByRole("button", { name: "Account menu: Lida" }).click();
    await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Personal panel" }).click();
    await page.getByRole("heading", { name: "Personal panel", level: 1 }).waitFor();
    await context.close();
  });

  it("shows the personal panel from the device, offline too", async () => {
    const user = await registerViaApi(server.url, { firstName: "Olga" });
    const stay = await freeDays(server.url, "kultuk", 2);
    await bookViaApi(server.url, user.cookie, bookingBody("kultuk", stay.start, stay.end));
    const context = await newContext(browser);
    const page = await context.newPage();
    await loginInBrowser(page, server.url, user.email);
    await page.getByRole("button", { name: "Account menu: Olga" }).waitFor();
    await page.goto(`${server.url}/user/dashboard`);
    const upcoming = page.getByRole("region", { name: "Upcoming bookings" });
    await upcoming.getByText("Awaiting confirmation").waitFor();
    await page.getByRole("region", { name: "Waiting to be sent" }).getByText("Nothing is waiting").waitFor();
    await waitForWorkerControl(page);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole("heading", { name: "Personal panel", level: 1 }).waitFor();
    await page.getByText("You are offline: the panel shows what this device last saw.").waitFor();
    await upcoming.getByText("Awaiting confirmation").waitFor();
    await context.close();
  });

  it("lets an admin change a user's roles, block them (their session ends at once) and delete them", async () => {
    const sailor = await registerViaApi(server.url, { firstName: "Gleb", lastName: "Sokolov" });
    const own = await newContext(browser, { serviceWorkers: "block" });
    const sailorPage = await own.newPage();
    await loginInBrowser(sailorPage, server.url, sailor.email);
    await sailorPage.getByRole("button", { name: "Account menu: Gleb" }).waitFor();
    expect(await apiStatus(sailorPage, "/api/user")).toBe(200);

    const context = await newContext(browser, { serviceWorkers: "block" });
    const page = await context.newPage();
    await loginInBrowser(page, server.url, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    await page.getByRole("link", { name: "Admin", exact: true }).waitFor();
    await page.goto(`${server.url}/admin?tab=users&userId=${sailor.id}`);
    const profile = page.getByRole("region", { name: "User profile" });
    await profile.getByRole("heading", { name: "Gleb Sokolov" }).waitFor();
    await profile.getByRole("checkbox", { name: "Yacht owner" }).check();
    await profile.getByRole("button", { name: "Save roles" }).click();
    await profile.getByRole("listitem").filter({ hasText: "Yacht owner" }).first().waitFor();
    await profile.getByRole("button", { name: "Block", exact: true }).click();
    await profile.getByText("Blocked: this user cannot log in.").waitFor();
    expect(await apiStatus(sailorPage, "/api/user")).toBe(401);
    // Deleting asks once more, then the list shows the tombstone instead of the person.
    await profile.getByRole("button", { name: "Delete user" }).click();
    await profile.getByRole("button", { name: "Delete", exact: true }).click();
    await page.waitForURL((url) => !url.searchParams.has("userId"));
    await page
      .getByRole("link", { name: /Deleted user/ })
      .first()
      .waitFor();
    expect(await page.getByRole("link", { name: /Gleb Sokolov/ }).count()).toBe(0);
    await own.close();
    await context.close();
  });

  it("names the profile menu's button by its visible first name in Russian too (axe)", async () => {
    const user = await registerViaApi(server.url, { firstName: "Марина", lastName: "Орлова" });
    const context = await newContext(browser, { serviceWorkers: "block", consent: "necessary" });
    const page = await context.newPage();
    await loginInBrowser(page, server.url, user.email);
    await page.getByRole("button", { name: "Account menu: Марина" }).waitFor();
    await context.addCookies([{ name: "preferred_language", value: "ru", url: server.url }]);
    await page.goto(`${server.url}/user/dashboard`);
    await page.getByRole("heading", { name: "Личный кабинет", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Меню аккаунта: Марина" }).waitFor();
    const result = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
      .analyze();
    // The rule is experimental in axe: make sure it ran on the page, not only that it found nothing.
    const ran = [...result.passes, ...result.violations, ...result.incomplete].map((r) => r.id);
    expect(ran).toContain("label-content-name-mismatch");
    const serious = result.violations.filter(
      (v) => v.id === "label-content-name-mismatch" || v.impact === "serious" || v.impact === "critical",
    );
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    await context.close();
  });
});
