import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { loginInBrowser, registerViaApi } from "./support/accounts.ts";
import { launchBrowser, newContext } from "./support/browser.ts";
import { freePort, type RunningServer, startServer } from "./support/server.ts";

/**
 * The communication monitor with a mail server that refuses: a failed message says it will be
 * tried again, how often it was tried and when the next try goes (decision record 061).
 */
const ADMIN = { ADMIN_EMAIL: "harbour.master@baikal.example", ADMIN_PASSWORD: "Admin1!harbour" };
let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  // A port nothing listens on: every SMTP connection is refused at once.
  const closed = await freePort();
  [browser, server] = await Promise.all([
    launchBrowser(),
    startServer({ env: { ...ADMIN, SMTP_URL: `smtp://127.0.0.1:${closed}` } }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

describe("the communication monitor", () => {
  it("shows a refused message as failed, with its tries and the next one", async () => {
    const user = await registerViaApi(server.url, { firstName: "Vera" });
    const context = await newContext(browser, { serviceWorkers: "block" });
    const page = await context.newPage();
    await loginInBrowser(page, server.url, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    await page.getByRole("button", { name: /^Notifications/ }).waitFor();
    await page.goto(`${server.url}/admin?tab=communications`);
    const message = page.locator("details").filter({ hasText: user.email }).first();
    await message.getByText("Failed, will retry").waitFor();
    await message.locator("summary").click();
    await message.getByText(/^Attempts: 1\. Next try: /).waitFor();
    await context.close();
  });
});
