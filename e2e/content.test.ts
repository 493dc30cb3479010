import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentItem } from "../domain/content/types.ts";
import { registerViaApi } from "./support/accounts.ts";
import { launchBrowser, newContext } from "./support/browser.ts";
import { type RunningServer, startServer } from "./support/server.ts";
import { waitForWorkerControl } from "./support/worker.ts";

/**
 * Issue 21: a sailor proposes a destination offline; it is sent once on reconnect; the admin's
 * rejection without notes gets the spec's message, then with notes; the author reads the notes and
 * revises; the admin approves; it is in /destinations, and offline after a sync. The user's markup
 * in the name stays visible text in the moderation view.
 */
const ADMIN = { ADMIN_EMAIL: "harbour.master@baikal.example", ADMIN_PASSWORD: "Admin1!harbour" };
const NAME = "Cape Khoboy <b>north</b>";
let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer({ env: ADMIN })]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function withSession(context: BrowserContext, cookie: string) {
  const [name = "", value = ""] = cookie.split(/=(.*)/s);
  await context.addCookies([{ name, value, domain: "127.0.0.1", path: "/" }]);
}

async function adminCookie(): Promise<string> {
  const login = await fetch(`${server.url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
  });
  return (login.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
}

const mine = async (cookie: string) =>
  ((await (await fetch(`${server.url}/api/content/mine`, { headers: { cookie } })).json()) as { items: ContentItem[] })
    .items;

async function fillDestination(page: Page) {
  await page.getByLabel("Name in English").fill(NAME);
  await page.getByLabel("Description in English").fill("The northern tip of Olkhon: white cliffs above clear water.");
  await page.getByLabel("Highlights, one a line").fill("Seal rookery\nCliffs");
  await page.getByLabel("Distance from Listvyanka, km").fill("260");
  await page.getByLabel("Latitude").fill("53.41");
  await page.getByLabel("Longitude").fill("107.8");
}

describe("user content and moderation", () => {
  it("offline submission sent once, rejected with notes, revised, approved, in /destinations and offline", async () => {
    const sailor = await registerViaApi(server.url, { firstName: "Olga", lastName: "Baranova" });
    const author = await newContext(browser);
    await withSession(author, sailor.cookie);
    const page = await author.newPage();
    const admin = await newContext(browser);
    await withSession(admin, await adminCookie());
    const desk = await admin.newPage();
    try {
      await page.goto(`${server.url}/content/create`);
      await page.getByRole("heading", { level: 1, name: "Create content" }).waitFor();
      await waitForWorkerControl(page);

      await author.setOffline(true);
      await fillDestination(page);
      await page.getByRole("button", { name: "Send for moderation" }).click();
      await page.getByRole("heading", { level: 1, name: "Your content" }).waitFor();
      await page.getByText("Waiting for the connection").waitFor();
      expect(await mine(sailor.cookie)).toEqual([]);

      await author.setOffline(false);
      await page.getByTestId("content-item").getByText("Pending").waitFor({ timeout: 30_000 });
      expect((await mine(sailor.cookie)).length).toBe(1);

      // The admin: no notes → the spec's message; then with notes.
      await desk.goto(`${server.url}/admin/content/sandbox`);
      const card = desk.getByTestId("moderation-item").filter({ hasText: NAME });
      await card.getByRole("heading", { name: NAME }).waitFor();
      expect(await desk.locator("b", { hasText: "north" }).count()).toBe(0);
      await card.getByRole("button", { name: "Reject" }).click();
      await card
        .getByText("Rejection Notes Required: Please provide notes explaining why this content is being rejected")
        .waitFor();
      await card.getByLabel("Notes for the author").fill("Please add when the seals are there.");
      await card.getByRole("button", { name: "Reject" }).click();
      await card.waitFor({ state: "detached" });

      // The author reads the notes and revises.
      await page.reload();
      await page.getByText("Please add when the seals are there.").waitFor();
      await page.getByTestId("content-item").getByText("Rejected").waitFor();
      await page.getByRole("link", { name: "Revise and send again" }).click();
      await page.getByLabel("Highlights, one a line").fill("Seal rookery in June\nCliffs");
      await page.getByRole("button", { name: "Send again" }).click();
      await page.getByTestId("content-item").getByText("Pending").waitFor();

      await desk.reload();
      const again = desk.getByTestId("moderation-item").filter({ hasText: NAME });
      await again.getByText("Seal rookery in June").waitFor();
      await again.getByRole("button", { name: "Approve" }).click();
      await again.waitFor({ state: "detached" });
      expect((await mine(sailor.cookie))[0]?.status).toBe("approved");

      // In the catalogue, and offline after a sync.
      await page.goto(`${server.url}/destinations`);
      await page.getByText(NAME).first().waitFor({ timeout: 30_000 });
      await author.setOffline(true);
      await page.reload();
      await page.getByText(NAME).first().waitFor();
      await author.setOffline(false);
    } finally {
      await author.close();
      await admin.close();
    }
  });
});
