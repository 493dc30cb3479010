import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventDetail, EventSummary } from "../domain/events/types.ts";
import { PASSWORD, registerViaApi } from "./support/accounts.ts";
import { badgeCount, signIn } from "./support/bookings.ts";
import { launchBrowser, newContext } from "./support/browser.ts";
import { type RunningServer, startServer } from "./support/server.ts";
import { waitForWorkerControl } from "./support/worker.ts";

/**
 * Issue 16: a join and a comment made offline wait on the device through two reloads, are shown
 * as waiting, and reach the server exactly once each when the connection returns.
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

async function freeUpcomingEvent(): Promise<EventSummary> {
  const list = (await (await fetch(`${server.url}/api/events?when=upcoming`)).json()) as EventSummary[];
  const event = list.find((e) => !e.entryFee && e.participants < e.maxParticipants && e.status === "scheduled");
  if (!event) throw new Error("no free upcoming event in the seed");
  return event;
}

const detailOnServer = async (id: string) =>
  (await (await fetch(`${server.url}/api/events/${id}`)).json()) as EventDetail;

async function expectWaiting(page: Page, text: string) {
  await page.getByTestId("join-waiting").waitFor();
  await page.getByTestId("comment-waiting").filter({ hasText: text }).waitFor();
  await expect.poll(() => badgeCount(page)).toBe("2");
}

describe("joining and commenting offline", () => {
  it("waits through two reloads offline, then reaches the server exactly once each", async () => {
    const sailor = await registerViaApi(server.url, { firstName: "Nadia" });
    const event = await freeUpcomingEvent();
    const context = await newContext(browser);
    const page = await context.newPage();
    try {
      await signIn(page, server.url, sailor.email, PASSWORD, sailor.firstName);
      await page.goto(`${server.url}/events/${event.id}`);
      await page.getByRole("heading", { level: 1, name: event.title.en }).waitFor();
      await waitForWorkerControl(page);

      await context.setOffline(true);
      await page.getByLabel("Boat name").fill("Nerpa");
      await page.getByTestId("join-button").click();
      const text = `Offline hello ${Date.now()}`;
      await page.getByLabel("Your comment").fill(text);
      await page.getByTestId("comment-button").click();
      await expectWaiting(page, text);
      for (const _ of [1, 2]) {
        await page.reload();
        await page.getByRole("heading", { level: 1, name: event.title.en }).waitFor();
        await expectWaiting(page, text);
      }
      const before = await detailOnServer(event.id);
      expect(before.entrants).toEqual([]);
      expect(before.comments.filter((c) => c.text === text)).toEqual([]);

      await context.setOffline(false);
      await page.getByTestId("join-status").waitFor({ timeout: 30_000 });
      await page.getByTestId("comments").getByText(text).waitFor({ timeout: 30_000 });
      await expect.poll(() => page.getByTestId("comment-waiting").count(), { timeout: 30_000 }).toBe(0);
      await expect.poll(() => badgeCount(page)).toBe("");
      // A reload later still sends nothing more.
      await page.reload();
      await page.getByTestId("join-status").waitFor();
      const after = await detailOnServer(event.id);
      expect(after.entrants.map((e) => [e.firstName, e.boatName, e.status])).toEqual([["Nadia", "Nerpa", "joined"]]);
      expect(after.comments.filter((c) => c.text === text)).toHaveLength(1);
    } finally {
      await context.close();
    }
  });
});
