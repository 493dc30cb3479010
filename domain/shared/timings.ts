/**
 * Timings and limits of the specification (section 9 and the screens of section 2), named and
 * gathered so that a reader finds them in one place.
 */
export const HEADER_SHOW_BELOW_PX = 50;
export const HEADER_HIDE_AFTER_PX = 100;
export const HEADER_COMPACT_AFTER_PX = 50;
export const SCROLL_TO_TOP_AFTER_PX = 400;

export const TOAST_DEFAULT_MS = 5000;
export const LANGUAGE_TOAST_MS = 2000;

export const OPEN_ASSISTANT_EVENT = "open-assistant";

/** A page chunk that takes longer than this shows the spinner; faster ones never flash it. */
export const PAGE_SPINNER_DELAY_MS = 150;

/** Forgot-password dialog (spec sections 4 and 9): code sent → code step, success → close, close → reset. */
export const CODE_SENT_ADVANCE_MS = 2000;
export const RESET_SUCCESS_CLOSE_MS = 3000;
export const DIALOG_RESET_DELAY_MS = 300;

/** Admin notifications (section 9): polled every 60 s, fresh 30 s, kept 5 min, no refetch on focus. */
export const NOTIFICATIONS_POLL_MS = 60_000;
export const NOTIFICATIONS_FRESH_MS = 30_000;
export const NOTIFICATIONS_KEPT_MS = 5 * 60_000;
export const NOTIFICATIONS_BADGE_MAX = 9;

/** The data cache of section 9: fresh 300 s, unused kept 600 s, one retry, delay doubling 1 s → 3 s. */
export const DATA_FRESH_MS = 300_000;
export const DATA_KEPT_MS = 600_000;
export const DATA_RETRIES = 1;
export const DATA_RETRY_BASE_MS = 1000;
export const DATA_RETRY_MAX_MS = 3000;
