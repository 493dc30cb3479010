import type { Context } from "hono";
import * as v from "valibot";
import { httpMessages } from "../../domain/http/messages.ts";
import { validationMessages } from "../../domain/http/validation-messages.ts";
import { ApiError } from "./errors.ts";

type AnySchema = v.GenericSchema;

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
