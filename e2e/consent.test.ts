import type { Browser, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext } from "./support/browser.ts";
import { withServerDatabase } from "./support/catalogue.ts";
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

function analyticsRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/analytics/track") seen.push(request);
  });
  return seen;
}

async function visitSomePages(page: Page) {
  // The header hides while scrolling down (spec section 2); back at the top it shows again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator("header").getByRole("link", { name: "Yachts", exact: true }).click();
  await page.waitForURL(/\/yachts$/);
  await page.locator("header").getByRole("link", { name: "Destinations", exact: true }).click();
  await page.waitForURL(/\/destinations$/);
  await page.waitForTimeout(300);
}

describe("cookie consent", () => {
  it("asks once, and without analytics consent sends and stores nothing", async () => {
    const context = await newContext(browser, { consent: "undecided" });
    const page = await context.newPage();
    const requests = analyticsRequests(page);
    await page.goto(server.url);
    const banner = page.getByRole("region", { name: "We use cookies" });
    await banner.waitFor();
    await visitSomePages(page);
    expect(requests).toHaveLength(0);

    await banner.getByRole("button", { name: "Necessary only" }).click();
    await banner.waitFor({ state: "detached" });
    await visitSomePages(page);
    expect(requests).toHaveLength(0);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "sessionId")).toBeUndefined();
    const consent = JSON.parse(decodeURIComponent(cookies.find((c) => c.name === "cookieConsent")?.value ?? "{}"));
    expect(consent).toMatchObject({ necessary: true, analytics: false, preferences: false, marketing: false });
    // The choice is kept for the default cookie lifetime of spec section 9: 365 days.
    const kept = cookies.find((c) => c.name === "cookieConsent");
    expect(Math.round(((kept?.expires ?? 0) - Date.now() / 1000) / 86_400)).toBe(365);
    expect(kept).toMatchObject({ sameSite: "Lax", path: "/" });

    await page.reload();
    await page.locator("footer").waitFor();
    expect(await page.getByRole("region", { name: "We use cookies" }).count()).toBe(0);
    await context.close();
  });

  it("lets the visitor switch analytics on in the dialog; necessary cannot be switched off", async () => {
    const context = await newContext(browser, { consent: "undecided" });
    const page = await context.newPage();
    const requests = analyticsRequests(page);
    await page.goto(server.url);
    await page.getByRole("region", { name: "We use cookies" }).waitFor();
    await page.locator("footer").getByRole("button", { name: "Cookie settings" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie preferences" });
    await dialog.waitFor();
    const necessary = dialog.getByRole("switch", { name: "Necessary" });
    expect(await necessary.getAttribute("aria-checked")).toBe("true");
    expect(await necessary.isDisabled()).toBe(true);
    await dialog.getByRole("switch", { name: "Analytics" }).click();
    await dialog.getByRole("button", { name: "Save choices" }).click();
    await dialog.waitFor({ state: "hidden" });

    await visitSomePages(page);
    await expect.poll(() => requests.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    const body = requests[0]?.postDataJSON();
    expect(body).toMatchObject({ eventType: "page_view", platform: "web" });
    expect(body.sessionId).toMatch(/^web_/);
    const session = (await context.cookies()).find((c) => c.name === "sessionId");
    expect(session?.value).toBe(body.sessionId);
    // One day, as spec section 9 says.
    expect((session?.expires ?? 0) - Date.now() / 1000).toBeLessThan(24 * 3600 + 60);
    const sent = requests.length;
    const answers = await Promise.all(requests.map((request) => request.response()));
    expect(answers.map((answer) => answer?.status())).toEqual(Array(sent).fill(204));
    await context.close();

    // The server stored what it was sent, tied to the visitor's anonymous session id.
    await server.stop();
    try {
      await withServerDatabase(server.dataDir, async (db) => {
        const { rows } = await db.query<{ event_type: string; platform: string; metadata: { page: string } }>(
          "select event_type, platform, metadata from analytics_events where session_id = $1 order by received_at",
          [body.sessionId],
        );
        expect(rows.length).toBeGreaterThanOrEqual(2);
        expect(rows[0]).toMatchObject({ event_type: "page_view", platform: "web" });
        expect(rows.map((row) => row.metadata.page)).toContain("/destinations");
      });
    } finally {
      await server.start();
    }
  });

  it("stores nothing on the server for a visitor who said no, and keeps the session and events cookies for their lifetimes", async () => {
    const declined = await newContext(browser, { consent: "necessary" });
    const page = await declined.newPage();
    const requests = analyticsRequests(page);
    await page.goto(server.url);
    await visitSomePages(page);
    expect(requests).toHaveLength(0);
    await declined.close();

    const agreed = await newContext(browser, { consent: "all" });
    const visit = await agreed.newPage();
    await visit.goto(server.url);
    await visit
      .getByTestId("service-catering")
      .getByRole("button", { name: /^Details/ })
      .click();
    const dialog = visit.getByRole("dialog", { name: "Catering on board" });
    await dialog.getByRole("button", { name: "Get a consultation" }).click();
    const form = visit.getByRole("dialog", { name: "Get a consultation" });
    await form.getByLabel("Your name").fill("Ivan Petrov");
    await form.getByLabel("Email").fill("ivan@example.com");
    await form.getByLabel("Message").fill("A lunch on board for four, please.");
    await form.getByRole("button", { name: "Send request" }).click();
    await form.getByText("Thank you! Your request is on its way").waitFor();
    await expect
      .poll(async () => (await agreed.cookies()).find((c) => c.name === "analyticsConversionEvents")?.value ?? "")
      .toContain("service_consultation");
    const cookies = await agreed.cookies();
    const days = (name: string) =>
      Math.round(((cookies.find((c) => c.name === name)?.expires ?? 0) - Date.now() / 1000) / 86_400);
    expect(days("analyticsConversionEvents")).toBe(30);
    expect(days("sessionId")).toBe(1);
    for (const cookie of cookies.filter((c) => c.name !== "cookieConsent")) {
      expect(cookie.sameSite, cookie.name).toBe("Lax");
      expect(cookie.path, cookie.name).toBe("/");
    }
    await agreed.close();
  });
});
