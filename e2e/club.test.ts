import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Membership } from "../domain/club/types.ts";
import { TEST_CARD_DECLINED, TEST_CARD_PAID } from "../domain/payments/payment.ts";
import { PASSWORD, registerViaApi } from "./support/accounts.ts";
import { badgeCount, signIn } from "./support/bookings.ts";
import { launchBrowser, newContext } from "./support/browser.ts";
import { type RunningServer, startServer } from "./support/server.ts";
import { waitForWorkerControl } from "./support/worker.ts";

/**
 * Issue 22: joining the club as a Voyager offline waits in the outbox and is made once; a declined
 * card leaves it unpaid with a clear message; the paid card shows on /account offline; cancelling
 * keeps it active to the end of the paid period.
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

const mine = async (cookie: string) =>
  (
    (await (await fetch(`${server.url}/api/memberships/mine`, { headers: { cookie } })).json()) as {
      items: Membership[];
    }
  ).items;

async function pay(page: Page, card: string) {
  await page.getByLabel("Card number").fill(card);
  await page.getByRole("button", { name: /^Pay/ }).click();
}

describe("the Baikal Club", () => {
  it("joins as a Voyager once from offline, refuses a declined card, shows the paid card offline, and cancels to the end", async () => {
    const sailor = await registerViaApi(server.url, { firstName: "Vera", lastName: "Lebedeva" });
    const context = await newContext(browser);
    const page = await context.newPage();
    try {
      await signIn(page, server.url, sailor.email, PASSWORD, sailor.firstName);
      await page.goto(`${server.url}/baikal-club?tier=voyagers&period=month`);
      await page.getByRole("heading", { level: 1, name: "Baikal Club" }).waitFor();
      await waitForWorkerControl(page);

      // Offline: the joining waits on the device, through a reload, and nothing reaches the server.
      await context.setOffline(true);
      await page.getByRole("button", { name: "Join as Voyagers" }).click();
      await page.getByText("Saved on this device: it will be sent once").waitFor();
      await expect.poll(() => badgeCount(page)).toBe("1");
      await page.reload();
      await page.getByText("Saved on this device: it will be sent once").waitFor();
      expect(await mine(sailor.cookie)).toEqual([]);

      await context.setOffline(false);
      await page.getByText("Your membership is waiting for payment").waitFor({ timeout: 30_000 });
      await expect.poll(() => badgeCount(page), { timeout: 30_000 }).toBe("");
      const made = await mine(sailor.cookie);
      expect(made.map((m) => [m.product, m.period, m.status])).toEqual([["voyagers", "month", "pending_payment"]]);

      // The declined card: still unpaid, and the page says so plainly.
      await pay(page, TEST_CARD_DECLINED);
      await page.getByText("The card was declined and nothing was charged. It is still unpaid").waitFor();
      expect((await mine(sailor.cookie))[0]?.status).toBe("pending_payment");

      await pay(page, TEST_CARD_PAID);
      const card = page.getByRole("region", { name: "Club card" });
      await card.getByText("Voyagers").waitFor();
      await card.getByText("Vera Lebedeva").waitFor();
      const [paid] = await mine(sailor.cookie);
      expect(paid?.status).toBe("active");
      await card.getByText(paid?.number ?? "BC-").waitFor();
      await card
        .getByRole("img", { name: /QR code/ })
        .locator("svg")
        .waitFor();

      // Cancelled: active until the end of the month paid for.
      await page.getByRole("button", { name: "Cancel at the end of the period" }).click();
      await page.getByText(/Cancelled: it stays active until .* and will not be renewed\./).waitFor();
      const [cancelled] = await mine(sailor.cookie);
      expect(cancelled).toMatchObject({ status: "cancelled", validUntil: paid?.validUntil });

      // The card on the personal page, offline.
      await page.goto(`${server.url}/account`);
      await page.getByRole("region", { name: "Club card" }).getByText("Voyagers").waitFor();
      await context.setOffline(true);
      await page.reload();
      const offlineCard = page.getByRole("region", { name: "Club card" });
      await offlineCard.getByText(paid?.number ?? "BC-").waitFor();
      await offlineCard.getByText("Cancelled: active to the end of the paid period.").waitFor();
      await offlineCard
        .getByRole("img", { name: /QR code/ })
        .locator("svg")
        .waitFor();
      expect(await mine(sailor.cookie)).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  it("takes a visitor from the footer's turning button to a paid donation and a thank-you", async () => {
    const context = await newContext(browser, { viewport: "phone" });
    const page = await context.newPage();
    try {
      await page.goto(server.url);
      await page.getByRole("link", { name: "Support the project: donations" }).click();
      await page.getByRole("heading", { level: 1, name: "Support the club and the lake" }).waitFor();
      await page.getByRole("button", { name: "Other amount" }).click();
      await page.getByLabel("Your amount, roubles").fill("50");
      await page.getByLabel("Email for the receipt").fill("donor@example.com");
      await page.getByRole("button", { name: "Continue to payment" }).click();
      await page.getByText("Give from 100 to 1,000,000 roubles.").waitFor();
      await page.getByLabel("Your amount, roubles").fill("2500");
      await page.getByRole("button", { name: "Continue to payment" }).click();
      await pay(page, TEST_CARD_PAID);
      await page.getByText("Thank you!").waitFor();
      await page.getByText("A receipt is on its way to donor@example.com.").waitFor();
    } finally {
      await context.close();
    }
  });

  it("finds no serious or critical axe violation on the club's pages, phone in Russian and desktop in English", async () => {
    for (const options of [
      { viewport: "phone", locale: "ru-RU" },
      { viewport: "desktop", locale: "en-GB" },
    ] as const) {
      const context = await newContext(browser, options);
      const page = await context.newPage();
      try {
        for (const path of [
          "/baikal-club",
          "/captains-club",
          "/subscription-plans",
          "/business-subscriptions",
          "/donations",
        ]) {
          await page.goto(`${server.url}${path}`);
          await page.getByRole("heading", { level: 1 }).waitFor();
          await page.waitForTimeout(300);
          const result = await new AxeBuilder({ page })
            .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
            .analyze();
          const serious = result.violations
            .filter((v) => v.impact === "serious" || v.impact === "critical")
            .map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
          expect(serious).toEqual([]);
        }
      } finally {
        await context.close();
      }
    }
  });
});
