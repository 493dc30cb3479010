import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import * as v from "valibot";
import { httpMessages } from "../../domain/http/messages.ts";
import { validationMessages } from "../../domain/http/validation-messages.ts";
import { ApiError } from "./errors.ts";

type AnySchema = v.GenericSchema;

/**
 * The door's limits for every JSON body (decision 071), checked on the parsed value before any
 * schema sees it: valibot walks nested values recursively, so 5,000 levels overflowed its stack.
 * No body of the API nests more than a few levels; the longest text any field takes is 8 KB.
 */
export const BODY_MAX_DEPTH = 32;
export const BODY_STRING_MAX_CHARS = 16 * 1024;
/** Fields the door names at most, so a body of a million bad strings costs one short answer. */
const MAX_NAMED = 20;

/**
 * Characters no value may hold (PostgreSQL refuses NUL in text; the others are invisible and only
 * ever sent by mistake or in an attack): C0 controls, DEL and C1. Body texts may hold tab, line
 * feed and carriage return (messages and notes are multi-line); queries and path parameters are
 * one line and hold none. `\p{Cc}` is exactly U+0000-U+001F and U+007F-U+009F.
 */
const CONTROL_IN_TEXT = /(?![\t\n\r])\p{Cc}/u;
const CONTROL_IN_LINE = /\p{Cc}/u;

/**
 * Walks a parsed body without recursion and names what the door refuses: a string or key with
 * control characters or longer than the limit (by its dot path, as valibot names fields), and
 * nesting deeper than the limit (by the top-level field, or `body`).
 */
export function bodyProblems(data: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  let named = 0;
  const name = (path: readonly (string | number)[], id: string) => {
    const key = path.length ? path.join(".") : "body";
    if (fields[key] === undefined && named < MAX_NAMED) {
      fields[key] = id;
      named += 1;
    }
  };
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: data, path: [] }];
  while (stack.length > 0 && named < MAX_NAMED) {
    const { value, path } = stack.pop() as { value: unknown; path: (string | number)[] };
    if (typeof value === "string") {
      if (CONTROL_IN_TEXT.test(value)) name(path, httpMessages.controlCharacters.id);
      else if (value.length > BODY_STRING_MAX_CHARS) name(path, httpMessages.tooLongText.id);
      continue;
    }
    if (typeof value !== "object" || value === null) continue;
    if (path.length >= BODY_MAX_DEPTH) {
      name(Array.isArray(data) ? [] : path.slice(0, 1), httpMessages.tooDeep.id);
      continue;
    }
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: [...path, i] });
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL_IN_TEXT.test(key) || key.length > BODY_STRING_MAX_CHARS) {
        name(path, httpMessages.controlCharacters.id);
        continue;
      }
      stack.push({ value: item, path: [...path, key] });
    }
  }
  return fields;
}

const hasLineControl = (value: string | string[]) =>
  typeof value === "string" ? CONTROL_IN_LINE.test(value) : value.some((item) => CONTROL_IN_LINE.test(item));

/**
 * Refuses, before any handler, a query parameter or path parameter holding a control character:
 * 400 naming the parameter (`q`, `id`). Handlers that read a parameter directly
 * (`c.req.param("id")`, `c.req.query("token")`) get only clean text. A middleware sees the
 * parameters of each route the request matched by that route's index.
 */
export function refuseControlCharacters(): MiddlewareHandler {
  return async (c, next) => {
    const fields: Record<string, string> = {};
    const bad = httpMessages.controlCharacters.id;
    if (c.req.url.includes("?")) {
      for (const [key, values] of Object.entries(c.req.queries())) {
        if (CONTROL_IN_LINE.test(key)) fields.query = bad;
        else if (hasLineControl(values)) fields[key] = bad;
      }
    }
    const own = c.req.routeIndex;
    try {
      for (let index = 0; index < matchedRoutes(c).length; index++) {
        c.req.routeIndex = index;
        for (const [key, value] of Object.entries(c.req.param() as Record<string, string>)) {
          if (CONTROL_IN_LINE.test(value)) fields[key] = bad;
        }
      }
    } finally {
      c.req.routeIndex = own;
    }
    if (Object.keys(fields).length > 0) {
      throw new ApiError(400, "invalid_input", httpMessages.invalidInput, { fields });
    }
    await next();
  };
}

/**
 * A key left out is reported by its parent object, whose message is valibot's English default
 * ("Invalid key: …") unless that object set one: such a field gets the generic "required" message.
 */
const isMissingKey = (issue: v.BaseIssue<unknown>) =>
  issue.type === "object" && issue.received === "undefined" && issue.expected?.startsWith('"') === true;

/** Turns valibot issues into `{ field: messageId }`, the first issue of each field winning. */
export function issuesToFields(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? "body";
    fields[key] ??= isMissingKey(issue) ? validationMessages.fieldRequired.id : issue.message;
  }
  return fields;
}

const isPlainObject = (data: unknown) => typeof data === "object" && data !== null && !Array.isArray(data);

function invalid(issues: readonly v.BaseIssue<unknown>[]): ApiError {
  return new ApiError(400, "invalid_input", httpMessages.invalidInput, {
    fields: issuesToFields(issues),
  });
}

/** Reads a JSON body and validates it: 415 for another type, 400 for bad JSON or bad fields. */
export async function readJson<S extends AnySchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    throw new ApiError(415, "unsupported_media_type", httpMessages.unsupportedMediaType);
  }
  let data: unknown;
  try {
    data = JSON.parse(await c.req.text());
  } catch {
    // The whole body is the bad field: forms show it, callers find it where every 400 keeps them.
    throw new ApiError(400, "invalid_json", httpMessages.invalidJson, {
      fields: { body: httpMessages.invalidJson.id },
    });
  }
  const problems = bodyProblems(data);
  if (Object.keys(problems).length > 0) {
    throw new ApiError(400, "invalid_input", httpMessages.invalidInput, { fields: problems });
  }
  // valibot's object() takes an array for an object (so `[]` passed as a body with optional fields):
  // an object schema gets an object. A schema that reads other bodies itself says so by its type.
  if (schema.type === "object" && !isPlainObject(data)) {
    throw new ApiError(400, "invalid_input", httpMessages.invalidInput, {
      fields: { body: httpMessages.bodyNotObject.id },
    });
  }
  const result = v.safeParse(schema, data);
  if (!result.success) throw invalid(result.issues);
  return result.output;
}

/**
 * Validates the query string; the error names each bad parameter. A repeated parameter
 * (`type=a&type=b`) arrives as a list, a single one as text.
 */
export function readQuery<S extends AnySchema>(c: Context, schema: S): v.InferOutput<S> {
  const query = Object.fromEntries(
    Object.entries(c.req.queries()).map(([key, values]) => [key, values.length > 1 ? values : values[0]]),
  );
  const result = v.safeParse(schema, query);
  if (!result.success) throw invalid(result.issues);
  return result.output;
}
