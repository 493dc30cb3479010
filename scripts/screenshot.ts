/**
 * Screenshots of a running app for a person to look at:
 *   node scripts/screenshot.ts http://localhost:3000/yachts shots/yachts [--full] [--consent-banner]
 *     [--cookie=session=…] [--wait=<css selector>]
 * writes shots/yachts-{en,ru}-{390,1280}.png. A logged-in page takes the session cookie (from the
 * Set-Cookie of POST /api/login); --wait waits for an element before the picture.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { consentCookie, launchBrowser, newContext } from "../e2e/support/browser.ts";

const [url, prefix = "shots/page", ...flags] = process.argv.slice(2);
if (!url) {
  console.error("usage: node scripts/screenshot.ts <url> <out-prefix> [--full]");
  process.exit(2);
}
const option = (name: string) => flags.filter((f) => f.startsWith(`--${name}=`)).map((f) => f.slice(name.length + 3));
const cookies = option("cookie").map((pair) => {
  const at = pair.indexOf("=");
  return { name: pair.slice(0, at), value: pair.slice(at + 1) };
});
const waitFor = option("wait")[0];
mkdirSync(path.dirname(prefix), { recursive: true });
const browser = await launchBrowser();
for (const lang of ["en", "ru"] as const) {
  for (const viewport of ["phone", "desktop"] as const) {
    const context = await newContext(browser, { viewport, locale: lang === "ru" ? "ru-RU" : "en-GB" });
    // For the whole site, not only the page's path.
    const site = { domain: new URL(url).hostname, path: "/" };
    await context.addCookies([
      { name: "preferred_language", value: lang, ...site },
      ...(flags.includes("--consent-banner") ? [] : [{ ...consentCookie("necessary"), ...site }]),
      ...cookies.map(({ name, value }) => ({ name, value, ...site })),
    ]);
    const page = await context.newPage();
    page.on("pageerror", (error) => console.error(`page error: ${error.message}`));
    await page.goto(url, { waitUntil: "networkidle" });
    if (waitFor) await page.waitForSelector(waitFor);
    await page.waitForTimeout(300);
    const file = `${prefix}-${lang}-${viewport === "phone" ? 390 : 1280}.png`;
    await page.screenshot({ path: file, fullPage: flags.includes("--full") });
    console.log(file);
    await context.close();
  }
}
await browser.close();
