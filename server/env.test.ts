import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.ts";

describe("parseEnv", () => {
  it("applies the defaults of a fresh machine", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.secureCookies).toBe(false);
  });

  it("treats empty variables as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", PORT: "" }).PORT).toBe(3000);
  });

  it("names every bad variable", () => {
    let error: unknown;
    try {
      parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", ADMIN_EMAIL: "a@b.co" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    expect(message).toContain("PORT must be a whole number");
    expect(message).toContain("DATABASE_URL must start with postgres:// or postgresql://");
    expect(message).toContain("ADMIN_EMAIL and ADMIN_PASSWORD must be set together");
  });

  it("reads the HTTP server's bounds, 30 s and 64 connections by default (decision 071)", () => {
    expect(parseEnv({})).toMatchObject({ HTTP_REQUEST_TIMEOUT_S: 30, HTTP_CONNECTIONS_PER_ADDRESS: 64 });
    expect(parseEnv({ HTTP_CONNECTIONS_PER_ADDRESS: "0" }).HTTP_CONNECTIONS_PER_ADDRESS).toBe(0);
    expect(() => parseEnv({ HTTP_REQUEST_TIMEOUT_S: "0" })).toThrow("HTTP_REQUEST_TIMEOUT_S must be at least 1");
    expect(() => parseEnv({ HTTP_CONNECTIONS_PER_ADDRESS: "many" })).toThrow(
      "HTTP_CONNECTIONS_PER_ADDRESS must be a whole number",
    );
  });

  it("uses secure cookies behind an https public URL", () => {
    const env = parseEnv({ PUBLIC_URL: "https://baikal.example/" });
    expect(env.PUBLIC_URL).toBe("https://baikal.example");
    expect(env.secureCookies).toBe(true);
  });
});
