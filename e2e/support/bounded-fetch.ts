/**
 * The browser tests' own calls to the server (register, book, read bookings) give up after 20 s with
 * the address in the message. Node's fetch otherwise waits for minutes, and a server that stopped
 * answering showed only as the whole test running out of time, with no hint of the step.
 */
const FETCH_TIMEOUT_MS = 20_000;
const unbounded = globalThis.fetch;

globalThis.fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
  if (init.signal) return unbounded(input, init);
  try {
    return await unbounded(input, { ...init, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (error) {
    if (error instanceof DOMException && error.name === "TimeoutError") {
      const url = input instanceof Request ? input.url : String(input);
      throw new Error(`${init.method ?? "GET"} ${url}: no answer within ${FETCH_TIMEOUT_MS / 1000} s`);
    }
    throw error;
  }
};
