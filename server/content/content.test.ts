import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { destinationBody, tripBody } from "../../domain/content/fixtures.test-support.ts";
import { destinationFieldEntries, tripFieldEntries } from "../../domain/content/proposal.ts";
import type { ContentItem, ContentStats } from "../../domain/content/types.ts";
import { contentSubmissions, destinations, tripPackages } from "../db/schema/index.ts";
import { type BadCase, brokenFields, notAnObject } from "../test/bad-bodies.ts";
import { bookingTestApp, get, mailsTo, type Person, person, post, withKey } from "../test/bookings.ts";
import type { TestApp } from "../test/test-app.ts";
import { contentMail } from "./content.mail.ts";

/**
 * /api/content and /api/admin/content (issue 21): a submission runs once per key, only admins
 * moderate, a rejection needs notes in the spec's words, approval puts it in the catalogue and the
 * sync, the author is mailed either way, and a user's markup stays text.
 */
let t: TestApp;
let admin: Person;
let otherAdmin: Person;

beforeAll(async () => {
  ({ t } = await bookingTestApp());
  admin = await person(t, ["admin"]);
  otherAdmin = await person(t, ["admin"]);
});
afterAll(() => t.close());

async function submit(cookie: string, body: unknown = destinationBody(), key = randomUUID()) {
  const res = await post(t, "/api/content", cookie, body, withKey(key));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; kind: string; status: string };
}

const patch = async (cookie: string, id: string, body: unknown) => {
  const res = await t.request(`/api/content/${id}`, {
    method: "PATCH",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json", cookie, ...withKey() },
  });
  return { status: res.status, body: await res.json() };
};

describe("submitting and moderating", () => {
  it("stores a replayed submission once, as pending, and tells the admins", async () => {
    const anna = await person(t);
    const key = randomUUID();
    const first = await submit(anna.cookie, destinationBody(), key);
    expect(first).toMatchObject({ kind: "destination", status: "pending" });
    expect(await submit(anna.cookie, destinationBody(), key)).toEqual(first);
    const rows = await t.database.db
      .select()
      .from(contentSubmissions)
      .where(eq(contentSubmissions.authorId, anna.user.id));
    expect(rows).toHaveLength(1);
    const notes = await get(t, "/api/admin/notifications", admin.cookie);
    expect(JSON.stringify(notes.body)).toContain("New content to moderate");
  });

  it("answers 401 to visitors and 403 to users who are not admins on every moderation route", async () => {
    const bob = await person(t);
    const { id } = await submit(bob.cookie);
    for (const [method, path] of [
      ["GET", "/api/admin/content"],
      ["GET", "/api/admin/content/stats"],
      ["POST", `/api/admin/content/${id}/claim`],
      ["POST", `/api/admin/content/${id}/approve`],
      ["POST", `/api/admin/content/${id}/reject`],
    ] as const) {
      const body = method === "POST" ? JSON.stringify({ notes: "x" }) : undefined;
      const headers = { "content-type": "application/json" };
      expect((await t.request(path, { method, body, headers })).status, path).toBe(401);
      expect((await t.request(path, { method, body, headers: { ...headers, cookie: bob.cookie } })).status, path).toBe(
        403,
      );
    }
  });

  it("rejects only with notes, lets the author revise, approves into the catalogue and the sync, mails each time", async () => {
    const carla = await person(t);
    const { id } = await submit(carla.cookie, destinationBody({ name: { en: "Cape Khoboy", ru: "" } }));

    const queue = await get(t, "/api/admin/content?status=pending&kind=destination", admin.cookie);
    expect((queue.body as { items: ContentItem[] }).items.map((i) => i.id)).toContain(id);

    expect((await post(t, `/api/admin/content/${id}/claim`, admin.cookie, undefined, withKey())).status).toBe(200);
    const taken = await post(t, `/api/admin/content/${id}/approve`, otherAdmin.cookie, undefined, withKey());
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe("claimed");

    const empty = await post(t, `/api/admin/content/${id}/reject`, admin.cookie, { notes: "  " }, withKey());
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(
      "Rejection Notes Required: Please provide notes explaining why this content is being rejected",
    );
    expect(empty.body.fields).toHaveProperty("notes");

    const rejected = await post(
      t,
      `/api/admin/content/${id}/reject`,
      admin.cookie,
      { notes: "Add the seals." },
      withKey(),
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body.status).toBe("rejected");
    expect((await mailsTo(t, carla.user.email))[0]?.template).toBe("content_rejected");

    const mine = (await get(t, "/api/content/mine", carla.cookie)).body as { items: ContentItem[] };
    expect(mine.items[0]).toMatchObject({ id, status: "rejected", notes: "Add the seals." });

    const revised = await patch(carla.cookie, id, destinationBody({ highlights: ["Seal rookery", "Seals"] }));
    expect(revised.status).toBe(200);
    expect(revised.body.status).toBe("pending");

    const before = (await get(t, "/api/sync", carla.cookie)).body as { cursor: string };
    const approved = await post(t, `/api/admin/content/${id}/approve`, admin.cookie, undefined, withKey());
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const publishedId = approved.body.publishedId as string;
    expect(publishedId).toMatch(/^cape-khoboy-/);
    expect((await mailsTo(t, carla.user.email))[0]?.template).toBe("content_approved");
    expect(await t.database.db.select().from(destinations).where(eq(destinations.id, publishedId))).toHaveLength(1);

    const delta = await get(t, `/api/sync?cursor=${encodeURIComponent(before.cursor)}`, carla.cookie);
    expect((delta.body as { destinations: { id: string }[] }).destinations.map((d) => d.id)).toContain(publishedId);
    const listed = await get(t, `/api/destinations/${publishedId}`);
    expect(listed.status).toBe(200);
    const community = (await get(t, "/api/content/community")).body as { items: ContentItem[] };
    expect(community.items.find((i) => i.id === id)).toMatchObject({ authorName: expect.any(String), notes: null });

    expect((await patch(carla.cookie, id, destinationBody())).status).toBe(409);
    expect((await post(t, `/api/admin/content/${id}/reject`, admin.cookie, { notes: "late" }, withKey())).status).toBe(
      409,
    );
    const stats = (await get(t, "/api/admin/content/stats", admin.cookie)).body as ContentStats;
    expect(stats.medianDecisionHours).not.toBeNull();
    expect(stats.weeks[0]?.approved).toBeGreaterThanOrEqual(1);
  });

  it("publishes an approved trip package built from catalogue destinations", async () => {
    const dan = await person(t);
    const unknown = await post(t, "/api/content", dan.cookie, tripBody({ destinationIds: ["atlantis"] }), withKey());
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toHaveProperty("destinationIds");
    const { id } = await submit(dan.cookie, tripBody());
    const approved = await post(t, `/api/admin/content/${id}/approve`, admin.cookie, undefined, withKey());
    expect(approved.status).toBe(200);
    const [trip] = await t.database.db
      .select()
      .from(tripPackages)
      .where(eq(tripPackages.id, approved.body.publishedId));
    expect(trip?.totalPriceMinor).toBe(1200 * 100 * 7);
    expect(trip?.title.en).toBe("Вокруг Ольхона");
  });

  it("keeps a user's markup as text: the moderation view gets JSON, the mail escapes it", async () => {
    const eve = await person(t);
    const evil = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const { id } = await submit(eve.cookie, destinationBody({ name: { en: `Cape ${evil}`, ru: "" } }));
    const res = await t.request("/api/admin/content?status=pending", { headers: { cookie: admin.cookie } });
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const items = ((await res.json()) as { items: ContentItem[] }).items;
    const item = items.find((i) => i.id === id);
    expect(item?.proposal.kind === "destination" && item.proposal.name.en).toBe(`Cape ${evil}`);
    await post(t, `/api/admin/content/${id}/reject`, admin.cookie, { notes: `No ${evil}` }, withKey());
    const [logged] = await mailsTo(t, eve.user.email);
    expect(logged?.body).toContain(evil);
    if (!item) throw new Error("the submission is not in the queue");
    const proposal = item.proposal;
    const html = contentMail({ decision: "rejected", name: "Eve", proposal, notes: evil, link: "/" }).render("en").html;
    expect(html).not.toContain("<script>");
    expect(html).toContain("&#60;script&#62;");
  });
});

