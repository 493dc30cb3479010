/**
 * The marketing figures of spec section 1 shown by the home page's testimonials badge: 4.9 of 5
 * stars, based on 150+ reviews. Figures the marketing team states, not computed from our reviews.
 */
export const REVIEWS_SUMMARY = { rating: 4.9, outOf: 5, reviewsText: "150+" } as const;
