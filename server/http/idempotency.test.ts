import { randomUUID } from "node:crypto";
import { eq, like, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { httpMessages } from "../../domain/http/messages.ts";
import type { AppEnv } from "../app-env.ts";
import { appMeta, idempotencyKeys } from "../db/schema/index.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { createApi } from "./api.ts";
import { ApiError } from "./errors.ts";
import { idempotentWrite } from "./idempotency.ts";
import { readJson } from "./validate.ts";

let t: TestApp;
let app: Hono<AppEnv>;
let failNext = false;

const NoteBody = v.object({ text: v.string(), scope: v.optional(v.string()) });

beforeAll(async () => {
  t = await createTestApp();
  // A replayable write as a resource would build it: the note and its answer commit together.
  const api = createApi(t.deps);
  api.post("/notes", async (c) => {
    const body = await readJson(c, NoteBody);
    return idempotentWrite(c, { scope: body.scope ?? "anonymous", body }, async (tx) => {
      if (body.text === "refuse") throw new ApiError(409, "dates_unavailable", httpMessages.invalidInput);
      if (failNext) {
        failNext = false;
        throw new Error("database went away");
      }
      const id = randomUUID();
      await tx.insert(appMeta).values({ key: `note:${id}`, value: body });
      // Keys in an order jsonb would not keep ("id" sorts first there): a replay must not reorder them.
      return { status: 201, body: { text: body.text, id } };
    });
  });
  app = new Hono<AppEnv>().route("/api", api);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(appMeta).where(like(appMeta.key, "note:%"));
});

const notes = async () => (await t.database.db.select().from(appMeta).where(like(appMeta.key, "note:%"))).length;
const send = (key: string | undefined, body: object) =>
  app.request("/api/notes", {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json", ...(key ? { "idempotency-key": key } : {}) },
  });

describe("Idempotency-Key", () => {
  it("applies a request sent ten times with one key once, and answers all ten the same", async () => {
    const key = randomUUID();
    const answers = [];
    for (let i = 0; i < 10; i += 1) {
      const res = await send(key, { text: "Olkhon at dawn" });
      answers.push({ status: res.status, body: await res.text() });
    }
    expect(await notes()).toBe(1);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]?.status).toBe(201);
  });

  it("answers 422 to the same key with another body, and changes nothing", async () => {
    const key = randomUUID();
    expect((await send(key, { text: "one" })).status).toBe(201);
    const res = await send(key, { text: "two" });
    expect(res.status).toBe(422);
    expect((await res.json()).code).toBe("idempotency_key_reused");
    expect(await notes()).toBe(1);
  });

  it("treats the same body with its keys in another order as the same request", async () => {
    const key = randomUUID();
    const first = await send(key, { text: "a", scope: "u1" });
    const again = await send(key, { scope: "u1", text: "a" });
    expect(again.status).toBe(first.status);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
  });

  it("answers 409 while the key is held by a running request, and lets a dead one's key be taken over", async () => {
    const key = randomUUID();
    expect((await send(key, { text: "held" })).status).toBe(201);
    // Make the key look held by a request that is still running (claimed, not completed).
    await t.database.db
      .update(idempotencyKeys)
      .set({ completedAt: null, responseStatus: null, createdAt: new Date() })
      .where(eq(idempotencyKeys.key, key));
    const inFlight = await send(key, { text: "held" });
    expect(inFlight.status).toBe(409);
    expect((await inFlight.json()).code).toBe("idempotency_in_flight");

    // A holder silent for minutes has died: its key is taken over and the write runs.
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '5 minutes'` })
      .where(eq(idempotencyKeys.key, key));
    const takenOver = await send(key, { text: "held" });
    expect(takenOver.status).toBe(201);
    expect(await notes()).toBe(2);
  });

  it("keeps a refusal as the answer, so a replay is refused the same way", async () => {
    const key = randomUUID();
    const first = await send(key, { text: "refuse" });
    expect(first.status).toBe(409);
    const again = await send(key, { text: "refuse" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual(await first.json());
    expect(await notes()).toBe(0);
  });

  it("frees the key when the server fails, so the retry runs anew", async () => {
    const key = randomUUID();
    failNext = true;
    const original = console.error;
    console.error = () => {};
    const failed = await send(key, { text: "retry me" });
    console.error = original;
    expect(failed.status).toBe(500);
    expect(await notes()).toBe(0);
    const retried = await send(key, { text: "retry me" });
    expect(retried.status).toBe(201);
    expect(await notes()).toBe(1);
  });

  it("keeps keys of different callers apart, and refuses a malformed key", async () => {
    const key = randomUUID();
    expect((await send(key, { text: "same", scope: "user-a" })).status).toBe(201);
    expect((await send(key, { text: "same", scope: "user-b" })).status).toBe(201);
    expect(await notes()).toBe(2);
    const bad = await send("bad key!", { text: "x" });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).fields)).toEqual(["Idempotency-Key"]);
  });

  it("runs anew once a key has expired", async () => {
    const key = randomUUID();
    await send(key, { text: "old" });
    await t.database.db
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 day'` })
      .where(eq(idempotencyKeys.key, key));
    expect((await send(key, { text: "old" })).status).toBe(201);
    expect(await notes()).toBe(2);
  });

  it("keeps a completed key for at least 7 days", async () => {
    const key = randomUUID();
    await send(key, { text: "kept" });
    const [row] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    const days = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
  });
});
