import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, registerViaApi, uniqueEmail } from "./support/accounts.ts";
import { serverBookings, signIn } from "./support/bookings.ts";
import { launchBrowser, newContext } from "./support/browser.ts";
import { chooseStay, freeDays, monthTitle, shownMonth } from "./support/dates.ts";
import { type RunningServer, startServer } from "./support/server.ts";

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const summary = (page: Page) => page.getByRole("complementary", { name: "Your booking" });
const linesOf = (page: Page) =>
  summary(page)
    .getByTestId("price-lines")
    .locator("[data-kind]")
    .evaluateAll((lines) =>
      lines.map((line) => [line.getAttribute("data-kind"), line.querySelector("dd")?.textContent?.replace(/\s/g, " ")]),
    );
const totalOf = async (page: Page) =>
  ((await summary(page).getByTestId("price-total").textContent()) ?? "").replace(/\s/g, " ");

/** The visitor signs up inline as a customer, without leaving the flow; the contact fills in. */
async function quickSignUp(page: Page, email: string) {
  await page.getByRole("heading", { name: "Who is booking?" }).waitFor();
  expect(await page.getByRole("radio", { name: /Customer/ }).isChecked()).toBe(true);
  expect(await page.getByRole("radio", { name: /Yacht owner/ }).count()).toBe(1);
  expect(await page.getByRole("radio", { name: /Travel manager/ }).count()).toBe(0);
  await page.getByLabel("First name").fill("Marina");
  await page.getByLabel("Last name").fill("Sokolova");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.getByLabel("Contact name").waitFor();
  expect(await page.getByLabel("Contact name").inputValue()).toBe("Marina Sokolova");
  expect(await page.getByLabel("Email").inputValue()).toBe(email);
}

