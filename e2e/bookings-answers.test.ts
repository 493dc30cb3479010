import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../domain/catalogue/availability.ts";
import { PASSWORD, registerViaApi } from "./support/accounts.ts";
import { bookingBody, bookViaApi, giveYachts, serverBookings, signIn } from "./support/bookings.ts";
import { launchBrowser, newContext } from "./support/browser.ts";
import { chooseStay, freeDays } from "./support/dates.ts";
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

const card = (page: Page, testId: string, yacht: string) => page.getByTestId(testId).filter({ hasText: yacht });
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

describe("an owner answers requests", () => {
  it("accepts one and declines another with a note; the customer sees both answers", async () => {
    const owner = await registerViaApi(server.url, { firstName: "Oleg", roles: ["owner"] });
    const customer = await registerViaApi(server.url, { firstName: "Anna" });
    await giveYachts(server, owner.id, ["kultuk", "nerpa"]);
    const kultukStay = await freeDays(server.url, "kultuk", 3);
    const nerpaStay = await freeDays(server.url, "nerpa", 2);
    await bookViaApi(server.url, customer.cookie, bookingBody("kultuk", kultukStay.start, kultukStay.end));
    await bookViaApi(server.url, customer.cookie, bookingBody("nerpa", nerpaStay.start, nerpaStay.end));

    const customerContext = await newContext(browser);
    const customerPage = await customerContext.newPage();
    await signIn(customerPage, server.url, customer.email, PASSWORD, "Anna");
    await customerPage.goto(`${server.url}/bookings`);
    for (const yacht of ["Kultuk", "Nerpa"]) {
      await card(customerPage, "booking", yacht).getByText("Awaiting answer").waitFor();
    }

    const ownerContext = await newContext(browser);
    const page = await ownerContext.newPage();
    await signIn(page, server.url, owner.email, PASSWORD, "Oleg");
    await page.goto(`${server.url}/bookings`);
    await page.getByRole("heading", { name: "Incoming requests" }).waitFor();
    await card(page, "incoming-request", "Kultuk").getByRole("button", { name: "Accept" }).click();
    await toast(page, "Request accepted").waitFor();
    await card(page, "incoming-request", "Nerpa").getByRole("button", { name: "Decline" }).click();
    const dialog = page.getByRole("dialog", { name: "Decline this request?" });
    await dialog.getByLabel("A note for the customer").fill("Nerpa is on the slipway that week.");
    await dialog.getByRole("button", { name: "Decline request" }).click();
    await toast(page, "Request declined").waitFor();
    await page.getByText("Every request is answered.").waitFor();
    const answered = await serverBookings(server.url, owner.cookie, true);
    expect(answered.map((b) => [b.yachtId, b.status]).sort()).toEqual([
      ["kultuk", "confirmed"],
      ["nerpa", "cancelled"],
    ]);
    await ownerContext.close();

    // The customer opens their bookings again: the answers are there.
    await customerPage.goto(`${server.url}/bookings`);
    await card(customerPage, "booking", "Kultuk").getByText("Confirmed", { exact: true }).waitFor();
    await customerPage.getByRole("tab", { name: /Cancelled/ }).click();
    const nerpa = card(customerPage, "booking", "Nerpa");
    await nerpa.getByText("The owner declined this request.").waitFor();
    await nerpa.getByText("Owner's note: Nerpa is on the slipway that week.").waitFor();
    await customerContext.close();
  });
});

describe("dates taken while this device was offline", () => {
  it("shows the replayed request as failed with the reason, and choosing other dates sends it with the same details", async () => {
    const customer = await registerViaApi(server.url, { firstName: "Anna" });
    const other = await registerViaApi(server.url, { firstName: "Pavel" });
    // Eight free days in a row: this device asks for days 0-2, Pavel meanwhile takes days 1-3, and
    // the dates chosen again are days 5-7.
    const { start } = await freeDays(server.url, "barguzin", 8);
    const day = (n: number) => addDays(start, n);
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, server.url, customer.email, PASSWORD, "Anna");
    await page.goto(`${server.url}/yachts/barguzin`);
    await page.getByRole("grid").waitFor();
    await waitForWorkerControl(page);

    await context.setOffline(true);
    await page.goto(`${server.url}/book/barguzin?start=${day(0)}&end=${day(2)}&step=details`);
    await page.getByRole("button", { name: "One guest more" }).click();
    await page.getByRole("button", { name: "One guest more" }).click();
    await page.getByLabel("Phone").fill("+7 914 555 12 12");
    await page.getByLabel("Special requests").fill("We board late, after eight.");
    await page.getByRole("button", { name: "Send booking request" }).click();
    await page.getByRole("heading", { name: "Waiting for the connection" }).waitFor();

    // Meanwhile someone else takes overlapping dates.
    await bookViaApi(server.url, other.cookie, bookingBody("barguzin", day(1), day(3)));

    await page.goto(`${server.url}/bookings`);
    await context.setOffline(false);
    const failed = card(page, "booking", "Barguzin");
    await failed.getByText("Not sent").waitFor({ timeout: 20_000 });
    await failed.getByText("These dates were taken in the meantime. Please choose other dates.").waitFor();
    expect(await serverBookings(server.url, customer.cookie)).toEqual([]);

    await failed.getByRole("link", { name: "Choose other dates" }).click();
    await page.getByRole("heading", { name: "Choose your dates" }).waitFor();
    await chooseStay(page, { start: day(5), end: day(7) });
    await page.getByRole("button", { name: "Continue" }).click();
    expect(await page.getByLabel("Guests", { exact: true }).inputValue()).toBe("4");
    expect(await page.getByLabel("Special requests").inputValue()).toBe("We board late, after eight.");
    await page.getByRole("button", { name: "Send booking request" }).click();
    await page.getByRole("heading", { name: "Payment", exact: true }).waitFor();

    const onServer = await serverBookings(server.url, customer.cookie);
    expect(onServer.map((b) => [b.yachtId, b.startDate, b.endDate])).toEqual([["barguzin", day(5), day(7)]]);
    await page.goto(`${server.url}/bookings`);
    await card(page, "booking", "Barguzin").getByText("Awaiting answer").waitFor();
    expect(await page.getByTestId("booking").count()).toBe(1);
    await context.close();
  });
});
