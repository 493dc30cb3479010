import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiStatus, loginInBrowser, registerViaApi } from "./support/accounts.ts";
import { launchBrowser, newContext } from "./support/browser.ts";
import { type RunningServer, startServer } from "./support/server.ts";

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

describe("admin notifications", () => {
  it("after ten registrations: '9+', a notification opens the new user, 'Open profile' opens the users tab", async () => {
    const people = [];
    for (let i = 0; i < 10; i++) {
      people.push(
        await registerViaApi(server.url, {
          firstName: `Sailor${i}`,
          lastName: "Baikalov",
          brandName: i === 9 ? "Nerpa Charters" : null,
        }),
      );
    }
    const newest = people[9];
    if (!newest) throw new Error("no users");

    const context = await newContext(browser, { serviceWorkers: "block" });
    const page = await context.newPage();
    await loginInBrowser(page, server.url, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    const badge = page.getByTestId("bell-badge");
    await badge.waitFor();
    expect(await badge.textContent()).toBe("9+");
    expect(await page.getByRole("link", { name: "Admin", exact: true }).getAttribute("href")).toBe("/admin");

    await page.getByRole("button", { name: "Notifications, 10 unread" }).click();
    const panel = page.getByRole("dialog", { name: "Administrator notifications" });
    await panel.getByText("New user registration").first().waitFor();
    expect(await panel.getByRole("listitem").count()).toBe(10);
    // Newest first: the last registration is on top.
    await panel.getByRole("button", { name: /Sailor9 Baikalov/ }).click();

    await panel.getByRole("heading", { name: "Sailor9 Baikalov" }).waitFor();
    await panel.getByText("Nerpa Charters").waitFor();
    await panel.getByText(newest.email).waitFor();
    await panel.getByText("Customer").waitFor();
    // Opened: marked read, deleted, and the list refreshed.
    await page.waitForFunction(
      () => document.querySelector("[data-testid=bell-badge]")?.textContent === "9",
      undefined,
      { timeout: 10_000 },
    );

    await panel.getByRole("button", { name: "Open profile" }).click();
    await page.waitForURL((url) => url.pathname === "/admin" && url.searchParams.get("userId") === newest.id);
    expect(new URL(page.url()).searchParams.get("tab")).toBe("users");
    const profile = page.getByRole("region", { name: "User profile" });
    await profile.getByRole("heading", { name: "Sailor9 Baikalov" }).waitFor();
    await profile.getByText(newest.email).waitFor();
    await context.close();
  });

  it("answers 403 to a customer on every /api/admin call, and shows no bell", async () => {
    const customer = await registerViaApi(server.url, { firstName: "Kira" });
    const context = await newContext(browser, { serviceWorkers: "block" });
    const page = await context.newPage();
    await loginInBrowser(page, server.url, customer.email);
    await page.getByRole("button", { name: "Account menu: Kira" }).waitFor();
    expect(await page.getByRole("button", { name: /Notifications/ }).count()).toBe(0);
    for (const path of [
      "/api/admin/notifications",
      "/api/admin/users",
      `/api/admin/users/${customer.id}`,
      "/api/admin/communications",
    ]) {
      expect(await apiStatus(page, path), path).toBe(403);
    }
    await page.goto(`${server.url}/admin`);
    await page.getByRole("heading", { name: "No access" }).waitFor();
    await context.close();
  });
});
