/**
 * The wire format of GET /api/sync (api.md, Catalogue): everything changed since a cursor, per
 * kind, and the ids deleted since then. A kind is a name and a list of rows with a string `id`;
 * later features add theirs (events, home content) with one entry in each side's registry.
 */
import * as v from "valibot";
import { catalogueMessages } from "../catalogue/messages.ts";

export type Tombstone = { kind: string; id: string };

export type SyncResponse = {
  cursor: string;
  deleted: Tombstone[];
} & { [kind: string]: unknown };

/** Cursors are the catalogue's change counter, as text; the device never reads them. */
const CURSOR = /^\d{1,15}$/;

export function encodeCursor(version: number): string {
  return String(version);
}

export function decodeCursor(cursor: string | undefined): number | null | "invalid" {
  if (cursor === undefined || cursor === "") return null;
  return CURSOR.test(cursor) ? Number(cursor) : "invalid";
}

/** GET /api/sync?since=: no cursor (or an empty one) asks for everything. */
export const syncQuerySchema = v.object({
  since: v.pipe(
    v.optional(v.string(catalogueMessages.invalidCursor.id)),
    v.transform(decodeCursor),
    v.check((since) => since !== "invalid", catalogueMessages.invalidCursor.id),
    v.transform((since) => (since === "invalid" ? null : since)),
  ),
});

/** The catalogue's version is its ETag: same version, same answer for a given cursor. */
export function catalogueEtag(version: number): string {
  return `W/"catalogue-${version}"`;
}

/** If-None-Match may list several tags; a weak comparison is what 304 needs. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}
