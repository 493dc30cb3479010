import type { MessageDescriptor } from "@lingui/core";

/**
 * Messages of the API's generic errors. They are plain descriptors marked for extraction (the
 * `/*i18n*\/` comment) because the server runs this file without the Lingui macro.
 */
export const httpMessages = {
  notFound: /*i18n*/ { id: "error.not_found", message: "Nothing was found at this address." },
  invalidJson: /*i18n*/ { id: "error.invalid_json", message: "The request body is not valid JSON." },
  bodyTooLarge: /*i18n*/ {
    id: "error.body_too_large",
    message: "The request is too large. The limit is {limit}.",
  },
  crossSite: /*i18n*/ {
    id: "error.cross_site",
    message: "This request came from another site and was refused.",
  },
  invalidInput: /*i18n*/ { id: "error.invalid_input", message: "Please check the highlighted fields." },
  bodyNotObject: /*i18n*/ { id: "error.body_not_object", message: "Send the request's fields as one JSON object." },
  // The door's checks of every body, query and path (decision 071): each names the field it found.
  controlCharacters: /*i18n*/ {
    id: "error.control_characters",
    message: "This field contains invisible control characters. Please remove them.",
  },
  tooDeep: /*i18n*/ { id: "error.too_deep", message: "This value is nested too deeply." },
  tooLongText: /*i18n*/ { id: "error.too_long_text", message: "This text is too long." },
  headersTooLarge: /*i18n*/ {
    id: "error.headers_too_large",
    message: "The request's headers are too large. Please clear this site's cookies and try again.",
  },
  requestTimeout: /*i18n*/ {
    id: "error.request_timeout",
    message: "The request took too long to arrive. Please try again.",
  },
  badRequest: /*i18n*/ { id: "error.bad_request", message: "The request could not be read." },
  tooManyConnections: /*i18n*/ {
    id: "error.too_many_connections",
    message: "Too many open connections from your address. Please try again in a moment.",
  },
  unsupportedMediaType: /*i18n*/ {
    id: "error.unsupported_media_type",
    message: "Send the request body as JSON.",
  },
  methodNotAllowed: /*i18n*/ { id: "error.method_not_allowed", message: "This method is not allowed here." },
  idempotencyKeyInvalid: /*i18n*/ {
    id: "error.idempotency_key_invalid",
    message: "The Idempotency-Key header must be 8 to 128 letters, digits, dashes or underscores.",
  },
  idempotencyKeyReused: /*i18n*/ {
    id: "error.idempotency_key_reused",
    message: "This Idempotency-Key was already used for a different request.",
  },
  idempotencyInFlight: /*i18n*/ {
    id: "error.idempotency_in_flight",
    message: "The same request is still being processed. Please wait a moment.",
  },
  tooManyRequests: /*i18n*/ {
    id: "error.too_many_requests",
    message: "Too many requests. Please try again in {minutes} min.",
  },
  internal: /*i18n*/ {
    id: "error.internal",
    message: "Something went wrong. Please try again later.",
  },
} satisfies Record<string, MessageDescriptor>;
