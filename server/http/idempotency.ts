import { createHash } from "node:crypto";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import {
  canonicalJson,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_LEASE_MS,
  IDEMPOTENCY_TTL_DAYS,
  isValidIdempotencyKey,
} from "../../domain/http/idempotency.ts";
import { httpMessages } from "../../domain/http/messages.ts";
import type { AppEnv } from "../app-env.ts";
import type { Db, Tx } from "../db/client.ts";
import { idempotencyKeys } from "../db/schema/index.ts";
import { ApiError, errorBody } from "./errors.ts";

/**
 * Runs a replayable write exactly once per Idempotency-Key (decision record 003). The key is claimed
 * first; the write and the stored answer then commit in one transaction, so a replay after a lost
 * answer gets the first answer and changes nothing. A refusal (4xx) is an answer too and is kept;
 * a server failure frees the key so the client's retry runs anew.
 */
export type WriteOutcome = { status: ContentfulStatusCode; body: unknown };

type Claim =
  | { kind: "claimed" }
  | { kind: "replay"; status: ContentfulStatusCode; body: string }
  | { kind: "mismatch" }
  | { kind: "in_flight" };

type KeyRef = { scope: string; key: string };

const whereKey = (ref: KeyRef) => and(eq(idempotencyKeys.scope, ref.scope), eq(idempotencyKeys.key, ref.key));

async function claim(db: Db, ref: KeyRef, method: string, path: string, requestHash: string): Promise<Claim> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ ...ref, method, path, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return { kind: "claimed" };

    const [row] = await db.select().from(idempotencyKeys).where(whereKey(ref));
    if (!row) continue; // freed or purged between the two statements: claim again
    if (row.expiresAt.getTime() < Date.now()) {
      await db.delete(idempotencyKeys).where(whereKey(ref));
      continue;
    }
    if (row.requestHash !== requestHash) return { kind: "mismatch" };
    if (row.completedAt && row.responseStatus) {
      return { kind: "replay", status: row.responseStatus as ContentfulStatusCode, body: row.responseBody ?? "null" };
    }
    // Held by a request that has not finished: take it over only if that one has plainly died.
    const lapsed = new Date(Date.now() - IDEMPOTENCY_LEASE_MS);
    const taken = await db
      .update(idempotencyKeys)
      .set({ createdAt: new Date() })
      .where(and(whereKey(ref), isNull(idempotencyKeys.completedAt), lt(idempotencyKeys.createdAt, lapsed)))
      .returning({ key: idempotencyKeys.key });
    return taken.length > 0 ? { kind: "claimed" } : { kind: "in_flight" };
  }
  return { kind: "in_flight" };
}

const completion = (status: ContentfulStatusCode, text: string) => ({
  responseStatus: status,
  responseBody: text,
  completedAt: new Date(),
  expiresAt: sql.raw(`now() + interval '${IDEMPOTENCY_TTL_DAYS} days'`),
});

const asJson = (c: Context, text: string, status: ContentfulStatusCode) =>
  c.body(text, status, { "Content-Type": "application/json" });

export async function idempotentWrite(
  c: Context<AppEnv>,
  input: { scope: string; body: unknown },
  run: (tx: Tx) => Promise<WriteOutcome>,
): Promise<Response> {
  const { db } = c.var.deps.database;
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) {
    const outcome = await db.transaction(run);
    return c.json(outcome.body, outcome.status);
  }
  if (!isValidIdempotencyKey(key)) {
    throw new ApiError(400, "idempotency_key_invalid", httpMessages.idempotencyKeyInvalid, {
      fields: { [IDEMPOTENCY_HEADER]: httpMessages.idempotencyKeyInvalid.id },
    });
  }

  const ref = { scope: input.scope, key };
  const requestHash = createHash("sha256")
    .update(`${c.req.method} ${c.req.path}\n${canonicalJson(input.body)}`)
    .digest("hex");
  const claimed = await claim(db, ref, c.req.method, c.req.path, requestHash);
  if (claimed.kind === "replay") {
    c.header("Idempotent-Replayed", "true");
    return asJson(c, claimed.body, claimed.status);
  }
  if (claimed.kind === "mismatch") {
    throw new ApiError(422, "idempotency_key_reused", httpMessages.idempotencyKeyReused);
  }
  if (claimed.kind === "in_flight") {
    throw new ApiError(409, "idempotency_in_flight", httpMessages.idempotencyInFlight);
  }

  try {
    const { status, text } = await db.transaction(async (tx) => {
      const result = await run(tx);
      const answer = { status: result.status, text: JSON.stringify(result.body ?? null) };
      await tx.update(idempotencyKeys).set(completion(answer.status, answer.text)).where(whereKey(ref));
      return answer;
    });
    return asJson(c, text, status);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      const text = JSON.stringify(errorBody(c, error));
      await db.update(idempotencyKeys).set(completion(error.status, text)).where(whereKey(ref));
      return asJson(c, text, error.status);
    }
    await db
      .delete(idempotencyKeys)
      .where(whereKey(ref))
      .catch(() => {});
    throw error;
  }
}

/** Forgets keys past their time; run at start and daily. */
export async function purgeExpiredIdempotencyKeys(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, new Date()));
}
