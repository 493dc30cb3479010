import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactRequests } from "../db/schema/index.ts";
import { json, lastMail, uniqueEmail } from "../test/accounts.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

/** A concierge or special event request (issue 24): a contact request with its offer as `topic`. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: "team@baikal.test", ADMIN_PASSWORD: "Baikal1!admin" });
});
afterAll(() => t.close());

const request = (body: unknown, headers: Record<string, string> = {}) =>
  t.request("/api/contact-requests", json(body, headers));
const wedding = (email: string, topic: unknown = "event-wedding") => ({
  name: "Olga Ivanova",
  email,
  message: "A wedding for 10 guests on 8 August, ceremony on deck.",
  topic,
});

describe("POST /api/contact-requests with a topic", () => {
  it("stores the topic and names the offer in the e-mails, in the visitor's language", async () => {
    const email = uniqueEmail("wedding");
    const res = await request(wedding(email), { "accept-language": "ru" });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await t.database.db.select().from(contactRequests).where(eq(contactRequests.id, id));
    expect(row).toMatchObject({ topic: "event-wedding", service: null, locale: "ru" });
    expect((await lastMail(t, email))?.subject).toContain("Свадьба на борту");
    expect((await lastMail(t, "team@baikal.test"))?.subject).toContain("Свадьба на борту");
  });

  it("refuses an unknown topic with 400 naming the field", async () => {
    for (const topic of ["event-funeral", 7, null]) {
      const res = await request(wedding(uniqueEmail("bad"), topic));
      expect(res.status).toBe(400);
      const body = (await res.json()) as { fields: Record<string, string> };
      expect(Object.keys(body.fields)).toEqual(["topic"]);
      expect(body.fields.topic).toBe("Choose one of the offers");
    }
  });

  it("is optional: a request without a topic stores none", async () => {
    const { topic: _topic, ...plain } = wedding(uniqueEmail("plain"));
    const res = await request(plain);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await t.database.db.select().from(contactRequests).where(eq(contactRequests.id, id));
    expect(row?.topic).toBeNull();
  });
});
