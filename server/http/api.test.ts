import fc from "fast-check";
import { Hono } from "hono";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../app-env.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { createApi } from "./api.ts";
import { onNotFound } from "./errors.ts";
import { readJson, readQuery } from "./validate.ts";

let t: TestApp;
let echo: Hono<AppEnv>;

beforeAll(async () => {
  t = await createTestApp();
  // The real middleware stack with one JSON route, as a resource would mount it.
  const api = createApi(t.deps);
  api.post("/echo", async (c) =>
    c.json(await readJson(c, v.object({ name: v.pipe(v.string(), v.minLength(2, "error.invalid_input")) }))),
  );
  api.get("/page", (c) =>
    c.json(readQuery(c, v.object({ page: v.pipe(v.string(), v.regex(/^\d+$/, "error.invalid_input")) }))),
  );
  api.get("/things/:id", (c) => c.json({ id: c.req.param("id"), q: c.req.query("q") ?? null }));
  api.post("/any", async (c) => c.json(await readJson(c, v.object({ name: v.string(), metadata: v.unknown() }))));
  api.all("*", onNotFound);
  echo = new Hono<AppEnv>().route("/api", api);
});
afterAll(() => t.close());

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  echo.request(path, { method: "POST", body, headers: { "content-type": "application/json", ...headers } });

