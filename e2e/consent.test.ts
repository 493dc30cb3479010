import type { Browser, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext } from "./support/browser.ts";
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
    await expect.poll(() => requests.length).toBeGreaterThanOrEqual(2);
    const body = requests[0]?.postDataJSON();
    expect(body).toMatchObject({ eventType: "page_view", platform: "web" });
    expect(body.sessionId).toMatch(/^web_/);
    const session = (await context.cookies()).find((c) => c.name === "sessionId");
    expect(session?.value).toBe(body.sessionId);
    // One day, as spec section 9 says.
    expect((session?.expires ?? 0) - Date.now() / 1000).toBeLessThan(24 * 3600 + 60);
    await context.close();
  });
});
