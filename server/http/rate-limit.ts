/**
 * Small in-memory throttles for the accounts API (decision record 011). They live in the server
 * process: a restart forgets them, and several processes would each count on their own (issue 25
 * moves them to PostgreSQL).
 */
const MAX_KEYS = 50_000;

function trim<V>(map: Map<string, V>, expired: (value: V) => boolean): void {
  if (map.size < MAX_KEYS) return;
  for (const [key, value] of map) if (expired(value)) map.delete(key);
  // Still full of live keys: forget the oldest rather than grow without bound.
  for (const key of map.keys()) {
    if (map.size < MAX_KEYS) break;
    map.delete(key);
  }
}

/** At most `limit` hits per key in a fixed window; answers how many seconds to wait, or 0. */
export class WindowLimit {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(limit: number, windowMs: number, now: () => number = Date.now) {
    this.limit = limit;
    this.windowMs = windowMs;
    this.now = now;
  }

  hit(key: string): number {
    const now = this.now();
    trim(this.hits, (entry) => entry.resetAt <= now);
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + this.windowMs };
      this.hits.set(key, entry);
    }
    entry.count += 1;
    return entry.count > this.limit ? Math.ceil((entry.resetAt - now) / 1000) : 0;
  }
}

/**
 * Failures with a growing pause: `free` failures in a row are allowed, then the key is locked, and
 * each further failure locks it twice as long as the one before, from `baseMs` up to `maxMs`. A success, or `forgetMs`
 * without failures, clears the key.
 */
export class FailureBackoff {
  private readonly entries = new Map<string, { failures: number; lockedUntil: number; lastFailure: number }>();
  private readonly options: { free: number; baseMs: number; maxMs: number; forgetMs: number };
  private readonly now: () => number;

  constructor(options: FailureBackoff["options"], now: () => number = Date.now) {
    this.options = options;
    this.now = now;
  }

  private current(key: string) {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.lastFailure > this.options.forgetMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Seconds until the key may try again; 0 when it may now. */
  retryAfter(key: string): number {
    const entry = this.current(key);
    if (!entry) return 0;
    return Math.max(0, Math.ceil((entry.lockedUntil - this.now()) / 1000));
  }

  /** Counts a failure; answers how many the key has had in a row (1 after a pause was forgotten). */
  fail(key: string): number {
    const now = this.now();
    trim(this.entries, (entry) => now - entry.lastFailure > this.options.forgetMs);
    const entry = this.current(key) ?? { failures: 0, lockedUntil: 0, lastFailure: now };
    entry.failures += 1;
    entry.lastFailure = now;
    const over = entry.failures - this.options.free;
    if (over >= 0) entry.lockedUntil = now + Math.min(this.options.baseMs * 2 ** over, this.options.maxMs);
    this.entries.set(key, entry);
    return entry.failures;
  }

  succeed(key: string): void {
    this.entries.delete(key);
  }
}
