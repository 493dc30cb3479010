/** The error body of every failed API call (api.md, Conventions). */
export type ApiErrorBody = {
  message: string;
  code: string;
  fields?: Record<string, string>;
};

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== "object" || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body.message === "string" && typeof body.code === "string";
}
