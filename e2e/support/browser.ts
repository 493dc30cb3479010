import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { shiftDate, testClockOffset } from "../../server/test/test-now.ts";

/**
 * Debian's Chromium, headless, with nothing that talks to the outside network (this machine's
 * network is closed, and Chromium otherwise retries Google's hosts many times a second).
 */
export const CHROMIUM_PATH = "/usr/bin/chromium";

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
}

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
} as const;

export type ContextOptions = {
  viewport?: keyof typeof viewports;
  locale?: "en-GB" | "ru-RU";
  serviceWorkers?: "allow" | "block";
  /** The visitor's cookie choice before the first visit; "undecided" shows the consent banner. */
  consent?: "undecided" | "necessary" | "all";
};

export async function newContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: viewports[options.viewport ?? "desktop"],
    locale: options.locale ?? "en-GB",
    serviceWorkers: options.serviceWorkers ?? "allow",
    deviceScaleFactor: 1,
  });
  // With TEST_NOW (decision record 056) every page's Date moves as this process's does. Not
  // Playwright's clock.install: its time started again in each new document here (an outbox item
  // written on one page was not due yet on the next), and it does not reach the worker either.
  const offset = testClockOffset();
  if (offset !== null) await context.addInitScript(shiftDate, offset);
  // A page the server rendered is painted before the app takes it over; a click before then is a
  // plain link's navigation or nothing. Each load waits (bounded) for the app's mark, as a person
  // waits for a page to respond; a test of a page that never starts just goes on after the bound.
  context.on("page", waitForTheAppOnEachLoad);
  const consent = options.consent ?? "necessary";
  if (consent !== "undecided") {
    // Every test server listens on 127.0.0.1; the banner would otherwise cover the page's bottom.
    await context.addCookies([{ ...consentCookie(consent), domain: "127.0.0.1", path: "/" }]);
  }
  return context;
}

const APP_READY_TIMEOUT_MS = 15_000;

function waitForTheAppOnEachLoad(page: Page): void {
  const ready = () =>
    page
      .locator("html[data-ready]")
      .waitFor({ state: "attached", timeout: APP_READY_TIMEOUT_MS })
      .catch(() => undefined);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
}

/** A decided cookieConsent cookie, as the consent dialog writes it. */
export function consentCookie(kind: "necessary" | "all") {
  const all = kind === "all";
  const value = {
    necessary: true,
    preferences: all,
    analytics: all,
    marketing: all,
    decidedAt: new Date().toISOString(),
    version: 1,
  };
  return { name: "cookieConsent", value: encodeURIComponent(JSON.stringify(value)) };
}
