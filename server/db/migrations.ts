import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { type Db, migrationsFolder, rowsOf } from "./client.ts";

type JournalEntry = { idx: number; when: number; tag: string };

const journal: JournalEntry[] = JSON.parse(
  readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8"),
).entries;

export const latestKnownMigration = journal.at(-1)?.tag ?? null;

/** The tag of the newest migration applied to this database (drizzle records only its time). */
export async function appliedMigration(db: Db): Promise<{ tag: string | null; count: number }> {
  const result = await db.execute(
    sql`select created_at::text as created_at, (select count(*) from drizzle.__drizzle_migrations)::int as count
        from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const [row] = rowsOf<{ created_at: string; count: number }>(result);
  if (!row) return { tag: null, count: 0 };
  const when = Number(row.created_at);
  return { tag: journal.find((entry) => entry.when === when)?.tag ?? null, count: row.count };
}
