import { isIP } from "node:net";
import * as v from "valibot";

/**
 * The server's configuration, parsed once at start. Nothing else reads process.env: a wrong
 * value stops the server here with a message that names the variable.
 */
const optionalUrl = (protocols: readonly string[]) =>
  v.optional(
    v.pipe(
      v.string(),
      v.url("must be a URL"),
      v.check(
        (value) => protocols.includes(new URL(value).protocol),
        `must start with ${protocols.map((p) => `${p}//`).join(" or ")}`,
      ),
    ),
  );

const port = v.config(
  v.pipe(
    v.optional(v.string(), "3000"),
    v.transform(Number),
    v.integer("must be a whole number"),
    v.minValue(0, "must be between 0 and 65535"),
    v.maxValue(65535, "must be between 0 and 65535"),
  ),
  { abortPipeEarly: true },
);

/** The HTTP server's bounds by default (decision 071): settings, as a proxy in front may change them. */
export const REQUEST_TIMEOUT_S = 30;
export const CONNECTIONS_PER_ADDRESS = 64;

/** A whole number from `min` up, with a default (the HTTP server's bounds, decision 071). */
const count = (fallback: string, min: number) =>
  v.config(
    v.pipe(
      v.optional(v.string(), fallback),
      v.transform(Number),
      v.integer("must be a whole number"),
      v.minValue(min, `must be at least ${min}`),
    ),
    { abortPipeEarly: true },
  );

const EnvSchema = v.pipe(
  v.object({
    NODE_ENV: v.optional(v.picklist(["development", "production", "test"]), "production"),
    PORT: port,
    HOST: v.optional(v.pipe(v.string(), v.nonEmpty("must not be empty")), "0.0.0.0"),
    DATABASE_URL: optionalUrl(["postgres:", "postgresql:"]),
    DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty("must not be empty")), "./data"),
    PUBLIC_URL: optionalUrl(["http:", "https:"]),
    STATIC_DIR: v.optional(v.string(), "./dist"),
    LOG_REQUESTS: v.optional(v.picklist(["0", "1"]), "1"),
    HTTP_REQUEST_TIMEOUT_S: count(String(REQUEST_TIMEOUT_S), 1),
    HTTP_CONNECTIONS_PER_ADDRESS: count(String(CONNECTIONS_PER_ADDRESS), 0),
    // The reverse proxies in front (decision record 079): from these peers, X-Forwarded-For names the client.
    TRUSTED_PROXIES: v.pipe(
      v.optional(v.string(), ""),
      v.transform((value) =>
        value
          .split(",")
          .map((part) => part.trim())
          .filter(Boolean),
      ),
      v.check((list) => list.every((address) => isIP(address) !== 0), "must be IP addresses separated by commas"),
    ),
    SMTP_URL: optionalUrl(["smtp:", "smtps:"]),
    // Seconds between two runs of the mail retries (server/mail/retry.job.ts); tests shorten it.
    MAIL_RETRY_INTERVAL_S: count("60", 1),
    MAIL_FROM: v.optional(v.pipe(v.string(), v.email("must be an e-mail address"))),
    ADMIN_EMAIL: v.optional(v.pipe(v.string(), v.email("must be an e-mail address"))),
    ADMIN_PASSWORD: v.optional(v.pipe(v.string(), v.minLength(8, "must be at least 8 characters"))),
    PARTNER_BOOKING_URL: optionalUrl(["http:", "https:"]),
    CHAT_API_URL: optionalUrl(["http:", "https:"]),
    CHAT_API_KEY: v.optional(v.string()),
    CHAT_MODEL: v.optional(v.string()),
    // Open-Meteo's forecast API (decision 074): no key; tests point it at a server on loopback.
    WEATHER_API_URL: v.optional(v.unwrap(optionalUrl(["http:", "https:"])), "https://api.open-meteo.com"),
  }),
  v.forward(
    v.partialCheck(
      [["ADMIN_EMAIL"], ["ADMIN_PASSWORD"]],
      (env) => (env.ADMIN_EMAIL === undefined) === (env.ADMIN_PASSWORD === undefined),
      "ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
    ),
    ["ADMIN_PASSWORD"],
  ),
);

type RawEnv = v.InferOutput<typeof EnvSchema>;
export type Env = RawEnv & {
  PUBLIC_URL: string;
  secureCookies: boolean;
  /** PUBLIC_URL was not set (development): writes are accepted from any loopback host (decision record 008). */
  publicUrlUnset: boolean;
};

export class EnvError extends Error {
  override name = "EnvError";
}

/** Parses a raw environment (process.env by default); throws EnvError naming every bad variable. */
export function parseEnv(raw: Record<string, string | undefined> = process.env): Env {
  // An empty variable means "not set", as in most deployment tools.
  const cleaned = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ""));
  const result = v.safeParse(EnvSchema, cleaned);
  if (!result.success) {
    const lines = result.issues.map((issue) => {
      const key = v.getDotPath(issue);
      return key && !issue.message.includes(key) ? `${key} ${issue.message}` : issue.message;
    });
    throw new EnvError(`Invalid environment:\n  - ${lines.join("\n  - ")}`);
  }
  const env = result.output;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  return {
    ...env,
    PUBLIC_URL: publicUrl,
    secureCookies: publicUrl.startsWith("https:"),
    publicUrlUnset: env.PUBLIC_URL === undefined,
  };
}
