import { describe, expect, it } from "vitest";
import { canonicalJson, isValidIdempotencyKey } from "./idempotency.ts";

describe("idempotency keys", () => {
  it("accepts UUIDs and opaque tokens, refuses blanks, spaces and oversized keys", () => {
    expect(isValidIdempotencyKey("3f0c1c7e-8d1a-4c47-9a55-7a2c7e1f9b10")).toBe(true);
    expect(isValidIdempotencyKey("outbox_01HZX3")).toBe(true);
    expect(isValidIdempotencyKey("")).toBe(false);
    expect(isValidIdempotencyKey("has space inside")).toBe(false);
    expect(isValidIdempotencyKey("x".repeat(200))).toBe(false);
  });

  it("hashes the same body the same way whatever its key order", () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } })).toBe(
      canonicalJson({ a: { c: null, d: [1, { x: 1, y: 2 }] }, b: 1 }),
    );
    expect(canonicalJson({ a: 1, skipped: undefined })).toBe('{"a":1}');
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: 2 }));
  });
});
