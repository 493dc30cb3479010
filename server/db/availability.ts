/**
 * Is the database there (decision record 067)? postgres.js alone lets a request wait for a
 * connection for as long as its retries take (18-21 s measured with the network gone). The
 * availability guard bounds that wait: a query that has not answered within QUERY_WAIT_MS, or that
 * fails because the connection did, marks the database down; while it is down queries fail at once
 * (the API answers 503 with Retry-After), and a probe every PROBE_EVERY_MS marks it up again.
 */
export const CONNECT_TIMEOUT_S = 2;
export const QUERY_WAIT_MS = 3000;
export const PROBE_EVERY_MS = 1000;
/** What a 503 tells the caller: the probe needs at most this to notice the database is back. */
export const RETRY_AFTER_S = 5;

export class DatabaseUnavailableError extends Error {
  override name = "DatabaseUnavailableError";
  constructor(cause?: unknown) {
    super("The database is not reachable", { cause });
  }
}

/** Errors of the connection, not of the statement: node's socket errors, postgres.js's, SQLSTATE 08, 57P0x, 53300. */
const connectionCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_DESTROYED",
  "CONNECTION_ENDED",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);

/** True when the error (or one it wraps, as drizzle does) says the database could not be reached. */
export function isConnectionError(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof DatabaseUnavailableError) return true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (connectionCodes.has(code) || code.startsWith("08"))) return true;
  }
  return false;
}

export type Availability = {
  /** False from a connection failure until the probe reaches the database again. */
  isUp(): boolean;
  /** Runs one database call within the bounds: at once refused while down, cut after QUERY_WAIT_MS. */
  guard<T>(call: () => PromiseLike<T>, options?: { deadline?: () => boolean }): Promise<T>;
  stop(): void;
};

export function createAvailability(probe: () => PromiseLike<unknown>): Availability {
  let up = true;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const withDeadline = <T>(work: PromiseLike<T>, applies: () => boolean = () => true): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const deadline = setTimeout(() => {
        if (applies()) reject(new DatabaseUnavailableError());
      }, QUERY_WAIT_MS);
      deadline.unref();
      Promise.resolve(work).then(
        (value) => {
          clearTimeout(deadline);
          resolve(value);
        },
        (error) => {
          clearTimeout(deadline);
          reject(error);
        },
      );
    });

  const scheduleProbe = () => {
    if (timer || stopped) return;
    timer = setTimeout(async () => {
      try {
        await withDeadline(probe());
        up = true;
        timer = null;
      } catch {
        timer = null;
        scheduleProbe();
      }
    }, PROBE_EVERY_MS);
    timer.unref();
  };

  const markDown = () => {
    up = false;
    scheduleProbe();
  };

  return {
    isUp: () => up,
    async guard(call, options = {}) {
      if (!up) throw new DatabaseUnavailableError();
      try {
        return await withDeadline(call(), options.deadline);
      } catch (error) {
        if (isConnectionError(error)) markDown();
        throw error;
      }
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
