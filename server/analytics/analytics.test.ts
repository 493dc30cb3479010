import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents } from "../db/schema/index.ts";
import { json } from "../test/accounts.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const event = { eventType: "page_view", platform: "web", sessionId: "web_abc123", metadata: { page: "/yachts" } };
const track = (body: unknown, headers: Record<string, string> = {}) =>
  t.request("/api/analytics/track", json(body, headers));

describe("POST /api/analytics/track", () => {
  it("stores a valid event and answers 204", async () => {
    const res = await track({ ...event, metadata: { page: "/", service: "catering" } });
    expect(res.status).toBe(204);
    const rows = await t.database.db.select().from(analyticsEvents);
    expect(rows.at(-1)).toMatchObject({
      eventType: "page_view",
      platform: "web",
      sessionId: "web_abc123",
      metadata: { page: "/", service: "catering" },
    });
  });

  it("names the bad field in the caller's language and stores nothing", async () => {
    const before = (await t.database.db.select().from(analyticsEvents)).length;
    const noPrefix = await track({ ...event, sessionId: "abc" });
    expect(noPrefix.status).toBe(400);
    expect(await noPrefix.json()).toMatchObject({
      code: "invalid_input",
      fields: { sessionId: "sessionId must start with web_ and have at most 80 characters" },
    });
    const ru = await track({ ...event, platform: "ios" }, { "accept-language": "ru" });
    const body = (await ru.json()) as { fields: Record<string, string> };
    expect(Object.keys(body.fields)).toEqual(["platform"]);
    expect(body.fields.platform).toMatch(/web/);
    expect(body.fields.platform).not.toBe("platform must be web");
    const huge = await track({ ...event, metadata: { text: "x".repeat(9000) } });
    expect(((await huge.json()) as { fields: object }).fields).toHaveProperty("metadata");
    const badType = await track({ ...event, eventType: "Page View" });
    expect(((await badType.json()) as { fields: object }).fields).toHaveProperty("eventType");
    expect((await t.database.db.select().from(analyticsEvents)).length).toBe(before);
  });

  it("refuses metadata that is a list, nested 5,000 levels or holds a NUL, and stores nothing (issue 14)", async () => {
    const before = (await t.database.db.select().from(analyticsEvents)).length;
    const list = await track({ ...event, metadata: ["a", "b"] });
    expect(list.status).toBe(400);
    expect(Object.keys(((await list.json()) as { fields: object }).fields)).toEqual(["metadata"]);
    const n = 5000;
    const deep = await t.request("/api/analytics/track", {
      ...json(null),
      body: `{"eventType":"page_view","platform":"web","sessionId":"web_a","metadata":{"a":${"[".repeat(n)}${"]".repeat(n)}}}`,
    });
    expect(deep.status).toBe(400);
    expect(Object.keys(((await deep.json()) as { fields: object }).fields)).toEqual(["metadata"]);
    const nul = await track({ ...event, metadata: { page: "/\u0000" } });
    expect(nul.status).toBe(400);
    expect(Object.keys(((await nul.json()) as { fields: object }).fields)).toEqual(["metadata.page"]);
    expect((await t.database.db.select().from(analyticsEvents)).length).toBe(before);
  });

  it("refuses a body that is not JSON", async () => {
    const res = await t.request("/api/analytics/track", {
      method: "POST",
      body: "eventType=x",
      headers: { "content-type": "text/plain" },
    });
    expect(res.status).toBe(415);
  });
});
