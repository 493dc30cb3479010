import type { Context } from "hono";
import { catalogueMessages } from "../../domain/catalogue/messages.ts";
import { httpMessages } from "../../domain/http/messages.ts";
import { ApiError } from "../http/errors.ts";

/** The catalogue's answers to bad input: 400 naming each parameter, 404 for an unknown id. */
export function rejectInvalid(errors: Record<string, string>): void {
  if (Object.keys(errors).length > 0) {
    throw new ApiError(400, "invalid_input", httpMessages.invalidInput, { fields: errors });
  }
}

export function notFound(): ApiError {
  return new ApiError(404, "not_found", catalogueMessages.notFound);
}

/** Repeated parameters (`type=a&type=b`) arrive as lists; single ones as text. */
export function queryOf(c: Context): Record<string, unknown> {
  const all = c.req.queries();
  return Object.fromEntries(Object.entries(all).map(([key, values]) => [key, values.length > 1 ? values : values[0]]));
}
