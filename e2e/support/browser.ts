import { type Browser, type BrowserContext, chromium } from "playwright-core";

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
};

export function newContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({
    viewport: viewports[options.viewport ?? "desktop"],
    locale: options.locale ?? "en-GB",
    serviceWorkers: options.serviceWorkers ?? "allow",
    deviceScaleFactor: 1,
  });
}
