import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpSink } from "../server/test/smtp-sink.ts";
import { registerViaApi, uniqueEmail } from "./support/accounts.ts";
import { launchBrowser, newContext } from "./support/browser.ts";
import { withServerDatabase } from "./support/catalogue.ts";
import { confirmationLink, footerForm, toast, toastLifetime } from "./support/newsletter.ts";
import { type RunningServer, startServer } from "./support/server.ts";
import { waitForWorkerControl } from "./support/worker.ts";

/**
 * The footer's newsletter sign-up in Chromium, in Russian: each status with its text and time, the
 * validation messages, the double opt-in link, and a sign-up made offline that arrives once.
 * `server` sends over a real SMTP server on loopback; `noSmtp` only stores its mail.
 */
const ADMIN = { ADMIN_EMAIL: "harbour.master@baikal.example", ADMIN_PASSWORD: "Admin1!harbour" };
let browser: Browser;
let server: RunningServer;
let noSmtp: RunningServer;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  sink = await startSmtpSink();
  [browser, server, noSmtp] = await Promise.all([
    launchBrowser(),
    startServer({ env: { SMTP_URL: sink.url, ...ADMIN } }),
    startServer(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([server?.dispose(), noSmtp?.dispose()]);
  await sink?.close();
});

async function openFooter(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await footerForm(page).field.waitFor();
  return page;
}

/** Counts the sign-up calls the page itself makes. */
function countSignupCalls(page: Page): () => number {
  let calls = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/newsletter/subscribe")) calls += 1;
  });
  return () => calls;
}

