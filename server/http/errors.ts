import type { MessageDescriptor } from "@lingui/core";
import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorBody } from "../../domain/http/api-error.ts";
import { httpMessages } from "../../domain/http/messages.ts";
import { isConnectionError, RETRY_AFTER_S } from "../db/availability.ts";
import { localeOf, translateId, translatorFor } from "./i18n.ts";

/**
 * An error a caller can act on: a 4xx status, a stable code, a message in the request's language
 * and, for bad input, the message of each field (fields hold message ids until they are sent, or a
 * descriptor with its values when the message names a number, like a trip's capacity).
 */
export type ApiErrorOptions = {
  values?: Record<string, unknown>;
  fields?: Record<string, string | MessageDescriptor>;
};

export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly descriptor: MessageDescriptor;
  readonly options: ApiErrorOptions;

  constructor(
    status: ContentfulStatusCode,
    code: string,
    descriptor: MessageDescriptor,
    options: ApiErrorOptions = {},
  ) {
    super(descriptor.message ?? code);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.descriptor = descriptor;
    this.options = options;
  }
}

export function errorBody(c: Context, error: ApiError): ApiErrorBody {
  const locale = localeOf(c);
  const body: ApiErrorBody = {
    message: translatorFor(locale)(error.descriptor, error.options.values),
    code: error.code,
  };
  if (error.options.fields) {
    body.fields = Object.fromEntries(
      Object.entries(error.options.fields).map(([field, id]) => [
        field,
        typeof id === "string" ? translateId(locale, id) : translatorFor(locale)(id),
      ]),
    );
  }
  return body;
}

export const onError: ErrorHandler = (error, c) => {
  if (error instanceof ApiError) return c.json(errorBody(c, error), error.status);
  if (error instanceof HTTPException && error.status < 500) {
    const status = error.status as ContentfulStatusCode;
    const api = new ApiError(status, `http_${status}`, httpMessages.invalidInput);
    return c.json(errorBody(c, api), status);
  }
  if (isConnectionError(error)) {
    // The database is away (decision record 067): say when to try again, with the spec's generic text.
    console.warn(`${c.req.method} ${c.req.path}: the database is not reachable`);
    c.header("Retry-After", String(RETRY_AFTER_S));
    return c.json(errorBody(c, databaseUnavailable()), 503);
  }
  // Unexpected: log the details for us, show the caller nothing internal.
  console.error(`${c.req.method} ${c.req.path} failed:`, error);
  return c.json(errorBody(c, new ApiError(500, "internal", httpMessages.internal)), 500);
};

/** 503 while the database cannot be reached; the message is the spec's generic one (section 8). */
export function databaseUnavailable(): ApiError {
  return new ApiError(503, "unavailable", httpMessages.internal);
}

export const onNotFound: NotFoundHandler = (c) =>
  c.json(errorBody(c, new ApiError(404, "not_found", httpMessages.notFound)), 404);
