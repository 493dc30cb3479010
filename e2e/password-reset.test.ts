import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpSink } from "../server/test/smtp-sink.ts";
import { apiStatus, PASSWORD, registerViaApi } from "./support/accounts.ts";
import { launchBrowser, newContext } from "./support/browser.ts";
import { type RunningServer, startServer } from "./support/server.ts";

/** The reset flow in Chromium, with the code read from a real SMTP server on loopback. */
let browser: Browser;
let server: RunningServer;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  sink = await startSmtpSink();
  [browser, server] = await Promise.all([launchBrowser(), startServer({ env: { SMTP_URL: sink.url } })]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  await sink?.close();
});

const toast = (page: Page, text: string | RegExp) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

/** Opens the dialog, sends a code, and returns it as the SMTP server received it. */
async function requestCode(page: Page, email: string): Promise<string> {
  const before = sink.received.length;
  await page.goto(`${server.url}/auth`);
  await page.getByRole("button", { name: "Forgot password?" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Send code" }).click();
  await dialog.getByText("Verification code sent").waitFor();
  const mail = await sink.waitFor(email, () => sink.received.length > before);
  const code = mail.subject.match(/\d{6}/)?.[0];
  if (!code) throw new Error(`no code in ${mail.subject}`);
  // Two seconds later the dialog moves on to the code.
  await dialog.getByLabel("Verification code").waitFor();
  return code;
}

async function submitCode(page: Page, code: string, password: string) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Verification code").fill(code);
  await dialog.getByLabel("New password", { exact: true }).fill(password);
  await dialog.getByLabel("Confirm new password").fill(password);
  const [response] = await Promise.all([
    page.waitForResponse((res) => res.url().endsWith("/api/reset-password")),
    dialog.getByRole("button", { name: "Reset password" }).click(),
  ]);
  return response;
}

describe("password reset", () => {
  it("resets with the e-mailed code, ends the old sessions, and refuses the code a second time", async () => {
    const user = await registerViaApi(server.url, { firstName: "Nina" });
    // An old session on another device.
    const oldDevice = await newContext(browser, { serviceWorkers: "block" });
    await oldDevice.addCookies([{ name: "session", value: user.cookie.split("=")[1] ?? "", url: server.url }]);
    const oldPage = await oldDevice.newPage();
    await oldPage.goto(server.url);
    await oldPage.getByRole("button", { name: "Account menu: Nina" }).waitFor();

    const context = await newContext(browser, { serviceWorkers: "block" });
    const page = await context.newPage();
    const code = await requestCode(page, user.email);
    const dialog = page.getByRole("dialog");
    // Section 5 in the code step.
    await dialog.getByLabel("Verification code").fill("12");
    await dialog.getByLabel("New password", { exact: true }).fill("123");
    await dialog.getByLabel("Confirm new password").fill("1234567");
    await dialog.getByRole("button", { name: "Reset password" }).click();
    await dialog.getByText("Verification code must be at least 6 characters").waitFor();
    await dialog.getByText("Password must be at least 6 characters").waitFor();
    await dialog.getByText("Passwords do not match").waitFor();

    const ok = await submitCode(page, code, "Fresh1!wind");
    expect(ok.status()).toBe(200);
    await dialog.getByRole("heading", { name: "Password reset successful" }).waitFor();
    await toast(page, "Password reset successful").waitFor();
    // The dialog closes by itself about three seconds later.
    await dialog.waitFor({ state: "hidden", timeout: 6000 });

    expect(await apiStatus(oldPage, "/api/user")).toBe(401);
    await oldPage.reload();
    await oldPage.getByRole("link", { name: "Login", exact: true }).waitFor();

    const reused = await page.evaluate(
      async ([email, used]) =>
        (
          await fetch("/api/reset-password", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ email, code: used, newPassword: "Other1!wind" }),
          })
        ).json(),
      [user.email, code],
    );
    expect(reused.code).toBe("code_invalid");

    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByLabel("Email").fill(user.email);
    await form.getByLabel("Password", { exact: true }).fill("Fresh1!wind");
    await form.getByRole("button", { name: "Sign In" }).click();
    await toast(page, "Welcome back, Nina!").waitFor();
    await Promise.all([context.close(), oldDevice.close()]);
  });

  it("refuses the right code after 5 wrong tries", async () => {
    const user = await registerViaApi(server.url);
    const context = await newContext(browser, { serviceWorkers: "block" });
    const page = await context.newPage();
    const code = await requestCode(page, user.email);
    const wrong = code === "000000" ? "111111" : "000000";
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) codes.push((await (await submitCode(page, wrong, "Fresh1!wind")).json()).code);
    expect(codes).toEqual(["code_invalid", "code_invalid", "code_invalid", "code_invalid", "code_locked"]);
    const right = await submitCode(page, code, "Fresh1!wind");
    expect(right.status()).toBe(400);
    await toast(page, "Too many wrong codes. Please request a new one.").waitFor();
    await page.getByRole("dialog").getByText("Too many wrong codes. Please request a new one.").waitFor();
    expect(
      (
        await fetch(`${server.url}/api/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ username: user.email, password: PASSWORD }),
        })
      ).status,
    ).toBe(200);
    await context.close();
  });

  it("refuses an expired code", async () => {
    const user = await registerViaApi(server.url);
    const context = await newContext(browser, { serviceWorkers: "block" });
    const page = await context.newPage();
    const code = await requestCode(page, user.email);
    // Ten minutes pass: stop the server and age the code in its database, then start it again.
    await server.stop();
    const db = await PGlite.create(path.join(server.dataDir, "pglite"));
    await db.query("update password_reset_codes set expires_at = now() - interval '1 minute'");
    await db.close();
    await server.start();
    const res = await submitCode(page, code, "Fresh1!wind");
    expect(res.status()).toBe(400);
    expect((await res.json()).code).toBe("code_expired");
    await toast(page, "This code has expired. Please request a new one.").waitFor();
    await context.close();
  });
});
