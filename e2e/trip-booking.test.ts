import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, registerViaApi } from "./support/accounts.ts";
import { badgeCount, serverBookings, signIn } from "./support/bookings.ts";
import { launchBrowser, newContext } from "./support/browser.ts";
import { type RunningServer, startServer } from "./support/server.ts";
import { waitForWorkerControl } from "./support/worker.ts";

/**
 * Places on a trip package booked like a yacht (issue 15, decision 073): guests with the places
 * left, every line of the USD price, the inline sign-in, the test card, /bookings; offline, the
 * booking waits in the outbox and reaches the server once.
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

type TripJson = { capacity: number; totalPrice: { amount: number; currency: string } };
const tripOf = async (id: string) => (await (await fetch(`${server.url}/api/trips/${id}`)).json()) as TripJson;
const placesOf = async (id: string) =>
  ((await (await fetch(`${server.url}/api/trips/${id}/places`)).json()) as { placesLeft: number }).placesLeft;
const section = (page: Page) => page.getByRole("region", { name: "Book this trip" });

describe("a trip package", () => {
  it("is booked on its page at 390 px: places left, every line in USD, inline sign-in, paid, in /bookings", async () => {
    const TRIP = "olkhon-weekend";
    const trip = await tripOf(TRIP);
    const left = await placesOf(TRIP);
    const customer = await registerViaApi(server.url);
    const context = await newContext(browser, { viewport: "phone" });
    const page = await context.newPage();
    await page.goto(`${server.url}/trips/${TRIP}`);
    // A place is the whole yacht's package shared by a full boat; the package itself is named too.
    expect(await page.getByTestId("trip-package-price").textContent()).toContain(`for ${trip.capacity} guests`);
    await page.getByRole("link", { name: "Book this trip" }).click();
    const book = section(page);
    await book.getByTestId("places-left").getByText(`${left} of ${trip.capacity} places left`).waitFor();
    await book.getByRole("button", { name: "One guest more" }).click();
    const lines = book.getByTestId("price-lines");
    expect(
      await lines.locator("[data-kind]").evaluateAll((els) => els.map((e) => e.getAttribute("data-kind"))),
    ).toEqual(["trip", "yacht", "captain"]);
    expect(await lines.textContent()).toContain("3 guests ×");
    expect(await book.getByTestId("price-total").textContent()).toMatch(/^(US)?\$[\d,]+$/);

    // A question about the trip stays possible beside the booking.
    expect(await page.getByRole("button", { name: "Ask about this trip" }).count()).toBe(1);

    const auth = book.getByRole("region", { name: "Who is booking?" });
    await auth.getByRole("tab", { name: "Sign in" }).click();
    await auth.getByLabel("Email").fill(customer.email);
    await auth.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await auth.getByRole("button", { name: "Sign In" }).click();
    await auth.waitFor({ state: "detached" });
    const form = book.getByRole("form", { name: "Trip booking" });
    await form.getByLabel("Phone").fill("+7 914 555 12 12");
    await form.getByRole("button", { name: "Book and go to payment" }).click();
    await book.getByRole("heading", { name: "Your places are kept: pay to confirm them" }).waitFor();
    expect(await placesOf(TRIP)).toBe(left - 3);

    await book.getByRole("button", { name: /Use the test card 4242 4242 4242 4242/ }).click();
    await book.getByRole("button", { name: /^Pay (US)?\$[\d,]+$/ }).click();
    await book.getByText("Paid: your places on this trip are confirmed.").waitFor();
    const [paid] = await serverBookings(server.url, customer.cookie);
    expect(paid).toMatchObject({
      kind: "trip",
      guests: 3,
      status: "confirmed",
      paymentStatus: "paid",
      total: { amount: Math.ceil(trip.totalPrice.amount / trip.capacity / 100) * 100 * 3, currency: "USD" },
    });

    await book.getByRole("link", { name: "My bookings" }).click();
    const card = page.getByTestId("booking");
    await card.first().waitFor();
    expect(await card.count()).toBe(1);
    const text = await card.first().textContent();
    expect(text).toContain("Confirmed");
    expect(text).toContain("Trip package3 guests ×");
    await context.close();
  });

  it("booked offline waits in the outbox, is sent once when the connection returns, then paid in /bookings", async () => {
    const TRIP = "holy-nose-hot-springs";
    const left = await placesOf(TRIP);
    const customer = await registerViaApi(server.url);
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, server.url, customer.email, PASSWORD, customer.firstName);
    await page.goto(`${server.url}/trips/${TRIP}`);
    await section(page).getByTestId("places-left").getByText(`${left} of`).waitFor();
    await waitForWorkerControl(page);

    await context.setOffline(true);
    const form = section(page).getByRole("form", { name: "Trip booking" });
    await form.getByLabel("Phone").fill("+7 914 555 12 13");
    await form.getByRole("button", { name: "Book and go to payment" }).click();
    await section(page)
      .getByText(/Saved on this device/)
      .waitFor();
    await expect.poll(() => badgeCount(page)).toBe("1");
    expect(await serverBookings(server.url, customer.cookie)).toHaveLength(0);
    // My bookings shows it at once, named by the trip, waiting for the connection.
    const title = ((await (await fetch(`${server.url}/api/trips/${TRIP}`)).json()) as { title: { en: string } }).title
      .en;
    await section(page).getByRole("link", { name: "My bookings" }).click();
    const waiting = page.getByTestId("booking");
    await waiting.first().waitFor();
    expect(await waiting.first().getByRole("heading").textContent()).toContain(title);
    await waiting.first().getByText("Waiting for the connection").waitFor();

    await context.setOffline(false);
    await page.getByTestId("outbox-badge").waitFor({ state: "detached", timeout: 30_000 });
    await page.locator("[data-sonner-toast]").filter({ hasText: "Your trip booking was sent" }).waitFor();
    // Give a duplicate (the worker's Background Sync, another trigger) time to show itself.
    await page.waitForTimeout(2000);
    const sent = await serverBookings(server.url, customer.cookie);
    expect(sent.map((b) => [b.kind, b.guests, b.status])).toEqual([["trip", 2, "pending"]]);
    expect(await placesOf(TRIP)).toBe(left - 2);

    await page.goto(`${server.url}/bookings`);
    const card = page.getByTestId("booking");
    await card.first().waitFor();
    expect(await card.count()).toBe(1);
    await card.first().getByTestId("booking-status").getByText("Awaiting payment").waitFor();
    expect(await card.first().getByRole("heading").textContent()).toContain(title);
    await card.first().getByRole("button", { name: "Pay" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: /Use the test card 4242 4242 4242 4242/ }).click();
    await dialog.getByRole("button", { name: /^Pay (US)?\$[\d,]+$/ }).click();
    await expect
      .poll(async () => (await serverBookings(server.url, customer.cookie))[0]?.paymentStatus, { timeout: 15_000 })
      .toBe("paid");
    await context.close();
  });
});
