/**
 * Timings and limits of the specification (section 9 and the screens of section 2), named and
 * gathered so that a reader finds them in one place.
 */
export const HEADER_SHOW_BELOW_PX = 50;
export const HEADER_HIDE_AFTER_PX = 100;
export const HEADER_COMPACT_AFTER_PX = 50;
export const SCROLL_TO_TOP_AFTER_PX = 400;
export const BREAKPOINT_TABLET_PX = 768;
export const BREAKPOINT_DESKTOP_PX = 1024;
export const RESIZE_DEBOUNCE_MS = 150;

export const TOAST_DEFAULT_MS = 5000;
export const LANGUAGE_TOAST_MS = 2000;

export const ASSISTANT_SHOW_DELAY_MS = 1500;
export const OPEN_ASSISTANT_EVENT = "open-assistant";

/** A page chunk that takes longer than this shows the spinner; faster ones never flash it. */
export const PAGE_SPINNER_DELAY_MS = 150;
