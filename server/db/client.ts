import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { type Availability, CONNECT_TIMEOUT_S, createAvailability } from "./availability.ts";
import * as schema from "./schema/index.ts";

/**
 * One drizzle schema on two drivers (decision record 002): postgres.js when DATABASE_URL is set,
 * otherwise PGlite persisted under DATA_DIR, so a fresh machine needs no database server.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of either driver, as drizzle types it: services take it so the caller decides the boundary. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DatabaseKind = "postgres" | "pglite";

export type Database = {
  kind: DatabaseKind;
  db: Db;
  /** False while the database cannot be reached (PostgreSQL only; PGlite runs in this process). */
  isUp(): boolean;
  /** Applies the migrations of drizzle/ that this database has not seen. */
  migrate(): Promise<void>;
  /**
   * Runs `work` holding the advisory lock `name` across every process on this database, waiting
   * for it (decision record 079). PGlite belongs to one process, so there it simply runs.
   */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** Runs `work` only when no other process holds the lock `name`; undefined when one does. */
  ifFree<T>(name: string, work: () => Promise<T>): Promise<T | undefined>;
  close(): Promise<void>;
};

export const migrationsFolder = path.resolve(import.meta.dirname, "../../drizzle");

export type OpenOptions = { url: string } | { dataDir: string } | { memory: true };

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if ("url" in options) {
    // A connection attempt gives up after CONNECT_TIMEOUT_S; idle connections close after a
    // minute, so a restarted server is met with fresh ones (decision record 067).
    const client = postgres(options.url, {
      max: 10,
      connect_timeout: CONNECT_TIMEOUT_S,
      idle_timeout: 60,
      onnotice: () => {},
    });
    const availability = createAvailability(() => client`select 1`);
    const db = drizzlePostgres(guardedClient(client, availability), { schema });
    return {
      kind: "postgres",
      db,
      isUp: availability.isUp,
      migrate: () => migratePostgres(db, { migrationsFolder }),
      // Waiting for the lock, `work` always runs: its answer is never the "not free" undefined.
      exclusive: <T>(name: string, work: () => Promise<T>) => withAdvisoryLock(client, name, true, work) as Promise<T>,
      ifFree: (name, work) => withAdvisoryLock(client, name, false, work),
      close: () => {
        availability.stop();
        return client.end({ timeout: 5 });
      },
    };
  }
  const dataDir = "dataDir" in options ? path.resolve(options.dataDir, "pglite") : undefined;
  // PGlite creates only the last folder of its path.
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create(dataDir ?? "memory://", { extensions: { btree_gist } });
  const db = drizzlePglite(client, { schema });
  return {
    kind: "pglite",
    db,
    isUp: () => true,
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusive: (_name, work) => work(),
    ifFree: (_name, work) => work(),
    close: () => client.close(),
  };
}

/** Our advisory locks' first key, apart from the catalogue's one-number lock (drizzle/0003). */
const LOCK_CLASS = 2079;

/**
 * A session-level advisory lock on a connection of its own, held while `work` runs on the pool's
 * other connections and released after; if this process dies, PostgreSQL ends the session and
 * frees the lock, so no crashed process keeps the others waiting.
 */
async function withAdvisoryLock<T>(
  client: postgres.Sql,
  name: string,
  wait: boolean,
  work: () => Promise<T>,
): Promise<T | undefined> {
  const reserved = await client.reserve();
  try {
    if (wait) await reserved`select pg_advisory_lock(${LOCK_CLASS}, hashtext(${name}))`;
    else {
      const [row] = await reserved`select pg_try_advisory_lock(${LOCK_CLASS}, hashtext(${name})) as got`;
      if (!row?.got) return undefined;
    }
    try {
      return await work();
    } finally {
      await reserved`select pg_advisory_unlock(${LOCK_CLASS}, hashtext(${name}))`;
    }
  } finally {
    reserved.release();
  }
}

type PendingQuery = PromiseLike<unknown> & { values(): PromiseLike<unknown> };

/**
 * The postgres.js client as drizzle sees it, with every statement outside a transaction and every
 * transaction's start run through the availability guard: refused at once while the database is
 * down, and no longer than QUERY_WAIT_MS waiting for a connection. Statements inside a transaction
 * run on the connection it already holds.
 */
function guardedClient(client: postgres.Sql, availability: Availability): postgres.Sql {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === "unsafe") {
        return (...args: Parameters<postgres.Sql["unsafe"]>) => {
          const make = () => target.unsafe(...args) as unknown as PendingQuery;
          return {
            values: () => availability.guard(() => make().values()),
            // biome-ignore lint/suspicious/noThenProperty: drizzle awaits the query object itself.
            then: (resolve: (value: unknown) => unknown, reject: (error: unknown) => unknown) =>
              availability.guard(make).then(resolve, reject),
          };
        };
      }
      if (property === "begin") {
        return (...args: unknown[]) => {
          let started = false;
          const work = args.at(-1) as (tx: unknown) => unknown;
          const rest = args.slice(0, -1);
          const begin = target.begin as unknown as (...a: unknown[]) => PromiseLike<unknown>;
          return availability.guard(
            () =>
              begin.call(target, ...rest, (tx: unknown) => {
                started = true;
                return work(tx);
              }),
            // Only the wait for a connection is bounded: a transaction that has begun runs its course.
            { deadline: () => !started },
          );
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

/** db.execute() answers `{ rows }` on PGlite and an array on postgres.js. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/**
 * The SQLSTATE of a failed statement (23505 unique, 23P01 exclusion), on either driver: drizzle
 * wraps the driver's error and keeps it as `cause`.
 */
export function sqlState(error: unknown): string | undefined {
  const own = (error as { code?: unknown } | null)?.code;
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  const code = typeof cause === "string" ? cause : own;
  return typeof code === "string" ? code : undefined;
}
