import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { encodeCursor } from "../../domain/sync/protocol.ts";
import { catalogueSnapshot, changesSince } from "../catalogue/catalogue.service.ts";
import type { Database } from "../db/client.ts";
import { eventChangesSince } from "../events/events.service.ts";
import { homeChangesSince } from "../home/home.service.ts";

/**
 * The answers of GET /api/sync, built once per catalogue version (decision record 067). The full
 * answer (no cursor) is the same for every device: its JSON and its gzip and brotli bytes are made
 * by the first request of a version and kept until the version moves; concurrent requests share
 * that one build, so a crowd of first syncs costs the database one read. Answers to a cursor are
 * kept per (cursor, version) in a small LRU, built the same way.
 */
export const DELTA_ANSWERS = 64;
/** Smaller answers go out as they are: compression would save less than it costs. */
export const COMPRESS_FROM_BYTES = 1024;
/** Brotli 9: within 10% of 11's size for a tenth of its time (measured on the full answer). */
const BROTLI_QUALITY = 9;

export type Encoding = "br" | "gzip";

export type SyncAnswer = {
  version: number;
  json: string;
  /** The answer's bytes per encoding, made once; null when it is too small to compress. */
  encoded: { br: Buffer; gzip: Buffer } | null;
};

type Answers = {
  full: { version: number; answer: Promise<SyncAnswer> } | null;
  deltas: Map<string, Promise<SyncAnswer>>;
};
const byDatabase = new WeakMap<Database, Answers>();

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function makeAnswer(version: number, body: unknown): Promise<SyncAnswer> {
  const json = JSON.stringify(body);
  if (Buffer.byteLength(json) < COMPRESS_FROM_BYTES) return { version, json, encoded: null };
  // zlib's asynchronous calls run on libuv's pool: the event loop keeps answering meanwhile.
  const [br, gz] = await Promise.all([
    brotli(json, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
    gzipAsync(json),
  ]);
  return { version, json, encoded: { br, gzip: gz } };
}

function answersOf(database: Database): Answers {
  let answers = byDatabase.get(database);
  if (!answers) {
    answers = { full: null, deltas: new Map() };
    byDatabase.set(database, answers);
  }
  return answers;
}

/** The catalogue's version as the snapshot knows it (checked at most once a SNAPSHOT_CHECK_MS). */
export async function syncVersion(database: Database): Promise<number> {
  return (await catalogueSnapshot(database)).version;
}

/**
 * Everything, for a device that has nothing: built from the in-memory catalogue snapshot, the
 * home content and the events, once per version. A failed build is forgotten, so the next request tries again.
 */
export async function fullAnswer(database: Database): Promise<SyncAnswer> {
  const snapshot = await catalogueSnapshot(database);
  const answers = answersOf(database);
  if (answers.full?.version !== snapshot.version) {
    const version = snapshot.version;
    const answer = (async () => {
      const [home, events] = await Promise.all([
        homeChangesSince(database.db, undefined),
        eventChangesSince(database.db, null),
      ]);
      const { yachts, destinations, trips } = snapshot;
      const body = { cursor: encodeCursor(version), yachts, destinations, trips, deleted: [], ...home, ...events };
      return makeAnswer(version, body);
    })();
    const entry = { version, answer };
    answers.full = entry;
    answer.catch(() => {
      if (answers.full === entry) answers.full = null;
    });
  }
  return (answers.full as { answer: Promise<SyncAnswer> }).answer;
}

/** What changed after `since`, deletions included, as of `version`; kept in a small LRU. */
export function deltaAnswer(database: Database, since: number, version: number): Promise<SyncAnswer> {
  const { deltas } = answersOf(database);
  const key = `${since}|${version}`;
  const kept = deltas.get(key);
  if (kept) {
    // Most recently used goes last; the first key is the one to drop.
    deltas.delete(key);
    deltas.set(key, kept);
    return kept;
  }
  const answer = (async () => {
    const [changes, home, events] = await Promise.all([
      changesSince(database.db, since),
      homeChangesSince(database.db, since),
      eventChangesSince(database.db, since),
    ]);
    return makeAnswer(version, { cursor: encodeCursor(version), ...changes, ...home, ...events });
  })();
  if (deltas.size >= DELTA_ANSWERS) deltas.delete(deltas.keys().next().value as string);
  deltas.set(key, answer);
  answer.catch(() => {
    if (deltas.get(key) === answer) deltas.delete(key);
  });
  return answer;
}

/** The best encoding the caller accepts (brotli, then gzip), or null for the plain bytes. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    weights.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const accepts = (encoding: Encoding) => {
    const weight = weights.get(encoding) ?? weights.get("*") ?? 0;
    return Number.isFinite(weight) && weight > 0;
  };
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return null;
}
