/**
 * The booking flow's address: /book/{yachtId}?start=&end=&step=&booking=&retry=. Kept free of
 * other imports: the route validates it on the first page, before the flow's code loads.
 */
export const bookSteps = ["yacht", "dates", "details", "payment", "handoff", "done"] as const;
export type BookStep = (typeof bookSteps)[number];

/** The shape of an ISO day; the flow's own rules judge the date itself. */
export const looksLikeDay = (value: unknown): value is string =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);

export type BookSearch = {
  start?: string | undefined;
  end?: string | undefined;
  step?: BookStep | undefined;
  /** The booking made (its id, or its placeholder's while it waits on the device). */
  booking?: string | undefined;
  /** The Idempotency-Key of a refused request whose details this flow starts from. */
  retry?: string | undefined;
};
