import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NEWSLETTER_SIGNUPS_PER_CLIENT } from "../../domain/newsletter/newsletter.ts";
import { newsletterSubscriptions, outgoingMessages } from "../db/schema/index.ts";
import { json, uniqueEmail } from "../test/accounts.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

/** The sign-up call's edges: bad bodies answer 400 naming `email`, replays answer the first answer. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (body: string, headers: Record<string, string> = {}) =>
  t.request("/api/newsletter/subscribe", {
    method: "POST",
    body,
    headers: { "content-type": "application/json", ...headers },
  });
const count = async (email: string) => ({
  subscriptions: (
    await t.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`)
  ).length,
  mails: (await t.database.db.select().from(outgoingMessages).where(eq(outgoingMessages.to, email))).length,
});

describe("bad input", () => {
  it("answers 400 naming the field email, with the spec's Russian messages", async () => {
    const ru = { "accept-language": "ru" };
    const cases: [string, string][] = [
      [JSON.stringify({ email: "" }), "Пожалуйста, введите email адрес"],
      [JSON.stringify({ email: "   " }), "Пожалуйста, введите email адрес"],
      [JSON.stringify({}), "Пожалуйста, введите email адрес"],
      [JSON.stringify({ email: 42 }), "Пожалуйста, введите email адрес"],
      [JSON.stringify(["a@b.ru"]), "Пожалуйста, введите email адрес"],
      [JSON.stringify({ email: "anna" }), "Пожалуйста, введите корректный email адрес"],
      [JSON.stringify({ email: "anna @baikal.ru" }), "Пожалуйста, введите корректный email адрес"],
      [JSON.stringify({ email: "anna@baikal" }), "Пожалуйста, введите корректный email адрес"],
    ];
    for (const [body, message] of cases) {
      const res = await post(body, ru);
      expect(res.status, body).toBe(400);
      const answer = await res.json();
      expect(answer.code, body).toBe("invalid_input");
      expect(answer.fields, body).toEqual({ email: message });
    }
  });

  it("speaks English to an English request", async () => {
    const answer = await (await post(JSON.stringify({ email: "nope" }), { "accept-language": "en-GB" })).json();
    expect(answer.fields).toEqual({ email: "Please enter a valid email address" });
  });

  it("answers 400 to a body that is not JSON and 415 to one that is not declared JSON, never 500", async () => {
    expect((await post("{email:")).status).toBe(400);
    const plain = await t.request("/api/newsletter/subscribe", { method: "POST", body: "a@b.ru" });
    expect(plain.status).toBe(415);
  });

  it("refuses a malformed Idempotency-Key, naming it", async () => {
    const res = await post(JSON.stringify({ email: uniqueEmail() }), { "idempotency-key": "short" });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).fields)).toEqual(["Idempotency-Key"]);
  });
});

describe("Idempotency-Key", () => {
  it("applies a sign-up sent ten times with one key once, and answers all ten the same", async () => {
    const email = uniqueEmail("replayed");
    const key = randomUUID();
    const answers = [];
    for (let i = 0; i < 10; i += 1) {
      const res = await post(JSON.stringify({ email }), { "idempotency-key": key });
      answers.push({ status: res.status, body: await res.json() });
    }
    // Equal as JSON: the stored copy is jsonb, which orders keys its own way.
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]?.body).toMatchObject({ status: "new_subscription" });
    expect(await count(email)).toEqual({ subscriptions: 1, mails: 1 });
  });

  it("answers 422 to the same key with another address, and changes nothing", async () => {
    const key = randomUUID();
    const first = uniqueEmail("first");
    const second = uniqueEmail("second");
    expect((await post(JSON.stringify({ email: first }), { "idempotency-key": key })).status).toBe(200);
    const res = await post(JSON.stringify({ email: second }), { "idempotency-key": key });
    expect(res.status).toBe(422);
    expect((await res.json()).code).toBe("idempotency_key_reused");
    expect(await count(second)).toEqual({ subscriptions: 0, mails: 0 });
  });

  it("treats the address with spaces around it as the same request", async () => {
    const email = uniqueEmail("spaced");
    const key = randomUUID();
    await post(JSON.stringify({ email }), { "idempotency-key": key });
    const again = await post(JSON.stringify({ email: ` ${email} ` }), { "idempotency-key": key });
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
  });
});

describe("concurrent sign-ups", () => {
  it("of one new address with ten different keys store one subscription and send one mail", async () => {
    const email = uniqueEmail("crowd");
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(JSON.stringify({ email }), { "idempotency-key": randomUUID() })),
    );
    const statuses = await Promise.all(answers.map(async (res) => (await res.json()).status));
    expect(statuses.filter((status) => status === "new_subscription")).toHaveLength(1);
    expect(statuses.filter((status) => status === "resent_confirmation")).toHaveLength(9);
    expect(await count(email)).toEqual({ subscriptions: 1, mails: 1 });
  });
});

describe("one client signing up many addresses", () => {
  it("is told to wait after the limit, and nothing more is stored", async () => {
    const fresh = await createTestApp();
    try {
      const send = (email: string) => fresh.request("/api/newsletter/subscribe", json({ email }));
      for (let i = 0; i < NEWSLETTER_SIGNUPS_PER_CLIENT; i += 1) {
        expect((await send(uniqueEmail("bulk"))).status).toBe(200);
      }
      const refused = await send(uniqueEmail("bulk"));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await fresh.database.db.select().from(newsletterSubscriptions)).toHaveLength(
        NEWSLETTER_SIGNUPS_PER_CLIENT,
      );
    } finally {
      await fresh.close();
    }
  });
});
