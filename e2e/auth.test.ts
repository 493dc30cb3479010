import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiStatus, loginInBrowser, PASSWORD, registerViaApi, uniqueEmail } from "./support/accounts.ts";
import { launchBrowser, newContext } from "./support/browser.ts";
import { type RunningServer, startServer } from "./support/server.ts";
import { waitForWorkerControl } from "./support/worker.ts";

const ADMIN = { ADMIN_EMAIL: "harbour.master@baikal.example", ADMIN_PASSWORD: "Admin1!harbour" };
let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer({ env: ADMIN })]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

async function fillRegistration(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel("First name").fill("Marina");
  await page.getByLabel("Last name").fill("Sokolova");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("+7 914 555 12 12");
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
}

describe("registration, session cookie and logout", () => {
  it("registers with customer checked, sets an HttpOnly SameSite=Lax cookie, and logout ends that cookie", async () => {
    const context = await newContext(browser, { serviceWorkers: "block" });
    const page = await context.newPage();
    await page.goto(`${server.url}/auth?tab=register`);
    expect(await page.getByRole("checkbox", { name: /Customer/ }).isChecked()).toBe(true);
    expect(await page.getByRole("checkbox", { name: /Yacht owner/ }).isChecked()).toBe(false);
    expect(await page.getByRole("checkbox", { name: /Administrator/ }).count()).toBe(0);

    const email = uniqueEmail("marina");
    await fillRegistration(page, email, "baikal1!sail");
    const submit = page.getByRole("button", { name: "Create Account" });
    // The widget counts four of five rules: no uppercase letter, so submitting stays off.
    expect(await page.getByText("Good", { exact: true }).isVisible()).toBe(true);
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    expect(await page.getByText("Excellent", { exact: true }).isVisible()).toBe(true);
    await submit.click();

    await toast(page, "Registration successful").waitFor();
    expect(await toast(page, "Welcome, Marina!").isVisible()).toBe(true);
    await page.waitForURL(`${server.url}/`);
    await page.getByRole("button", { name: "Account menu: Marina" }).waitFor();

    const cookies = await context.cookies();
    const session = cookies.find((cookie) => cookie.name === "session");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(await page.evaluate(() => document.cookie)).not.toContain("session=");
    const me = await page.evaluate(async () => (await fetch("/api/user")).text());
    expect(me).toContain(email);
    expect(me).not.toMatch(/password|hash/i);

    await page.getByRole("button", { name: "Account menu: Marina" }).click();
    await page.getByRole("button", { name: "Log out" }).click();
    await toast(page, "You have been successfully logged out").waitFor();
    await page.getByRole("link", { name: "Login", exact: true }).waitFor();
    expect(await apiStatus(page, "/api/user")).toBe(401);

    // The same cookie, presented again after logout, gets 401.
    const replay = await fetch(`${server.url}/api/user`, { headers: { cookie: `session=${session?.value}` } });
    expect(replay.status).toBe(401);
    await context.close();
  });

  it("checks the e-mail on blur and names an address in use", async () => {
    const taken = await registerViaApi(server.url);
    const context = await newContext(browser, { serviceWorkers: "block" });
    const page = await context.newPage();
    await page.goto(`${server.url}/auth?tab=register`);
    await page.getByLabel("Email").fill(taken.email);
    await page.getByLabel("Phone").focus();
    await page.getByText("This email is already in use. Please use a different email.").waitFor();
    await page.getByLabel("Email").fill(uniqueEmail("free"));
    await page.getByLabel("Phone").focus();
    await page.waitForTimeout(300);
    expect(await page.getByText("This email is already in use. Please use a different email.").count()).toBe(0);
    await context.close();
  });
});

