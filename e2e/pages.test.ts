import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD, registerViaApi, uniqueEmail } from "./support/accounts.ts";
import { bookingBody, bookViaApi, signIn } from "./support/bookings.ts";
import { launchBrowser, newContext } from "./support/browser.ts";
import { withServerDatabase } from "./support/catalogue.ts";
import { freeDays } from "./support/dates.ts";
import { type RunningServer, startServer } from "./support/server.ts";
import { waitForWorkerControl } from "./support/worker.ts";

/**
 * The information pages of issue 24: each shows its own page in both languages on a phone, the
 * wiki reads and searches offline after one visit, a concierge request made offline reaches the
 * team once, and /account keeps the privacy policy's promises (export, deletion).
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

async function query<T>(sql: string, params: unknown[]): Promise<T[]> {
  let rows: T[] = [];
  await server.stop();
  try {
    await withServerDatabase(server.dataDir, async (db) => {
      ({ rows } = await db.query<T>(sql, params));
    });
  } finally {
    await server.start();
  }
  return rows;
}

const pages = [
  {
    path: "/privacy-policy",
    en: "Privacy policy",
    ru: "Политика конфиденциальности",
    crumbRu: "Политика конфиденциальности",
  },
  { path: "/offer", en: "Special events and terms", ru: "Особые события и условия", crumbRu: "Условия обслуживания" },
  {
    path: "/special-events",
    en: "Special events and terms",
    ru: "Особые события и условия",
    crumbRu: "Особые события",
  },
  { path: "/wiki", en: "Sailing guide to Baikal", ru: "Путеводитель яхтсмена по Байкалу", crumbRu: "Вики" },
  { path: "/concierge", en: "Concierge services", ru: "Консьерж-сервис", crumbRu: "Консьерж" },
  { path: "/yacht-sales", en: "Yacht sales", ru: "Продажа яхт", crumbRu: "Продажа яхт" },
];

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe("the information pages", () => {
  it("each shows its own page in both languages at 390 px, with breadcrumbs and no sideways scroll", async () => {
    for (const locale of ["en-GB", "ru-RU"] as const) {
      const context = await newContext(browser, { viewport: "phone", locale });
      const page = await context.newPage();
      for (const { path, en, ru, crumbRu } of pages) {
        const response = await page.goto(`${server.url}${path}`);
        expect(response?.status(), path).toBe(200);
        await page.getByRole("heading", { level: 1, name: locale === "en-GB" ? en : ru }).waitFor();
        const body = (await page.locator("main").textContent()) ?? "";
        expect(body, path).not.toMatch(/will open soon|скоро откроется/i);
        const crumbs = page.getByRole("navigation", { name: /^(Breadcrumbs|Навигационная цепочка)$/ });
        if (locale === "ru-RU") expect(await crumbs.textContent(), path).toContain(crumbRu);
        expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
      }
      await context.close();
    }
  });

  it("the footer and the cookie dialog lead to the privacy policy, which names the cookies and their lifetimes", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(server.url);
    await page.getByRole("button", { name: "Cookie settings" }).click();
    const link = page.getByRole("dialog").getByRole("link", { name: "Privacy policy" });
    expect(await link.getAttribute("href")).toBe("/privacy-policy#cookies");
    await page.keyboard.press("Escape");
    await page.goto(`${server.url}/offer`);
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await page.getByRole("heading", { level: 1, name: "Privacy policy" }).waitFor();
    const cookies = page.getByRole("list", { name: "Cookies and browser storage" });
    expect(await cookies.getByRole("listitem").filter({ hasText: "sessionId" }).textContent()).toContain("1 day");
    expect(await cookies.getByRole("listitem").filter({ hasText: "recentlyViewedYachts" }).textContent()).toContain(
      "30 days",
    );
    await context.close();
  });
});

describe("the first screen of the information pages comes from the server (decision record 066)", () => {
  it("is taken over by the app with no hydration error and no second render, in Russian", async () => {
    for (const { path, ru } of pages) {
      const context = await newContext(browser, { viewport: "phone", locale: "ru-RU", serviceWorkers: "block" });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(`${server.url}${path}`);
      const first = page.getByRole("heading", { level: 1, name: ru });
      await first.evaluate((element) => element.setAttribute("data-server", "1"));
      await page.waitForLoadState("load");
      await page.waitForTimeout(1500);
      expect(await page.locator('[data-server="1"]').count(), path).toBe(1);
      expect(
        errors.filter((error) => !/Service Worker|offline worker/.test(error)),
        path,
      ).toEqual([]);
      await context.close();
    }
  });
});

describe("accessibility (axe-core) of the information pages", () => {
  it("has no serious or critical WCAG 2.1 A/AA finding on a phone, in Russian", async () => {
    const context = await newContext(browser, { viewport: "phone", locale: "ru-RU" });
    const page = await context.newPage();
    const found: string[] = [];
    for (const { path } of pages) {
      await page.goto(`${server.url}${path}`);
      await page.locator("h1").first().waitFor();
      const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      for (const v of result.violations) {
        if (v.impact === "serious" || v.impact === "critical") {
          found.push(`${path} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
        }
      }
    }
    await context.close();
    expect(found).toEqual([]);
  });
});

describe("/wiki", () => {
  it("reads and searches offline after one visit", async () => {
    const context = await newContext(browser, { viewport: "phone" });
    const page = await context.newPage();
    await page.goto(`${server.url}/wiki`);
    await page.getByRole("heading", { level: 2, name: "The winds of Baikal" }).waitFor();
    await waitForWorkerControl(page);

    await context.setOffline(true);
    await page.goto(`${server.url}/wiki`);
    await page.getByRole("heading", { level: 2, name: "Safety and emergency numbers" }).waitFor();
    await page.getByLabel("Search the guide").fill("sarma");
    const results = page.getByRole("region", { name: "Results for “sarma”" });
    await results.getByRole("link", { name: /The winds of Baikal/ }).waitFor();
    await page.getByLabel("Search the guide").fill("kangaroo");
    await page.getByText("No article mentions that.", { exact: false }).waitFor();
    await context.close();
  });
});

describe("/concierge", () => {
  it("a request made offline waits on the device and reaches the team once", async () => {
    const context = await newContext(browser, { viewport: "phone" });
    const page = await context.newPage();
    await page.goto(`${server.url}/concierge`);
    await page.getByRole("heading", { level: 2, name: "What we arrange" }).waitFor();
    await waitForWorkerControl(page);

    await context.setOffline(true);
    await page.goto(`${server.url}/concierge`);
    await page.getByRole("article", { name: "Photographer" }).getByRole("button", { name: "Ask for this" }).click();
    expect(await page.getByLabel("What would you like?").inputValue()).toBe("concierge-photographer");
    const email = uniqueEmail("concierge");
    await page.getByLabel("Your name").fill("Ivan Kuznetsov");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Message", { exact: true }).fill("A photographer on Olkhon on 14 July, please.");
    await page.getByRole("button", { name: "Send request" }).click();
    await page.getByText("Saved on this device").waitFor();

    await context.setOffline(false);
    await page.getByTestId("outbox-badge").waitFor({ state: "detached", timeout: 30_000 });
    // Give a duplicate (the worker's Background Sync, another trigger) time to show itself.
    await page.waitForTimeout(2000);
    await context.close();

    const rows = await query<{ topic: string; message: string }>(
      "select topic, message from contact_requests where email = $1",
      [email],
    );
    expect(rows).toEqual([
      { topic: "concierge-photographer", message: "A photographer on Olkhon on 14 July, please." },
    ]);
  });
});

describe("/yacht-sales", () => {
  it("filters the listings like the catalogue and sends an enquiry that reaches the seller", async () => {
    const context = await newContext(browser, { viewport: "phone" });
    const page = await context.newPage();
    await page.goto(`${server.url}/yacht-sales`);
    const cards = page.getByRole("article");
    await cards.first().waitFor();
    expect(await cards.count()).toBe(3);
    await page.getByLabel("Type").selectOption({ label: "Catamaran" });
    await expect.poll(() => cards.count()).toBe(1);
    await page.getByLabel("Type").selectOption({ label: "All types" });
    await page.getByLabel("Sort").selectOption({ label: "Price: low to high" });
    await expect.poll(() => cards.first().getByRole("heading").textContent()).toBe("Veter (Bavaria Cruiser 37)");
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await cards.first().getByRole("button", { name: "Enquire" }).click();
    const dialog = page.getByRole("dialog", { name: "Enquire about Veter (Bavaria Cruiser 37)" });
    const email = uniqueEmail("buyer");
    await dialog.getByLabel("Your name").fill("Pavel Smirnov");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Message", { exact: true }).fill("Can I see her in Listvyanka next Saturday?");
    await dialog.getByRole("button", { name: "Send to the seller" }).click();
    await dialog.getByText("Thank you! Your request is on its way").waitFor();
    await context.close();

    const rows = await query<{ listing_id: string }>("select listing_id from contact_requests where email = $1", [
      email,
    ]);
    expect(rows).toEqual([{ listing_id: "bavaria-cruiser-37-veter" }]);
  });
});

describe("/account: the privacy policy's rights", () => {
  it("downloads the user's profile and bookings, then deletes the account: signed out, bookings kept without the person", async () => {
    const person = await registerViaApi(server.url, { email: uniqueEmail("erase") });
    const stay = await freeDays(server.url, "kultuk", 2);
    const booking = await bookViaApi(
      server.url,
      person.cookie,
      bookingBody("kultuk", stay.start, stay.end, { contactName: "Anna Petrova", email: person.email }),
    );
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, server.url, person.email, PASSWORD, person.firstName);
    await page.goto(`${server.url}/account`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^baikal-yachts-data-\d{4}-\d\d-\d\d\.json$/);
    const file = await download.path();
    const data = JSON.parse(await readFile(file, "utf8"));
    expect(data.profile).toMatchObject({ email: person.email, firstName: "Anna" });
    expect(data.bookings.map((b: { id: string }) => b.id)).toEqual([booking.id]);

    await page.getByRole("button", { name: "Delete account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByLabel("Password", { exact: true }).fill("Wrong1!pass");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await dialog.getByText("The current password is not correct.").first().waitFor();
    await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole("link", { name: "Login" }).first().waitFor();
    // The session ended on the server, not only on this device.
    const me = await fetch(`${server.url}/api/user`, { headers: { cookie: person.cookie } });
    expect(me.status).toBe(401);
    await context.close();

    const rows = await query<{ contact_name: string; email: string; phone: string }>(
      "select contact_name, email, phone from bookings where id = $1",
      [booking.id],
    );
    expect(rows).toEqual([{ contact_name: "", email: `deleted-${person.id}@deleted.invalid`, phone: "" }]);
  });
});
