/**
 * Screenshots of a running app for a person to look at:
 *   node scripts/screenshot.ts http://localhost:3000/yachts shots/yachts [--full] [--consent-banner]
 * writes shots/yachts-{en,ru}-{390,1280}.png.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { consentCookie, launchBrowser, newContext } from "../e2e/support/browser.ts";

const [url, prefix = "shots/page", ...flags] = process.argv.slice(2);
if (!url) {
  console.error("usage: node scripts/screenshot.ts <url> <out-prefix> [--full]");
  process.exit(2);
}
mkdirSync(path.dirname(prefix), { recursive: true });
const browser = await launchBrowser();
for (const lang of ["en", "ru"] as const) {
  for (const viewport of ["phone", "desktop"] as const) {
    const context = await newContext(browser, { viewport, locale: lang === "ru" ? "ru-RU" : "en-GB" });
    await context.addCookies([
      { name: "preferred_language", value: lang, url },
      ...(flags.includes("--consent-banner") ? [] : [{ ...consentCookie("necessary"), url }]),
    ]);
    const page = await context.newPage();
    page.on("pageerror", (error) => console.error(`page error: ${error.message}`));
    await page.goto(url, { waitUntil: "networkidle" });
    await page.waitForTimeout(300);
    const file = `${prefix}-${lang}-${viewport === "phone" ? 390 : 1280}.png`;
    await page.screenshot({ path: file, fullPage: flags.includes("--full") });
    console.log(file);
    await context.close();
  }
}
await browser.close();
