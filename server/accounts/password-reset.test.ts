import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outgoingMessages, passwordResetCodes } from "../db/schema/index.ts";
import { json, lastMail, login, register, sessionCookie } from "../test/accounts.ts";
import { startSmtpSink } from "../test/smtp-sink.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const forgot = (email: string, headers: Record<string, string> = {}) =>
  t.request("/api/forgot-password", json({ email }, headers));
const reset = (email: string, code: string, newPassword = "Reset1!pass") =>
  t.request("/api/reset-password", json({ email, code, newPassword }));
const codeIn = (text: string | undefined) => text?.match(/\b(\d{6})\b/)?.[1] ?? "";

describe("password reset by e-mailed code", () => {
  it("sends a 6-digit code, stores only its hash, resets once and ends every session", async () => {
    const { cookie, email, user } = await register(t);
    const res = await forgot(email);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true });
    const mail = await lastMail(t, email);
    expect(mail).toMatchObject({ template: "reset_code", status: "stored" });
    const code = codeIn(mail?.body);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.database.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, user.id));
    expect(row?.codeHash).not.toContain(code);

    const ok = await reset(email, code);
    expect(ok.status).toBe(200);
    expect((await t.request("/api/user", { headers: { cookie } })).status).toBe(401);
    await login(t, email, "Reset1!pass");

    const reused = await reset(email, code, "Another1!pass");
    expect(reused.status).toBe(400);
    expect((await reused.json()).fields.code).toBe("The verification code is incorrect.");
  });

  it("refuses the right code after 5 wrong tries", async () => {
    const { email } = await register(t);
    await forgot(email);
    const code = codeIn((await lastMail(t, email))?.body);
    const wrong = code === "000000" ? "111111" : "000000";
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) answers.push((await (await reset(email, wrong)).json()).code);
    expect(answers).toEqual(["code_invalid", "code_invalid", "code_invalid", "code_invalid", "code_locked"]);
    const right = await reset(email, code);
    expect(right.status).toBe(400);
    expect((await right.json()).code).toBe("code_locked");
  });

  it("refuses an expired code, in the request's language", async () => {
    const { email, user } = await register(t);
    await forgot(email);
    const code = codeIn((await lastMail(t, email))?.body);
    await t.database.db
      .update(passwordResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetCodes.userId, user.id));
    const res = await t.request(
      "/api/reset-password",
      json({ email, code, newPassword: "Reset1!pass" }, { "accept-language": "ru" }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: "code_expired",
      fields: { code: "Срок действия кода истёк. Запросите новый." },
    });
  });

  it("sends at most 5 codes an hour per address, and a new code replaces the old one", async () => {
    const { email } = await register(t);
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) {
      expect((await forgot(email)).status).toBe(200);
      codes.push(codeIn((await lastMail(t, email))?.body));
    }
    const sixth = await forgot(email);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(3000);
    if (codes[0] !== codes[4]) expect((await reset(email, codes[0] ?? "")).status).toBe(400);
    expect((await reset(email, codes[4] ?? "")).status).toBe(200);
  });

  it("names an unknown address, and checks the fields with the spec's messages", async () => {
    const unknown = await forgot("nobody@example.com");
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).fields.email).toBe(
      "This email is not registered. Please check your email or register for a new account.",
    );
    const bad = await forgot("nobody@");
    expect((await bad.json()).fields).toEqual({ email: "Please enter a valid email address" });
    const short = await t.request("/api/reset-password", json({ email: "a@b.ru", code: "12", newPassword: "123" }));
    expect((await short.json()).fields).toEqual({
      code: "Verification code must be at least 6 characters",
      newPassword: "Password must be at least 6 characters",
    });
  });
});

describe("mail over SMTP", () => {
  it("sends through a real SMTP server on loopback, in the user's language, and logs it masked", async () => {
    const sink = await startSmtpSink();
    const smtp = await createTestApp({ SMTP_URL: sink.url, MAIL_FROM: "charter@baikal.example" });
    try {
      const { email } = await register(smtp, {});
      const verify = await sink.waitFor(email, (mail) => mail.raw.includes("verify-email"));
      expect(verify.from).toBe("charter@baikal.example");
      const res = await smtp.request("/api/forgot-password", json({ email }, { "accept-language": "ru" }));
      expect(res.status).toBe(200);
      const mail = await sink.waitFor(email, (m) => m.subject.startsWith("Код для сброса пароля"));
      const code = codeIn(mail.subject);
      expect(mail.text).toContain(code);
      const [logged] = await smtp.database.db
        .select()
        .from(outgoingMessages)
        .where(eq(outgoingMessages.template, "reset_code"));
      expect(logged).toMatchObject({ status: "sent", locale: "ru" });
      expect(logged?.body).not.toContain(code);
      const ok = await smtp.request("/api/reset-password", json({ email, code, newPassword: "Sail2!away" }));
      expect(ok.status).toBe(200);
      sessionCookie(await smtp.request("/api/login", json({ username: email, password: "Sail2!away" })));
    } finally {
      await smtp.close();
      await sink.close();
    }
  });

  it("logs a message it could not send as failed, and the reset request says so", async () => {
    const sink = await startSmtpSink();
    const url = sink.url;
    await sink.close();
    const broken = await createTestApp({ SMTP_URL: url });
    const original = console.error;
    console.error = () => {};
    try {
      const { email } = await register(broken);
      const res = await broken.request("/api/forgot-password", json({ email }));
      expect(res.status).toBe(502);
      expect((await res.json()).message).toBe("Failed to send verification code. Please try again later.");
      const [logged] = await broken.database.db
        .select()
        .from(outgoingMessages)
        .where(eq(outgoingMessages.template, "reset_code"));
      expect(logged?.status).toBe("failed");
      expect(logged?.error).toBeTruthy();
      // Queued to go again (server/mail/retry.job.ts), so the code stays in the row until then.
      expect(logged?.nextAttemptAt).toBeInstanceOf(Date);
      expect(logged?.pendingSecrets).toHaveLength(1);
    } finally {
      console.error = original;
      await broken.close();
    }
  });
});
