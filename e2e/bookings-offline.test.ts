import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, type Registered, registerViaApi } from "./support/accounts.ts";
import { badgeCount, serverBookings, signIn } from "./support/bookings.ts";
import { launchBrowser, newContext } from "./support/browser.ts";
import { freeDays, type Stay } from "./support/dates.ts";
import { type RunningServer, startServer } from "./support/server.ts";
import { waitForWorkerControl } from "./support/worker.ts";

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** Logged in, with the yacht opened online once (catalogue, availability and the app's code kept). */
async function preparedDevice(customer: Registered): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await signIn(page, server.url, customer.email, PASSWORD, customer.firstName);
  await page.goto(`${server.url}/yachts/kultuk`);
  await page.getByRole("grid").waitFor();
  await waitForWorkerControl(page);
  return { context, page };
}

/** The booking flow's details for a stay (the account has no phone, so it is typed), then "Send". */
async function sendRequest(page: Page, { start, end }: Stay) {
  await page.goto(`${server.url}/book/kultuk?start=${start}&end=${end}&step=details`);
  await page.getByLabel("Contact name").waitFor();
  await page.getByLabel("Phone").fill("+7 914 555 12 12");
  await page.getByRole("button", { name: "Send booking request" }).click();
  await page.getByRole("heading", { name: "Waiting for the connection" }).waitFor();
}

const waitingCard = (page: Page) =>
  page.getByTestId("booking").filter({ has: page.getByText("Waiting for the connection", { exact: true }) });

describe("a booking made offline", () => {
  it("waits on the device through reloads and reaches the server exactly once when the connection returns", async () => {
    const customer = await registerViaApi(server.url);
    const stay = await freeDays(server.url, "kultuk", 3);
    const { context, page } = await preparedDevice(customer);
    try {
      await context.setOffline(true);
      await sendRequest(page, stay);

      await page.goto(`${server.url}/bookings`);
      await waitingCard(page).waitFor();
      expect(await badgeCount(page)).toBe("1");
      for (const _ of [1, 2]) {
        await page.reload();
        await waitingCard(page).waitFor();
        await expect.poll(() => badgeCount(page)).toBe("1");
      }
      expect(await serverBookings(server.url, customer.cookie)).toEqual([]);

      await context.setOffline(false);
      const card = page.getByTestId("booking").filter({ hasText: "Kultuk" });
      await card.getByTestId("booking-status").filter({ hasText: "Awaiting answer" }).waitFor({ timeout: 20_000 });
      await expect.poll(() => badgeCount(page)).toBe("");
      const onServer = await serverBookings(server.url, customer.cookie);
      expect(onServer.map((b) => [b.yachtId, b.startDate, b.endDate, b.status])).toEqual([
        ["kultuk", stay.start, stay.end, "pending"],
      ]);
      expect(await page.getByTestId("booking").count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it("is not lost to a logout by mistake: the user is told and may stay logged in", async () => {
    const customer = await registerViaApi(server.url, { firstName: "Oleg" });
    const stay = await freeDays(server.url, "kultuk", 2);
    const { context, page } = await preparedDevice(customer);
    try {
      await context.setOffline(true);
      await sendRequest(page, stay);
      const logOut = async () => {
        await page.getByRole("button", { name: "Account menu: Oleg" }).click();
        await page.getByRole("button", { name: "Log out" }).click();
      };
      await logOut();
      const warning = page.getByRole("dialog", { name: "Unsent booking requests" });
      await warning.getByText("1 booking request made offline has not reached us yet.", { exact: false }).waitFor();
      await warning.getByRole("button", { name: "Stay logged in" }).click();
      await warning.waitFor({ state: "hidden" });
      await page.getByRole("button", { name: "Account menu: Oleg" }).waitFor();
      expect(await badgeCount(page)).toBe("1");

      await logOut();
      await warning.getByRole("button", { name: "Log out anyway" }).click();
      await page.getByRole("link", { name: "Login", exact: true }).first().waitFor();
      await expect.poll(() => badgeCount(page)).toBe("");
      await context.setOffline(false);
      expect(await serverBookings(server.url, customer.cookie)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("is still sent once when the server is down during the replay and comes back afterwards", async () => {
    const customer = await registerViaApi(server.url);
    const stay = await freeDays(server.url, "kultuk", 3);
    const { context, page } = await preparedDevice(customer);
    try {
      await context.setOffline(true);
      await sendRequest(page, stay);
      await page.goto(`${server.url}/bookings`);
      await waitingCard(page).waitFor();

      // The connection returns while the server is down: the replay fails and the request stays.
      await server.stop();
      await context.setOffline(false);
      await page.waitForTimeout(3_000);
      await waitingCard(page).waitFor();
      expect(await badgeCount(page)).toBe("1");

      await server.start();
      await page.reload();
      const card = page.getByTestId("booking").filter({ hasText: "Kultuk" });
      await card.getByTestId("booking-status").filter({ hasText: "Awaiting answer" }).waitFor({ timeout: 30_000 });
      const onServer = await serverBookings(server.url, customer.cookie);
      expect(onServer.map((b) => [b.startDate, b.endDate])).toEqual([[stay.start, stay.end]]);
    } finally {
      await context.close();
    }
  });

  it("is still sent once when the server took it but its answer was lost", async () => {
    const customer = await registerViaApi(server.url);
    const stay = await freeDays(server.url, "kultuk", 2);
    const { context, page } = await preparedDevice(customer);
    try {
      // The server commits the request, then goes down before the answer reaches the device.
      let cut = false;
      await context.route("**/api/bookings", async (route) => {
        if (route.request().method() !== "POST" || cut) return route.continue();
        cut = true;
        await route.fetch();
        await server.stop();
        await route.abort("connectionreset");
      });
      await sendRequest(page, stay);
      expect(cut).toBe(true);

      await server.start();
      await page.goto(`${server.url}/bookings`);
      const card = page.getByTestId("booking").filter({ hasText: "Kultuk" });
      await card.getByTestId("booking-status").filter({ hasText: "Awaiting answer" }).waitFor({ timeout: 30_000 });
      const onServer = await serverBookings(server.url, customer.cookie);
      expect(onServer.map((b) => [b.startDate, b.endDate])).toEqual([[stay.start, stay.end]]);
    } finally {
      await context.close();
    }
  });
});
