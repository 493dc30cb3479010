import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api, apiOrNull, NetworkError } from "./api.ts";

const respond = (status: number, body: string, type = "application/json") =>
  vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(body, { status, headers: { "content-type": type } }));

afterEach(() => vi.restoreAllMocks());

describe("api()", () => {
  it("sends cookies, JSON and the idempotency key", async () => {
    const fetchMock = respond(201, '{"id":1}');
    expect(await api("/api/bookings", { method: "POST", body: { a: 1 }, idempotencyKey: "k-1" })).toEqual({ id: 1 });
    const init = fetchMock.mock.calls[0]?.[1] ?? {};
    expect(init.credentials).toBe("include");
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)["Idempotency-Key"]).toBe("k-1");
  });

  it("makes '{status}: {text}' errors that keep the server's fields", async () => {
    respond(
      400,
      '{"message":"Please check the highlighted fields.","code":"invalid_input","fields":{"email":"Invalid email"}}',
    );
    const error = (await api("/api/register", { method: "POST", body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe("400: Please check the highlighted fields.");
    expect(error.fields).toEqual({ email: "Invalid email" });
    expect(error.code).toBe("invalid_input");
  });

  it("uses the response text, or the status text, when the error is not JSON", async () => {
    respond(502, "Bad gateway from proxy", "text/plain");
    await expect(api("/api/x")).rejects.toThrow("502: Bad gateway from proxy");
  });

  it("refuses an HTML answer where JSON was expected", async () => {
    respond(200, "<!doctype html>", "text/html");
    await expect(api("/api/yachts")).rejects.toThrow("Server returned HTML instead of JSON - authentication issue?");
  });

  it("reads 401 as null when asked to", async () => {
    respond(401, '{"message":"Not logged in","code":"unauthorized"}');
    expect(await apiOrNull("/api/user")).toBeNull();
  });

  it("tells a network failure from an answer", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(api("/api/user")).rejects.toBeInstanceOf(NetworkError);
  });
});
