import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outgoingMessages, sessions, users } from "../db/schema/index.ts";
import { json, lastMail, login, register, STRONG_PASSWORD, sessionCookie, uniqueEmail } from "../test/accounts.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

async function mailCount(t: TestApp, to: string, template: string): Promise<number> {
  const rows = await t.database.db
    .select()
    .from(outgoingMessages)
    .where(and(eq(outgoingMessages.to, to), eq(outgoingMessages.template, template)));
  return rows.length;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (cookie?: string) => t.request("/api/user", { headers: cookie ? { cookie } : {} });

describe("registration and sessions", () => {
  it("registers, sets an HttpOnly SameSite=Lax cookie, and /api/user shows no secret", async () => {
    const email = uniqueEmail();
    const res = await t.request(
      "/api/register",
      json({
        firstName: "Anna",
        lastName: "Petrova",
        email,
        phone: "",
        brandName: "Olkhon Sails",
        roles: ["owner", "captain"],
        password: STRONG_PASSWORD,
        photoUrl: null,
      }),
    );
    expect(res.status).toBe(201);
    const setCookie = res.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/^session=[\w-]{43}; /m);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Path=/");
    expect(setCookie).not.toContain("Secure");

    const cookie = sessionCookie(res);
    const answer = await me(cookie);
    expect(answer.status).toBe(200);
    const user = await answer.json();
    expect(user).toMatchObject({ firstName: "Anna", email, brandName: "Olkhon Sails", phone: null, photoUrl: null });
    expect(user.roles).toEqual(["owner", "captain"]);
    expect(user.emailVerified).toBe(false);
    const text = JSON.stringify(user);
    expect(text).not.toMatch(/password|hash|argon/i);
  });

  it("answers 401 when logged out, and after logout to the same cookie", async () => {
    expect((await me()).status).toBe(401);
    const { cookie } = await register(t);
    expect((await me(cookie)).status).toBe(200);
    const out = await t.request("/api/logout", { method: "POST", headers: { cookie } });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join()).toMatch(/session=;/);
    expect((await me(cookie)).status).toBe(401);
  });

  it("stores only the token's hash: a session row copied from the database cannot authenticate", async () => {
    const { cookie, user } = await register(t);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    const row = rows[0];
    if (!row) throw new Error("no session row");
    expect(cookie).not.toContain(row.id);
    expect((await me(`session=${row.id}`)).status).toBe(401);
    expect((await me(cookie)).status).toBe(200);
  });

  it("slides the expiry forward when less than half of the session is left", async () => {
    const { cookie, user } = await register(t);
    const soon = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await t.database.db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.userId, user.id));
    const res = await me(cookie);
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join()).toContain("HttpOnly");
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
    // An expired session is gone.
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await me(cookie)).status).toBe(401);
  });

  it("refuses an address already taken, whatever its case, with the spec's message", async () => {
    const { email } = await register(t);
    const again = (lang: string) =>
      t.request(
        "/api/register",
        json(
          {
            firstName: "Ivan",
            lastName: "Sokolov",
            email: email.toUpperCase(),
            roles: ["customer"],
            password: STRONG_PASSWORD,
          },
          { "accept-language": lang },
        ),
      );
    const en = await again("en");
    expect(en.status).toBe(409);
    expect(await en.json()).toMatchObject({
      code: "email_exists",
      message: "Email already exists",
      fields: { email: "This email is already in use. Please use a different email." },
    });
    const ru = await (await again("ru")).json();
    expect(ru.fields.email).toBe("Этот email уже используется. Пожалуйста, используйте другой email.");
    const exists = await t.request(`/api/check-email-exists?email=${encodeURIComponent(email.toUpperCase())}`);
    expect(await exists.json()).toEqual({ exists: true });
    const free = await t.request(`/api/check-email-exists?email=${encodeURIComponent(uniqueEmail())}`);
    expect(await free.json()).toEqual({ exists: false });
  });

  it("never lets registration choose admin", async () => {
    const res = await t.request(
      "/api/register",
      json({ firstName: "Eve", lastName: "Hacker", email: uniqueEmail(), roles: ["admin"], password: STRONG_PASSWORD }),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ roles: "Select at least one role" });
  });

  it("uses a __Host- cookie with Secure when PUBLIC_URL is https", async () => {
    const secure = await createTestApp({ PUBLIC_URL: "https://baikal.example" });
    try {
      // Addressed to PUBLIC_URL's host: writes to any other host are refused (decision record 008).
      const res = await secure.request(
        "https://baikal.example/api/register",
        json({
          firstName: "Olga",
          lastName: "Ivanova",
          email: uniqueEmail(),
          roles: ["customer"],
          password: STRONG_PASSWORD,
        }),
      );
      expect(res.status).toBe(201);
      const setCookie = res.headers.getSetCookie().join();
      expect(setCookie).toMatch(/^__Host-session=/);
      expect(setCookie).toContain("Secure");
      expect(setCookie).toContain("HttpOnly");
      expect(setCookie).toContain("Path=/");
    } finally {
      await secure.close();
    }
  });
});

