import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../env.ts";
import { json, register } from "../test/accounts.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { forwardedClient } from "./client-ip.ts";

/** Throttles behind a reverse proxy (decision record 079): whom X-Forwarded-For is believed from. */
describe("forwardedClient", () => {
  const proxies = ["10.0.0.1", "10.0.0.2"];
  it("is the peer when the peer is not one of our proxies, whatever the header says", () => {
    expect(forwardedClient("203.0.113.7", "198.51.100.1", proxies)).toBe("203.0.113.7");
  });
  it("is the nearest address not ours behind our proxies; what the client wrote to its left is ignored", () => {
    expect(forwardedClient("10.0.0.1", "1.2.3.4, 198.51.100.9", proxies)).toBe("198.51.100.9");
    expect(forwardedClient("::ffff:10.0.0.1", "198.51.100.9, 10.0.0.2", proxies)).toBe("198.51.100.9");
  });
  it("is the proxy itself when it forwarded nothing", () => {
    expect(forwardedClient("10.0.0.1", undefined, proxies)).toBe("10.0.0.1");
  });
});

describe("TRUSTED_PROXIES", () => {
  it("is a list of IP addresses; anything else stops the server naming it", () => {
    expect(parseEnv({ TRUSTED_PROXIES: "10.0.0.1, ::1" }).TRUSTED_PROXIES).toEqual(["10.0.0.1", "::1"]);
    expect(parseEnv({}).TRUSTED_PROXIES).toEqual([]);
    expect(() => parseEnv({ TRUSTED_PROXIES: "proxy.local" })).toThrow(/TRUSTED_PROXIES/);
  });
});

describe("login guesses through a trusted proxy", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUSTED_PROXIES: "10.0.0.1" });
  });
  afterAll(() => t.close());

  const loginFrom = (peer: string, forwardedFor: string, username: string) =>
    t.app.request("/api/login", json({ username, password: "Wrong1!guess" }, { "x-forwarded-for": forwardedFor }), {
      incoming: { socket: { remoteAddress: peer, remotePort: 40000, remoteFamily: "IPv4" } },
    });

  it("are counted per client behind it, and a forged header from elsewhere changes nothing", async () => {
    const { email } = await register(t);
    // Another account for the second part: the account's own pause (10 free) stays out of the way.
    const other = (await register(t)).email;
    const statuses = async (peer: string, forwardedFor: string, username = email) => {
      const out: number[] = [];
      for (let i = 0; i < 6; i++) out.push((await loginFrom(peer, forwardedFor, username)).status);
      return out;
    };
    // Five free per client and address: the sixth waits, and another client behind the proxy does not.
    expect(await statuses("10.0.0.1", "198.51.100.1")).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await loginFrom("10.0.0.1", "198.51.100.2", email)).status).toBe(401);
    // Not our proxy: each new header is the same peer.
    expect(await statuses("203.0.113.5", "198.51.100.3", other)).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await loginFrom("203.0.113.5", "198.51.100.4", other)).status).toBe(429);
  });
});
