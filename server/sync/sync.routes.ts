import { type Context, Hono } from "hono";
import { catalogueEtag, decodeCursor, etagMatches, syncQuerySchema } from "../../domain/sync/protocol.ts";
import type { AppEnv } from "../app-env.ts";
import { notFound } from "../catalogue/catalogue.http.ts";
import { readQuery } from "../http/validate.ts";
import { chooseEncoding, deltaAnswer, fullAnswer, type SyncAnswer, syncVersion } from "./sync-answers.service.ts";

/** A snapshot's address names its version, so its bytes never change (decision record 067). */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** The answer's bytes in the best encoding the caller accepts; the API's compression leaves them as they are. */
function send(c: Context<AppEnv>, answer: SyncAnswer) {
  const encoding = answer.encoded ? chooseEncoding(c.req.header("accept-encoding")) : null;
  const headers: Record<string, string> = {
    "Content-Type": "application/json; charset=UTF-8",
    Vary: "Accept-Encoding",
  };
  if (encoding && answer.encoded) {
    headers["Content-Encoding"] = encoding;
    return c.body(new Uint8Array(answer.encoded[encoding]), 200, headers);
  }
  headers["Content-Length"] = String(Buffer.byteLength(answer.json));
  return c.body(answer.json, 200, headers);
}

/**
 * GET /api/sync?since={cursor} (api.md): everything changed since the cursor, deletions included,
 * for the device's offline copy. The catalogue's version is the ETag, so a device that is up to
 * date gets a bodiless 304 (decision record 020). The home content rides along (decision record 031).
 * Answers are built once per version and served from memory (decision record 067).
 *
 * GET /api/sync/snapshot/{cursor}: the full answer of that version, cacheable for good; an older
 * version is redirected to the current one.
 */
export const syncRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const since = readQuery(c, syncQuerySchema).since ?? null;
    const { database } = c.var.deps;
    const version = await syncVersion(database);
    const etag = catalogueEtag(version);
    c.header("ETag", etag);
    if (etagMatches(c.req.header("if-none-match"), etag)) return c.body(null, 304);
    const answer = since === null ? await fullAnswer(database) : await deltaAnswer(database, since, version);
    if (answer.version !== version) c.header("ETag", catalogueEtag(answer.version));
    return send(c, answer);
  })
  .get("/snapshot/:cursor", async (c) => {
    const asked = decodeCursor(c.req.param("cursor"));
    if (asked === null || asked === "invalid") throw notFound();
    const answer = await fullAnswer(c.var.deps.database);
    if (answer.version !== asked) return c.redirect(`/api/sync/snapshot/${answer.version}`, 307);
    c.header("ETag", catalogueEtag(answer.version));
    c.header("Cache-Control", IMMUTABLE);
    return send(c, answer);
  });
