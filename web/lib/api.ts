import { msg } from "@lingui/core/macro";
import { type ApiErrorBody, isApiErrorBody } from "../../domain/http/api-error.ts";
import { i18n } from "./i18n.ts";

/**
 * The app's one way to call the API (spec section 7): cookies always sent, JSON in and out, any
 * non-success status an error whose message is "{status}: {text}". A 401 can be read as "nobody is
 * logged in" (null) instead. A failure to reach the server is a NetworkError, which the outbox
 * treats as "try again later" and everything else as an answer.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | undefined;

  constructor(status: number, text: string, body: ApiErrorBody | undefined) {
    super(`${status}: ${text}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }

  /** The server's message per field, for forms. */
  get fields(): Record<string, string> {
    return this.body?.fields ?? {};
  }

  get code(): string | undefined {
    return this.body?.code;
  }
}

/** The request never got an answer: offline, DNS, a dropped connection, a server that is down. */
export class NetworkError extends Error {
  override name = "NetworkError";
}

export type ApiOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** Made when the user acted, so a replay of the same action is recognised (api.md, Conventions). */
  idempotencyKey?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

async function send(path: string, options: ApiOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (options.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;
  try {
    return await fetch(path, {
      method: options.method ?? "GET",
      credentials: "include",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }
}

async function failure(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => "");
  let body: ApiErrorBody | undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (isApiErrorBody(parsed)) body = parsed;
  } catch {
    // not JSON: the text itself is the message
  }
  return new ApiError(res.status, body?.message || text || res.statusText, body);
}

async function readJson<T>(res: Response): Promise<T> {
  if (res.status === 204 || res.status === 304) return undefined as T;
  const type = res.headers.get("content-type") ?? "";
  if (!type.includes("json")) {
    throw new ApiError(
      res.status,
      i18n._(msg`Server returned HTML instead of JSON - authentication issue?`),
      undefined,
    );
  }
  return (await res.json()) as T;
}

/** Calls the API and returns its JSON; throws ApiError for any non-success status. */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const res = await send(path, options);
  if (!res.ok) throw await failure(res);
  return readJson<T>(res);
}

/** Like api(), but a 401 answers null: "nobody is logged in" is not an error here. */
export async function apiOrNull<T>(path: string, options: ApiOptions = {}): Promise<T | null> {
  const res = await send(path, options);
  if (res.status === 401) {
    // Drop the unread body, or the request stays open (and the page never goes network-idle).
    await res.body?.cancel();
    return null;
  }
  if (!res.ok) throw await failure(res);
  return readJson<T>(res);
}

/** The raw response, for callers that read headers (ETag) or statuses (304) themselves. */
export async function apiResponse(path: string, options: ApiOptions = {}): Promise<Response> {
  return send(path, options);
}
