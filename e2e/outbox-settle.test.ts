import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, registerViaApi, uniqueEmail } from "./support/accounts.ts";
import { serverBookings, signIn } from "./support/bookings.ts";
import { launchBrowser, newContext } from "./support/browser.ts";
import { withServerDatabase } from "./support/catalogue.ts";
import { freeDays } from "./support/dates.ts";
import { type RunningServer, startServer } from "./support/server.ts";
import { waitForWorkerControl } from "./support/worker.ts";

/**
 * The outbox's return path (issue 12): what the device does once a write is answered. A booking
 * made online is written into the device's bookings once, with no list read after it; a contact
 * request the server refuses when it is replayed is shown to its author and not kept.
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

declare global {
  interface Window {
    __bookingWrites: string[];
  }
}

/** Every row the page writes into the device's `bookings` table, by id (Dexie writes with put). */
function countBookingWrites() {
  window.__bookingWrites = [];
  for (const method of ["put", "add"] as const) {
    const original = IDBObjectStore.prototype[method];
    IDBObjectStore.prototype[method] = function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
      if (this.name === "bookings") window.__bookingWrites.push(String((value as { id?: unknown })?.id));
      return original.call(this, value, key);
    };
  }
}

const isListRead = (method: string, url: string) => method === "GET" && new URL(url).pathname === "/api/bookings";

/** The rows the device's outbox holds, read from IndexedDB. */
const outboxRows = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open("baikal-portal");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction("outbox").objectStore("outbox").count();
          count.onsuccess = () => {
            resolve(count.result);
            open.result.close();
          };
        };
      }),
  );

/** A service withdrawn from the catalogue, and back (its database opens in one process at a time). */
async function renameService(from: string, to: string) {
  await server.stop();
  try {
    await withServerDatabase(server.dataDir, async (db) => {
      await db.query("update service_categories set id = $2 where id = $1", [from, to]);
    });
  } finally {
    await server.start();
  }
}

describe("the outbox's return path", () => {
  it("writes a booking made online into the device once, and reads no list after it", async () => {
    const customer = await registerViaApi(server.url);
    const { start, end } = await freeDays(server.url, "kultuk", 3);
    const context = await newContext(browser, { serviceWorkers: "block" });
    await context.addInitScript(countBookingWrites);
    const page = await context.newPage();
    try {
      await signIn(page, server.url, customer.email, PASSWORD, customer.firstName);
      // The app reads the user's list when it starts: that read is not the one counted.
      const listAtStart = page.waitForResponse((res) => isListRead(res.request().method(), res.url()));
      await page.goto(`${server.url}/book/kultuk?start=${start}&end=${end}&step=details`);
      await listAtStart;
      await page.getByLabel("Phone").fill("+7 914 555 12 12");
      await page.evaluate(() => {
        window.__bookingWrites = [];
      });
      let listReads = 0;
      page.on("request", (request) => {
        if (isListRead(request.method(), request.url())) listReads += 1;
      });

      await page.getByRole("button", { name: "Send booking request" }).click();
      await page.getByRole("heading", { name: "Payment", exact: true }).waitFor();
      const [booking] = await serverBookings(server.url, customer.cookie);
      // Whatever else the answer would set off has time to show itself.
      await page.waitForTimeout(2_000);

      const writes = await page.evaluate(() => window.__bookingWrites);
      expect({ writes, listReads }).toEqual({ writes: [booking?.id], listReads: 0 });
    } finally {
      await context.close();
    }
  });

  it("shows a contact request refused when it is replayed to its author, and keeps no failed row", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    let withdrawn = false;
    try {
      await page.goto(`${server.url}/services`);
      await page.getByRole("heading", { level: 2, name: "Photography" }).waitFor();
      await waitForWorkerControl(page);

      await context.setOffline(true);
      await page.goto(`${server.url}/contact`);
      await page.getByLabel("Your name").fill("Ivan Kuznetsov");
      await page.getByLabel("Email").fill(uniqueEmail("contact-refused"));
      await page.getByLabel("Service").selectOption({ label: "Photography" });
      await page.getByLabel("Message", { exact: true }).fill("A photographer for a day on the Small Sea, please.");
      await page.getByRole("button", { name: "Send request" }).click();
      await page.getByText("Saved on this device").waitFor();
      expect(await outboxRows(page)).toBe(1);

      // Meanwhile the service is withdrawn: the server refuses the request when it arrives.
      await renameService("photography", "photography-withdrawn");
      withdrawn = true;
      await context.setOffline(false);

      const refusal = page.locator("[data-sonner-toast]").filter({ hasText: "Your request was not sent" });
      await refusal.waitFor({ timeout: 30_000 });
      expect(await refusal.textContent()).toContain("Choose one of our services");
      expect(await refusal.textContent()).toContain("A photographer for a day on the Small");
      expect(await outboxRows(page)).toBe(0);
    } finally {
      await context.close();
      if (withdrawn) await renameService("photography-withdrawn", "photography");
    }
  });
});
