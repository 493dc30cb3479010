import { describe, expect, it } from "vitest";
import { createAnswerCache } from "./answer-cache.service.ts";

describe("the catalogue's answer cache", () => {
  it("works an answer out once per version and key, and forgets the oldest beyond its limit", () => {
    const cache = createAnswerCache(2);
    let made = 0;
    const make = (value: string) => () => {
      made += 1;
      return { value };
    };
    expect(cache.get(1, "a", make("a1"))).toBe('{"value":"a1"}');
    expect(cache.get(1, "a", make("other"))).toBe('{"value":"a1"}');
    expect(made).toBe(1);
    cache.get(1, "b", make("b1"));
    cache.get(1, "c", make("c1"));
    expect(cache.get(1, "a", make("a2"))).toBe('{"value":"a2"}');
    expect(cache.get(2, "c", make("c2"))).toBe('{"value":"c2"}');
    expect(made).toBe(5);
  });
});
