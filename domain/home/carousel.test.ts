import { describe, expect, it } from "vitest";
import { pageCount, pageItems, pagerEnds, slideCounter, wrapIndex } from "./carousel.ts";

describe("home carousels", () => {
  it("wraps the hero both ways: previous from the first slide is the fifth", () => {
    expect(wrapIndex(0, -1, 5)).toBe(4);
    expect(wrapIndex(4, 1, 5)).toBe(0);
    expect(wrapIndex(2, 1, 5)).toBe(3);
    expect(slideCounter(wrapIndex(0, -1, 5), 5)).toBe("5 / 5");
  });

  it("pages testimonials three at a time and trips two at a time", () => {
    const seven = [1, 2, 3, 4, 5, 6, 7];
    expect(pageCount(7, 3)).toBe(3);
    expect(pageItems(seven, 2, 3)).toEqual([7]);
    expect(pageItems(seven, 1, 2)).toEqual([3, 4]);
    // A page that no longer exists (the list shrank after a sync) shows the last one.
    expect(pageItems(seven, 9, 3)).toEqual([7]);
    expect(pageCount(0, 2)).toBe(1);
  });

  it("stops the trip pager at its ends", () => {
    expect(pagerEnds(0, 3)).toEqual({ hasPrevious: false, hasNext: true });
    expect(pagerEnds(2, 3)).toEqual({ hasPrevious: true, hasNext: false });
    expect(pagerEnds(0, 1)).toEqual({ hasPrevious: false, hasNext: false });
  });
});
