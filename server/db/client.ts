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
  /** Applies the migrations of drizzle/ that this database has not seen. */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export const migrationsFolder = path.resolve(import.meta.dirname, "../../drizzle");

export type OpenOptions = { url: string } | { dataDir: string } | { memory: true };

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if ("url" in options) {
    const client = postgres(options.url, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres(client, { schema });
    return {
      kind: "postgres",
      db,
      migrate: () => migratePostgres(db, { migrationsFolder }),
      close: () => client.end({ timeout: 5 }),
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
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
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
