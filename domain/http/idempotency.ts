/**
 * Idempotency-Key rules (api.md, Conventions; IETF draft "The Idempotency-Key HTTP Header Field"):
 * the device makes a key when the user acts; the server keeps the first answer to it.
 */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
/** Keys are kept at least this long, so an outbox that waited a week still replays safely. */
export const IDEMPOTENCY_TTL_DAYS = 7;
/** A request that holds its key longer than this without finishing is taken to have died. */
export const IDEMPOTENCY_LEASE_MS = 60_000;

// UUIDs from crypto.randomUUID(), or any opaque token of URL-safe characters.
const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9_.:-]{7,127}$/;

export function isValidIdempotencyKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** JSON with object keys sorted, so that the same body always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`);
  return `{${entries.join(",")}}`;
}