describe("login", () => {
  it("logs in, toasts the welcome, and shows the error box for a wrong password", async () => {
    const user = await registerViaApi(server.url, { firstName: "Oleg" });
    const context = await newContext(browser, { serviceWorkers: "block" });
    const page = await context.newPage();
    await loginInBrowser(page, server.url, user.email, "Wrong1!password");
    await page.getByRole("alert").filter({ hasText: "Invalid email or password" }).waitFor();
    await toast(page, "Login failed").waitFor();

    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    const signIn = page.getByRole("button", { name: "Sign In" });
    await signIn.click();
    await toast(page, "Welcome back, Oleg!").waitFor();
    await page.getByRole("button", { name: "Account menu: Oleg" }).waitFor();
    // Logged in, /auth sends the user home.
    await page.goto(`${server.url}/auth`);
    await page.waitForURL(`${server.url}/`);
    await context.close();
  });

  it("answers repeated wrong passwords with 429 and Retry-After", async () => {
    const user = await registerViaApi(server.url);
    const context = await newContext(browser, { serviceWorkers: "block" });
    const page = await context.newPage();
    await page.goto(`${server.url}/auth`);
    await page.getByLabel("Email").fill(user.email);
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 6; i++) {
      await page.getByLabel("Password", { exact: true }).fill(`Wrong${i}!pass`);
      const [response] = await Promise.all([
        page.waitForResponse((res) => res.url().endsWith("/api/login")),
        page.getByRole("button", { name: "Sign In" }).click(),
      ]);
      statuses.push(response.status());
      retryAfter = (await response.allHeaders())["retry-after"] ?? null;
      await page.getByRole("button", { name: "Sign In" }).waitFor();
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    await page
      .getByRole("alert")
      .filter({ hasText: /Too many attempts\. Please try again in \d+ min\./ })
      .waitFor();
    await context.close();
  });

  it("sends a visitor of /admin to /auth and back after login", async () => {
    const context = await newContext(browser, { serviceWorkers: "block" });
    const page = await context.newPage();
    await page.goto(`${server.url}/admin?tab=users`);
    await page.waitForURL(/\/auth\?redirect=/);
    await page.getByLabel("Email").fill(ADMIN.ADMIN_EMAIL);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN.ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => url.pathname === "/admin", { waitUntil: "commit" });
    expect(new URL(page.url()).searchParams.get("tab")).toBe("users");
    await page.getByRole("heading", { name: "Admin dashboard" }).waitFor();
    await context.close();
  });
});

describe("the logged-in header", () => {
  it("shows the dashboard button by role, and the profile menu's links", async () => {
    const owner = await registerViaApi(server.url, { firstName: "Igor", roles: ["owner", "customer"] });
    const context = await newContext(browser, { serviceWorkers: "block" });
    const page = await context.newPage();
    await loginInBrowser(page, server.url, owner.email);
    const dashboard = page.getByRole("link", { name: "Dashboard", exact: true });
    await dashboard.waitFor();
    expect(await dashboard.getAttribute("href")).toBe("/owner/dashboard");
    await page.getByRole("button", { name: "Account menu: Igor" }).click();
    const menu = page.getByRole("navigation", { name: "Account" });
    for (const [name, href] of [
      ["Settings", "/account"],
      ["Role panel", "/owner/dashboard"],
      ["Social club", "/social-club"],
    ]) {
      expect(await menu.getByRole("link", { name, exact: true }).getAttribute("href")).toBe(href);
    }
    await page.keyboard.press("Escape");
    expect(await menu.isVisible()).toBe(false);
    await context.close();
  });

  it("asks who is logged in only when the page came with a session cookie", async () => {
    const user = await registerViaApi(server.url, { firstName: "Vera" });
    const context = await newContext(browser, { serviceWorkers: "block" });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/user") asked.push(request.url());
    });
    await page.goto(server.url);
    await page.getByRole("link", { name: "Login", exact: true }).first().waitFor();
    expect(asked).toEqual([]);
    await loginInBrowser(page, server.url, user.email);
    await page.getByRole("button", { name: "Account menu: Vera" }).waitFor();
    asked.length = 0;
    await page.reload();
    await page.getByRole("button", { name: "Account menu: Vera" }).waitFor();
    expect(asked.length).toBe(1);
    await context.close();
  });

  it("keeps the user on the device: the header and /account render offline", async () => {
    const user = await registerViaApi(server.url, { firstName: "Vera" });
    const context = await newContext(browser);
    const page = await context.newPage();
    await loginInBrowser(page, server.url, user.email);
    await page.getByRole("button", { name: "Account menu: Vera" }).waitFor();
    await page.goto(`${server.url}/account`);
    // In the page, not the header's account menu, whose closed copy of the address is hidden.
    await page.getByRole("main").getByText(user.email).first().waitFor();
    await waitForWorkerControl(page);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole("heading", { name: "Account settings" }).waitFor();
    await page.getByRole("button", { name: "Account menu: Vera" }).waitFor();
    expect(await page.getByLabel("First name").inputValue()).toBe("Vera");
    await page.getByText("You are offline: your details are shown from this device").waitFor();
    await context.close();
  });
});