async function adminLog(email: string) {
  const login = await fetch(`${server.url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD }),
  });
  const cookie = (login.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
  const log = await (
    await fetch(`${server.url}/api/admin/communications?pageSize=100`, { headers: { cookie } })
  ).json();
  return (log.items as { to: string; template: string; status: string }[]).filter((item) => item.to === email);
}

describe("the footer's newsletter block", () => {
  it("gives empty and malformed addresses the exact Russian messages, and sends nothing", async () => {
    const context = await newContext(browser, { locale: "ru-RU", serviceWorkers: "block" });
    const page = await openFooter(context, server.url);
    const calls = countSignupCalls(page);
    const form = footerForm(page);
    await page.locator("footer").getByRole("heading", { name: "Будь на связи !" }).waitFor();

    await form.submit("   ");
    await form.alert.filter({ hasText: "Пожалуйста, введите email адрес" }).waitFor();
    await form.submit("anna@baikal");
    await form.alert.filter({ hasText: "Пожалуйста, введите корректный email адрес" }).waitFor();
    await form.submit("anna @baikal.ru");
    await form.alert.filter({ hasText: "Пожалуйста, введите корректный email адрес" }).waitFor();
    expect(calls()).toBe(0);
    await context.close();
  });

  it("shows each status's text for its time, and the confirmation link confirms", async () => {
    const context = await newContext(browser, { locale: "ru-RU", serviceWorkers: "block" });
    const page = await openFooter(context, server.url);
    const form = footerForm(page);
    const email = uniqueEmail("podpiska");

    // New address, mail sent over SMTP: 8 s, and the button's check for 3 to 5 s.
    await form.submit(`  ${email} `);
    await toast(page, "Подтверждение отправлено!").waitFor();
    expect(await form.button.getAttribute("data-state")).toBe("done");
    // Issue 15: the check does not block the same address sent again (it answers the resent status).
    expect(await form.button.isDisabled()).toBe(false);
    const sentFor = await toastLifetime(page, "Подтверждение отправлено!");
    expect(sentFor).toBeGreaterThanOrEqual(7500);
    expect(sentFor).toBeLessThan(10_000);
    expect(await form.button.getAttribute("data-state")).toBe("idle");
    const mail = await sink.waitFor(email);
    expect(mail.subject).toBe("Подтвердите подписку на рассылку «Яхты Байкала»");

    // Still pending: 8 s.
    await form.submit(email);
    const resentFor = await toastLifetime(page, "Повторное подтверждение отправлено!");
    expect(resentFor).toBeGreaterThanOrEqual(7500);

    // The e-mailed link confirms and lands on a page that says so.
    await page.goto(confirmationLink(mail.text));
    await page.waitForURL((url) => url.pathname === "/newsletter");
    await page.getByRole("heading", { name: "Подписка подтверждена" }).waitFor();

    // Confirmed: 6 s.
    await form.submit(email.toUpperCase());
    await toast(page, "Уже подписан!").waitFor();
    expect(await toast(page, "Уже подписан!").textContent()).toContain("уже подписан на нашу рассылку");
    const alreadyFor = await toastLifetime(page, "Уже подписан!");
    expect(alreadyFor).toBeGreaterThanOrEqual(5500);
    expect(alreadyFor).toBeLessThan(7500);
    await context.close();
  });

  it("says 'Подписка создана!' for 6 s when the mail could only be stored", async () => {
    const context = await newContext(browser, { locale: "ru-RU", serviceWorkers: "block" });
    const page = await openFooter(context, noSmtp.url);
    await footerForm(page).submit(uniqueEmail("bez-pochty"));
    await toast(page, "Подписка создана!").filter({ hasText: "Почтовая система находится в настройке" }).waitFor();
    const createdFor = await toastLifetime(page, "Подписка создана!");
    expect(createdFor).toBeGreaterThanOrEqual(5500);
    expect(createdFor).toBeLessThan(7500);
    await context.close();
  });

  it("says 'Успешно!' to an account holder subscribing their verified address, with no link", async () => {
    const user = await registerViaApi(server.url);
    const verification = (await sink.waitFor(user.email)).text.match(/verify-email\?token=([\w-]+)/)?.[1];
    const verified = await fetch(`${server.url}/api/verify-email`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token: verification }),
    });
    expect(verified.status).toBe(200);
    const context = await newContext(browser, { locale: "ru-RU", serviceWorkers: "block" });
    await context.addCookies([{ name: "session", value: user.cookie.split("=")[1] ?? "", url: server.url }]);
    const page = await openFooter(context, server.url);
    await footerForm(page).submit(user.email);
    await toast(page, "Успешно!").waitFor();
    expect((await adminLog(user.email)).filter((item) => item.template === "newsletter_confirm")).toHaveLength(0);
    await context.close();
  });

  it("shows a refusal as 'Ошибка' with the server's message", async () => {
    const context = await newContext(browser, { locale: "ru-RU", serviceWorkers: "block" });
    const page = await openFooter(context, server.url);
    await page.route("**/api/newsletter/subscribe", (route) =>
      route.fulfill({ status: 422, json: { message: "Адрес в чёрном списке.", code: "refused" } }),
    );
    await footerForm(page).submit(uniqueEmail("refused"));
    await toast(page, "Ошибка").filter({ hasText: "Адрес в чёрном списке." }).waitFor();
    expect(await footerForm(page).button.getAttribute("data-state")).toBe("idle");
    await context.close();
  });
});

describe("a sign-up made offline", () => {
  it("survives reloads, is sent once when the connection returns, and its link confirms", async () => {
    const context = await newContext(browser, { locale: "ru-RU" });
    const page = await openFooter(context, server.url);
    await waitForWorkerControl(page);
    const email = uniqueEmail("offline");
    const form = footerForm(page);

    await context.setOffline(true);
    await form.submit(email);
    await toast(page, "Сохранено на устройстве").waitFor();
    await form.waiting.getByText(email).waitFor();
    expect(await page.getByTestId("outbox-badge").textContent()).toContain("1");

    for (let i = 0; i < 2; i += 1) {
      await page.reload();
      await footerForm(page).waiting.getByText(email).waitFor();
      expect(await page.getByTestId("outbox-badge").textContent()).toContain("1");
    }
    expect(sink.received.filter((mail) => mail.to.includes(email))).toHaveLength(0);

    await context.setOffline(false);
    await toast(page, "Подтверждение отправлено!").waitFor({ timeout: 30_000 });
    await footerForm(page).waiting.waitFor({ state: "detached" });
    await page.getByTestId("outbox-badge").waitFor({ state: "detached" });
    const mail = await sink.waitFor(email);
    // Give a duplicate (the worker's Background Sync, another trigger) time to show itself.
    await page.waitForTimeout(2000);
    expect(sink.received.filter((received) => received.to.includes(email))).toHaveLength(1);
    const logged = await adminLog(email);
    expect(logged.map((item) => [item.template, item.status])).toEqual([["newsletter_confirm", "sent"]]);

    await page.goto(confirmationLink(mail.text));
    await page.getByRole("heading", { name: "Подписка подтверждена" }).waitFor();
    await context.close();

    await server.stop();
    try {
      await withServerDatabase(server.dataDir, async (db) => {
        const rows = await db.query<{ status: string }>(
          "select status from newsletter_subscriptions where lower(email) = lower($1)",
          [email],
        );
        expect(rows.rows).toEqual([{ status: "confirmed" }]);
      });
    } finally {
      await server.start();
    }
  });
});
