import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "./support/accounts.ts";
import { launchBrowser, newContext } from "./support/browser.ts";
import { withServerDatabase } from "./support/catalogue.ts";
import { type RunningServer, startServer } from "./support/server.ts";
import { waitForWorkerControl } from "./support/worker.ts";

/**
 * A question about a trip package (decision record 057, beside its booking since decision 073):
 * "Ask about this trip" opens a dialog whose request reaches the team once, online or from the outbox.
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

// A seeded package on the catamaran Nerpa, for up to 8 guests.
const TRIP = "olkhon-weekend";
const TRIP_TITLE = "Olkhon Weekend: Shaman Rock and the Small Sea";

async function openTrip(page: Page, id = TRIP) {
  await page.goto(`${server.url}/trips/${id}`);
  await page.getByRole("heading", { level: 1 }).waitFor();
}

async function storedRequests(email: string) {
  let rows: { trip_id: string | null; guests: number | null; message: string }[] = [];
  await server.stop();
  try {
    await withServerDatabase(server.dataDir, async (db) => {
      ({ rows } = await db.query<(typeof rows)[number]>(
        "select trip_id, guests, message from contact_requests where email = $1",
        [email],
      ));
    });
  } finally {
    await server.start();
  }
  return rows;
}

describe("a trip request", () => {
  it("opens from 'Ask about this trip', names each missing field, and sends the trip and the guests", async () => {
    const context = await newContext(browser, { viewport: "phone" });
    const page = await context.newPage();
    await openTrip(page);
    const book = page.getByRole("button", { name: "Ask about this trip" });
    await book.click();
    const dialog = page.getByRole("dialog", { name: TRIP_TITLE });
    await dialog.waitFor();
    // Focus starts at the first field to fill, not at the dialog's close button.
    await expect.poll(() => dialog.getByLabel("Your name").evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await dialog.getByLabel("Guests").inputValue()).toBe("2");
    expect(await dialog.getByLabel("Guests").locator("option").count()).toBe(8);
    expect(await dialog.getByLabel("Message").inputValue()).toContain(`“${TRIP_TITLE}”`);

    // Escape closes it, and the button opens it again.
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await book.click();
    await dialog.waitFor();

    await dialog.getByRole("button", { name: "Send trip request" }).click();
    await dialog.getByText("Please enter your name (at least 2 characters)").waitFor();
    const email = uniqueEmail("trip");
    await dialog.getByLabel("Your name").fill("Olga Petrova");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Guests").selectOption("4");
    await dialog.getByRole("button", { name: "Send trip request" }).click();
    await dialog.getByText("Thank you! Your request is on its way").waitFor();
    expect(await dialog.getByText(`A confirmation was sent to ${email}.`).count()).toBe(1);
    await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
    await dialog.waitFor({ state: "hidden" });
    await context.close();

    const rows = await storedRequests(email);
    expect(rows.map((row) => [row.trip_id, row.guests])).toEqual([[TRIP, 4]]);
    expect(rows[0]?.message).toContain(TRIP_TITLE);
  });

  it("asks about a trip the same way beside booking it, up to the trip's capacity", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openTrip(page, "science-expedition");
    await page.getByRole("button", { name: "Ask about this trip" }).click();
    const dialog = page.getByRole("dialog", { name: "Baikal Science Expedition" });
    await dialog.getByRole("button", { name: "Send trip request" }).waitFor();
    // Decision 073's seed: the expedition sails on Khamar-Daban, for 10 guests.
    expect(await dialog.getByLabel("Guests").locator("option").count()).toBe(10);
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "hidden" });
    await context.close();
  });

  it("made offline, waits on the device and reaches the server exactly once when the connection returns", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await openTrip(page);
    await waitForWorkerControl(page);
    const email = uniqueEmail("trip-offline");

    await context.setOffline(true);
    await page.getByRole("button", { name: "Ask about this trip" }).click();
    const dialog = page.getByRole("dialog", { name: TRIP_TITLE });
    await dialog.getByLabel("Your name").fill("Ivan Kuznetsov");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByRole("button", { name: "Send trip request" }).click();
    await dialog.getByText("Saved on this device").waitFor();
    expect(await page.getByTestId("outbox-badge").textContent()).toContain("1");

    await context.setOffline(false);
    await page.getByTestId("outbox-badge").waitFor({ state: "detached", timeout: 30_000 });
    // Give a duplicate (the worker's Background Sync, another trigger) time to show itself.
    await page.waitForTimeout(2000);
    await context.close();

    const rows = await storedRequests(email);
    expect(rows.map((row) => [row.trip_id, row.guests])).toEqual([[TRIP, 2]]);
  });
});