describe("the booking flow", () => {
  it("a visitor signs up inline, every price line adds up to the server's total, and pays with the test card", async () => {
    const stay = await freeDays(server.url, "kultuk", 3);
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}/yachts/kultuk`);
    await page.getByRole("link", { name: "Book this yacht" }).click();
    await page.getByRole("heading", { name: "Choose your dates" }).waitFor();
    // No dates yet: the form says so by the calendar instead of moving on.
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText("Choose a date.").waitFor();
    // It opens on the month of the first free day (in winter, the coming June), counted from the
    // browser's date as the page asks.
    const firstFree = await freeDays(server.url, "kultuk", 1, new Date().toISOString().slice(0, 10));
    expect(await shownMonth(page)).toBe(monthTitle(firstFree.start));
    await chooseStay(page, stay);
    await page.getByRole("button", { name: "Continue" }).click();

    const email = uniqueEmail("marina");
    await quickSignUp(page, email);
    for (let i = 0; i < 3; i += 1) await page.getByRole("button", { name: "One guest more" }).click();
    expect(await page.getByRole("button", { name: "One guest more" }).isEnabled()).toBe(true);
    await page.getByRole("radio", { name: /With the yacht's captain/ }).check();
    await page.getByRole("checkbox", { name: /Catering/ }).check();
    await page.getByRole("checkbox", { name: /Water equipment/ }).check();
    // The new account has no phone: the shared rules ask for it by the field, and nothing is sent.
    await page.getByRole("button", { name: "Send booking request" }).click();
    await page.getByText("Enter a phone number the crew can call.").waitFor();
    await page.getByLabel("Phone").fill("+7 914 555 12 12");

    // Kultuk: 45,000 a day, its captain 9,000 a day, 5 guests, 3 days.
    const shown = await linesOf(page);
    expect(shown).toEqual([
      ["yacht", "RUB 135,000"],
      ["captain", "RUB 27,000"],
      ["catering", "RUB 37,500"],
      ["water_equipment", "RUB 12,000"],
    ]);
    const shownTotal = await totalOf(page);
    expect(shownTotal).toBe("RUB 211,500");

    await page.getByRole("button", { name: "Send booking request" }).click();
    await page.getByRole("heading", { name: "Payment", exact: true }).waitFor();
    const cookie = (await context.cookies()).find((c) => c.name === "session");
    const [booking] = await serverBookings(server.url, `session=${cookie?.value}`);
    expect(booking?.total).toEqual({ amount: 21_150_000, currency: "RUB" });
    expect(await totalOf(page)).toBe(shownTotal);
    expect(await linesOf(page)).toEqual(shown);

    // The declined test card is an answer the form shows; the other card pays.
    await page.getByRole("button", { name: /Use the test card 4000 0000 0000 0002/ }).click();
    await page.getByRole("button", { name: /^Pay RUB\s211,500$/ }).click();
    await page.getByText("The card was declined. Try another card.").waitFor();
    await page.getByRole("button", { name: /Use the test card 4242 4242 4242 4242/ }).click();
    await page.getByRole("button", { name: /^Pay RUB\s211,500$/ }).click();
    await page.getByRole("heading", { name: "Request sent and paid" }).waitFor();
    const [paid] = await serverBookings(server.url, `session=${cookie?.value}`);
    expect(paid?.paymentStatus).toBe("paid");
    await context.close();
  });

  it("a partner's yacht ends with the hand-off, kept in the history", async () => {
    const stay = await freeDays(server.url, "olkhon", 2);
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}/book/olkhon?start=${stay.start}&end=${stay.end}&step=details`);
    await quickSignUp(page, uniqueEmail("partner"));
    await page.getByLabel("Phone").fill("+7 914 555 12 12");
    await page.getByRole("button", { name: "Send to our partner" }).click();
    await page.getByRole("heading", { name: "Finish with our partner" }).waitFor();
    // This server has no PARTNER_BOOKING_URL: the page says a person passes the request on.
    await page.getByText(/our team passes your request on to the partner by hand/).waitFor();
    await page.getByRole("button", { name: "Done" }).click();
    await page.getByRole("heading", { name: "Handed to our partner" }).waitFor();
    await page.getByRole("link", { name: "My bookings" }).click();
    const card = page.getByTestId("booking").filter({ hasText: "Olkhon" });
    await card.getByText("Handed to partner").waitFor();
    await card.getByText("Our team passes this request on to the partner and writes to you.").waitFor();
    await context.close();
  });

  it("with the partner's site configured, the hand-off opens its deep link, filled in", async () => {
    const partnered = await startServer({ env: { PARTNER_BOOKING_URL: "https://partner.example/charter" } });
    const context = await newContext(browser);
    try {
      const stay = await freeDays(partnered.url, "olkhon", 2);
      const page = await context.newPage();
      await page.goto(`${partnered.url}/book/olkhon?start=${stay.start}&end=${stay.end}&step=details`);
      await quickSignUp(page, uniqueEmail("deeplink"));
      await page.getByLabel("Phone").fill("+7 914 555 12 12");
      await page.getByRole("button", { name: "Send to our partner" }).click();
      const link = page.getByRole("link", { name: "Open the partner site" });
      const href = new URL((await link.getAttribute("href")) ?? "");
      expect(`${href.origin}${href.pathname}`).toBe("https://partner.example/charter");
      expect(Object.fromEntries(href.searchParams)).toMatchObject({
        yacht: "olkhon",
        checkin: stay.start,
        checkout: stay.end,
        guests: "2",
        name: "Marina Sokolova",
        phone: "+7 914 555 12 12",
      });
      expect(await link.getAttribute("target")).toBe("_blank");
      await page.goto(`${partnered.url}/bookings`);
      const card = page.getByTestId("booking").filter({ hasText: "Olkhon" });
      expect(await card.getByRole("link", { name: "Open the partner site" }).getAttribute("href")).toBe(
        href.toString(),
      );
    } finally {
      await context.close();
      await partnered.dispose();
    }
  });
});

describe("/payment-test", () => {
  it("charges the test cards, shows each answer, and refunds a paid charge", async () => {
    const user = await registerViaApi(server.url);
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, server.url, user.email, PASSWORD, user.firstName);
    await page.goto(`${server.url}/payment-test`);
    await page.getByText("No test charges yet. Make one with the form.").waitFor();
    await page.getByLabel("Amount, roubles").fill("2500");
    await page.getByRole("button", { name: /Use the test card 4000 0000 0000 0002/ }).click();
    await page.getByRole("button", { name: "Charge the card" }).click();
    await page.getByTestId("charge-result").getByText("Declined by the card issuer.").waitFor();
    await page.getByRole("button", { name: /Use the test card 4242 4242 4242 4242/ }).click();
    await page.getByRole("button", { name: "Charge the card" }).click();
    await page.getByTestId("charge-result").getByText("Paid.").waitFor();

    const charges = page.getByTestId("test-charge");
    await expect.poll(() => charges.count()).toBe(2);
    const paid = charges.filter({ hasText: "Paid" });
    await paid.getByRole("button", { name: /^Refund/ }).click();
    await charges.filter({ hasText: "Refunded" }).waitFor();
    expect(await charges.filter({ hasText: "Payment failed" }).count()).toBe(1);
    await context.close();
  });
});