describe("the API's answers to bad requests", () => {
  it("answers an unknown API path with JSON 404, not the web app", async () => {
    const res = await t.request("/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual({ code: "not_found", message: "Nothing was found at this address." });
  });

  it("answers malformed JSON with 400 naming the body", async () => {
    const res = await post("/api/echo", "{ name: ");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: "invalid_json",
      fields: { body: "The request body is not valid JSON." },
    });
  });

  it("refuses a body that is not one object, and names a missing field in the caller's language", async () => {
    for (const body of ["[]", "null", "7", '"name"']) {
      const res = await post("/api/echo", body);
      expect(res.status, body).toBe(400);
      expect(Object.keys((await res.json()).fields)).toEqual(["body"]);
    }
    const missing = await post("/api/echo", "{}", { "accept-language": "ru" });
    expect((await missing.json()).fields).toEqual({ name: "Это поле обязательно" });
  });

  it("names the bad field and the bad query parameter", async () => {
    const res = await post("/api/echo", JSON.stringify({ name: "x" }));
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ name: "Please check the highlighted fields." });
    const query = await echo.request("/api/page?page=abc");
    expect(query.status).toBe(400);
    expect(Object.keys((await query.json()).fields)).toEqual(["page"]);
  });

  it("refuses control characters in a body, naming the field in the caller's language (decision 071)", async () => {
    for (const name of ["Ol\u0000khon", "\u001b[31m", "x\u007f", "\u0085"]) {
      const res = await post("/api/echo", JSON.stringify({ name }));
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect((await res.json()).fields).toEqual({
        name: "This field contains invisible control characters. Please remove them.",
      });
    }
    const nested = await post("/api/any", JSON.stringify({ name: "A", metadata: { list: ["ok", "\u0000"] } }), {
      "accept-language": "ru",
    });
    expect(nested.status).toBe(400);
    const body = await nested.json();
    expect(Object.keys(body.fields)).toEqual(["metadata.list.1"]);
    expect(body.fields["metadata.list.1"]).toMatch(/[А-Яа-я]/);
    const key = await post("/api/any", JSON.stringify({ name: "A", metadata: { "a\u0000": 1 } }));
    expect(Object.keys((await key.json()).fields)).toEqual(["metadata"]);
    // Multi-line text keeps its tabs and line breaks.
    const lines = await post("/api/echo", JSON.stringify({ name: "Line one\r\n\tline two" }));
    expect(lines.status).toBe(200);
  });

  it("refuses nesting deeper than the limit and strings over it, naming the field", async () => {
    const deep = (n: number) => `${"[".repeat(n)}${"]".repeat(n)}`;
    const inField = await post("/api/any", `{"name":"A","metadata":${deep(5000)}}`);
    expect(inField.status).toBe(400);
    expect((await inField.json()).fields).toEqual({ metadata: "This value is nested too deeply." });
    const whole = await post("/api/any", deep(100_000));
    expect(whole.status).toBe(400);
    expect(Object.keys((await whole.json()).fields)).toEqual(["body"]);
    const objects = await post("/api/any", `{"name":"A","metadata":${'{"a":'.repeat(5000)}1${"}".repeat(5000)}}`);
    expect((await objects.json()).fields).toEqual({ metadata: "This value is nested too deeply." });
    const shallow = await post("/api/any", `{"name":"A","metadata":${deep(20)}}`);
    expect(shallow.status).toBe(200);
    const long = await post("/api/any", JSON.stringify({ name: "x".repeat(100_000), metadata: null }));
    expect(long.status).toBe(400);
    expect((await long.json()).fields).toEqual({ name: "This text is too long." });
  });

  it("refuses control characters in query and path parameters, naming the parameter", async () => {
    const query = await echo.request("/api/page?page=%00");
    expect(query.status).toBe(400);
    expect(Object.keys((await query.json()).fields)).toEqual(["page"]);
    for (const id of ["%00", "a%0Ab", "%7F", "%C2%85"]) {
      const res = await echo.request(`/api/things/${id}`);
      expect(res.status, id).toBe(400);
      expect(Object.keys((await res.json()).fields), id).toEqual(["id"]);
    }
    const unread = await echo.request("/api/things/ok?q=%01");
    expect(Object.keys((await unread.json()).fields)).toEqual(["q"]);
    const fine = await echo.request("/api/things/%D0%9E%D0%BB%D1%8C%D1%85%D0%BE%D0%BD?q=a%20b");
    expect(await fine.json()).toEqual({ id: "Ольхон", q: "a b" });
  });

  it("refuses a body that is not JSON with 415", async () => {
    const res = await post("/api/echo", "name=x", { "content-type": "application/x-www-form-urlencoded" });
    expect(res.status).toBe(415);
  });

  it("answers a body over the limit with 413 before reading it", async () => {
    const res = await t.request("/api/health", {
      method: "POST",
      body: "x".repeat(1024 * 1024 + 1),
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe("body_too_large");
  });

  it("refuses cross-site writes whatever the content type, and foreign origins", async () => {
    for (const type of ["application/json", "text/plain", "multipart/form-data; boundary=x"]) {
      const res = await t.request("/api/echo", {
        method: "POST",
        body: "{}",
        headers: { "content-type": type, "sec-fetch-site": "cross-site" },
      });
      expect(res.status).toBe(403);
    }
    const foreign = await post("/api/echo", JSON.stringify({ name: "Olkhon" }), { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    const same = await post("/api/echo", JSON.stringify({ name: "Olkhon" }), { origin: "http://localhost:3000" });
    expect(same.status).toBe(200);
  });

  it("refuses a same-site (not same-origin) write, and a foreign Host even with a matching Origin", async () => {
    const body = JSON.stringify({ name: "Olkhon" });
    expect((await post("/api/echo", body, { "sec-fetch-site": "same-site" })).status).toBe(403);
    expect((await post("/api/echo", body, { "sec-fetch-site": "same-origin" })).status).toBe(200);
    // DNS rebinding: a page on rebind.example reaches our address; its Host and Origin agree.
    const rebound = await echo.request("http://rebind.example/api/echo", {
      method: "POST",
      body,
      headers: { "content-type": "application/json", origin: "http://rebind.example", "sec-fetch-site": "same-origin" },
    });
    expect(rebound.status).toBe(403);
    expect((await rebound.json()).code).toBe("cross_site");
    // PUBLIC_URL is unset here (development): loopback hosts pass, on any port.
    for (const host of ["localhost:3000", "127.0.0.1:5173", "[::1]:3000"]) {
      const res = await echo.request(`http://${host}/api/echo`, {
        method: "POST",
        body,
        headers: { "content-type": "application/json", origin: `http://${host}`, "sec-fetch-site": "same-origin" },
      });
      expect(res.status, host).toBe(200);
    }
  });

  it("accepts only PUBLIC_URL's host when it is set, behind a proxy that ends TLS too", async () => {
    const site = await createTestApp({ PUBLIC_URL: "https://baikal.example" });
    try {
      const api = createApi(site.deps);
      api.post("/echo", (c) => c.json({ ok: true }));
      const app = new Hono<AppEnv>().route("/api", api);
      const write = (url: string, headers: Record<string, string> = {}) =>
        app.request(url, { method: "POST", body: "{}", headers: { "content-type": "application/json", ...headers } });
      const origin = { origin: "https://baikal.example", "sec-fetch-site": "same-origin" };
      expect((await write("https://baikal.example/api/echo", origin)).status).toBe(200);
      // The proxy speaks plain HTTP to us with the public Host.
      expect((await write("http://baikal.example/api/echo", origin)).status).toBe(200);
      expect((await write("http://localhost:3000/api/echo", origin)).status).toBe(403);
      expect((await write("http://127.0.0.1:3000/api/echo")).status).toBe(403);
      expect((await write("https://evil.example/api/echo", { origin: "https://evil.example" })).status).toBe(403);
      expect((await write("https://shop.baikal.example/api/echo", origin)).status).toBe(403);
      expect((await write("https://baikal.example/api/echo", { origin: "https://shop.baikal.example" })).status).toBe(
        403,
      );
    } finally {
      await site.close();
    }
  });

  it("property: a write passes only from an allowed host, same-origin, with its own or no Origin", async () => {
    const hosts = fc.constantFrom(
      "localhost:3000",
      "127.0.0.1:4000",
      "baikal.example",
      "evil.example",
      "10.0.0.5:3000",
    );
    const sites = fc.constantFrom(undefined, "same-origin", "same-site", "cross-site", "none");
    const origins = fc.constantFrom<"own" | "none" | "foreign" | "null">("own", "none", "foreign", "null");
    await fc.assert(
      fc.asyncProperty(hosts, sites, origins, async (host, site, origin) => {
        const headers: Record<string, string> = { "content-type": "application/json" };
        if (site) headers["sec-fetch-site"] = site;
        if (origin === "own") headers.origin = `http://${host}`;
        if (origin === "foreign") headers.origin = "https://evil.example";
        if (origin === "null") headers.origin = "null";
        const res = await echo.request(`http://${host}/api/echo`, {
          method: "POST",
          body: JSON.stringify({ name: "Olkhon" }),
          headers,
        });
        const loopback = /^(localhost|127\.0\.0\.1)(:|$)/.test(host);
        const allowed =
          loopback && (site === undefined || site === "same-origin") && (origin === "own" || origin === "none");
        expect(res.status).toBe(allowed ? 200 : 403);
      }),
      { numRuns: 60 },
    );
  });

  it("speaks the caller's language: cookie first, then Accept-Language", async () => {
    const byHeader = await t.request("/api/nope", { headers: { "accept-language": "ru-RU,ru;q=0.9,en;q=0.8" } });
    expect((await byHeader.json()).message).toBe("По этому адресу ничего не найдено.");
    const byCookie = await t.request("/api/nope", {
      headers: { "accept-language": "ru", cookie: "preferred_language=en" },
    });
    expect((await byCookie.json()).message).toBe("Nothing was found at this address.");
  });

  it("never shows a stack trace for an unexpected failure", async () => {
    const api = createApi(t.deps);
    api.get("/boom", () => {
      throw new Error("secret internals at /srv/app.ts:12");
    });
    const app = new Hono<AppEnv>().route("/api", api);
    const original = console.error;
    console.error = () => {};
    const res = await app.request("/api/boom");
    console.error = original;
    expect(res.status).toBe(500);
    const body = await res.text();
    expect(body).not.toContain("secret internals");
    expect(JSON.parse(body).code).toBe("internal");
  });
});
