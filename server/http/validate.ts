import type { Context } from "hono";
import * as v from "valibot";
import { httpMessages } from "../../domain/messages/http.ts";
import { ApiError } from "./errors.ts";

type AnySchema = v.GenericSchema;

/** Turns valibot issues into `{ field: messageId }`, the first issue of each field winning. */
export function issuesToFields(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? "body";
    fields[key] ??= issue.message;
  }
  return fields;
}

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
    throw new ApiError(400, "invalid_json", httpMessages.invalidJson);
  }
  const result = v.safeParse(schema, data);
  if (!result.success) throw invalid(result.issues);
  return result.output;
}

/** Validates the query string; the error names each bad parameter. */
export function readQuery<S extends AnySchema>(c: Context, schema: S): v.InferOutput<S> {
  const result = v.safeParse(schema, c.req.query());
  if (!result.success) throw invalid(result.issues);
  return result.output;
}