describe("login", () => {
  it("logs in with the e-mail as username in any case, and refuses a wrong password", async () => {
    const { email } = await register(t);
    const cookie = await login(t, email.toUpperCase());
    expect((await (await me(cookie)).json()).email).toBe(email);
    const wrong = await t.request("/api/login", json({ username: email, password: "Wrong1!pass" }));
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: "invalid_credentials", message: "Invalid email or password" });
  });

  it("answers repeated wrong passwords with 429 and Retry-After, even for the right one until the pause ends", async () => {
    const { email } = await register(t);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await t.request("/api/login", json({ username: email, password: `Wrong${i}!pass` }))).status);
    }
    const last = await t.request("/api/login", json({ username: email, password: "Wrong5!pass" }));
    statuses.push(last.status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await last.json()).code).toBe("too_many_attempts");
    // Locked for this client and address: the right password waits for the pause too.
    const locked = await t.request("/api/login", json({ username: email, password: STRONG_PASSWORD }));
    expect(locked.status).toBe(429);
  });

  it("takes as long for an unknown e-mail as for a known one", async () => {
    const { email } = await register(t);
    const time = async (username: string) => {
      const started = performance.now();
      const res = await t.request("/api/login", json({ username, password: "Wrong!pass1" }));
      expect(res.status).toBe(401);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time(email));
      unknown.push(await time(uniqueEmail("ghost")));
    }
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[1] ?? 0;
    // Both pay for one argon2 verification; without the decoy the unknown one would be ~50x faster.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  it("answers bad input with the section 5 messages in the request's language", async () => {
    const en = await t.request("/api/login", json({ username: "nope", password: "123" }));
    expect(en.status).toBe(400);
    expect((await en.json()).fields).toEqual({
      username: "Invalid email",
      password: "String must contain at least 6 character(s)",
    });
    const ru = await t.request("/api/login", json({ username: "", password: "" }, { cookie: "preferred_language=ru" }));
    expect((await ru.json()).fields).toEqual({ username: "Обязательное поле", password: "Обязательное поле" });
  });
});

describe("profile, password change and e-mail verification", () => {
  it("updates the profile and changes the password, ending other sessions", async () => {
    const { cookie, email } = await register(t);
    const other = await login(t, email);
    const patch = await t.request("/api/user", {
      method: "PATCH",
      body: JSON.stringify({ firstName: "Marina", phone: "+7 3952 00-00-00", locale: "ru" }),
      headers: { "content-type": "application/json", cookie },
    });
    expect(await patch.json()).toMatchObject({ firstName: "Marina", phone: "+7 3952 00-00-00", locale: "ru" });

    const wrong = await t.request("/api/change-password", {
      ...json({ currentPassword: "nope", newPassword: "Olkhon2!wind" }),
      headers: { "content-type": "application/json", cookie },
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).fields).toEqual({ currentPassword: "The current password is not correct." });

    const changed = await t.request("/api/change-password", {
      ...json({ currentPassword: STRONG_PASSWORD, newPassword: "Olkhon2!wind" }),
      headers: { "content-type": "application/json", cookie },
    });
    expect(changed.status).toBe(200);
    const fresh = sessionCookie(changed);
    expect((await me(other)).status).toBe(401);
    expect((await me(fresh)).status).toBe(200);
    await login(t, email, "Olkhon2!wind");
  });

  it("verifies the address with the e-mailed link, sends the welcome once, and says so when opened again", async () => {
    const { cookie, email } = await register(t);
    const mail = await lastMail(t, email);
    expect(mail?.template).toBe("verify_email");
    expect(mail?.status).toBe("stored");
    const token = mail?.body.match(/verify-email\?token=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    const ok = await t.request("/api/verify-email", json({ token }));
    expect(ok.status).toBe(200);
    expect((await (await me(cookie)).json()).emailVerified).toBe(true);
    expect((await lastMail(t, email))?.template).toBe("welcome");
    const welcomes = await mailCount(t, email, "welcome");
    // Issue 15: the link opened again says the address is already verified, not that it is invalid.
    const again = await t.request("/api/verify-email", json({ token }));
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({
      success: true,
      alreadyVerified: true,
      message: "Your email address is already verified.",
    });
    expect(await mailCount(t, email, "welcome")).toBe(welcomes);
    const unknown = await t.request("/api/verify-email", json({ token: `${token}x` }));
    expect((await unknown.json()).code).toBe("invalid_token");
  });

  it("resends the verification link to a logged-in user", async () => {
    const { cookie, email } = await register(t);
    const first = (await lastMail(t, email))?.body;
    const res = await t.request("/api/resend-verification", { method: "POST", headers: { cookie } });
    expect(await res.json()).toMatchObject({ success: true });
    const second = await lastMail(t, email);
    expect(second?.body).not.toBe(first);
    expect((await t.request("/api/resend-verification", { method: "POST" })).status).toBe(401);
  });

  it("keeps the e-mail unique in the database itself, whatever the case", async () => {
    const { email } = await register(t);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    if (!row) throw new Error("no user");
    const { id: _, ...copy } = row;
    await expect(t.database.db.insert(users).values({ ...copy, email: email.toUpperCase() })).rejects.toThrow();
  });
});