describe("bad input", () => {
  // Highlights and activities may be left out; every other field is required.
  const optional = ["highlights", "activities"];
  const cases = (base: Record<string, unknown>, entries: Record<string, never>): fc.Arbitrary<BadCase> =>
    fc.oneof(
      {
        weight: 6,
        arbitrary: brokenFields(
          base,
          entries,
          Object.keys(entries).filter((k) => !optional.includes(k)),
        ),
      },
      // A body that is no object has no kind: the answer names that field.
      { weight: 1, arbitrary: notAnObject.map((c) => ({ ...c, broken: [...c.broken, "kind"] })) },
    );
  const bad = fc.oneof(
    cases(destinationBody(), destinationFieldEntries as never),
    cases(tripBody(), tripFieldEntries as never),
  );

  it("200 bad submissions and revisions, each a 4xx naming a field it broke; nothing stored", async () => {
    const frank = await person(t);
    const { id } = await submit(frank.cookie);
    await fc.assert(
      fc.asyncProperty(bad, fc.boolean(), async (wrong, revise) => {
        const res = await t.request(revise ? `/api/content/${id}` : "/api/content", {
          method: revise ? "PATCH" : "POST",
          body: wrong.body,
          headers: { "content-type": "application/json", cookie: frank.cookie, ...withKey() },
        });
        const body = (await res.json()) as { fields?: Record<string, string> };
        const context = `${wrong.note} → ${res.status} ${JSON.stringify(body)}`;
        expect([400, 422], context).toContain(res.status);
        const named = Object.keys(body.fields ?? {}).some((key) =>
          wrong.broken.some((f) => key === f || key.startsWith(`${f}.`)),
        );
        expect(named, context).toBe(true);
      }),
      { numRuns: 200 },
    );
    const rows = await t.database.db
      .select()
      .from(contentSubmissions)
      .where(eq(contentSubmissions.authorId, frank.user.id));
    expect(rows).toHaveLength(1);
  });

  it("answers 400 to an unknown status or kind in the queue's query", async () => {
    expect((await get(t, "/api/admin/content?status=lost", admin.cookie)).status).toBe(400);
    expect((await get(t, "/api/admin/content?kind=essay", admin.cookie)).status).toBe(400);
  });
});
