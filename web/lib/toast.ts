import { TOAST_DEFAULT_MS } from "../../domain/shared/timings.ts";
import { atom, store } from "./store.ts";

/**
 * Toasts (spec section 9): one at a time, a new one replaces the older, 5000 ms unless said
 * otherwise. The toast library and its viewport load with the first toast, never on the first
 * page's critical path.
 */
export type ToastInput = {
  title: string;
  description?: string;
  variant?: "default" | "success" | "error";
  durationMs?: number;
};

/** Set by the first notify(): the shell mounts the viewport only from then on. */
export const toasterWantedAtom = atom(false);

let resolveMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  resolveMounted = resolve;
});

/** Called by the toaster view once it is on the page: sonner drops toasts sent before that. */
export function toasterMounted(): void {
  resolveMounted();
}

/** The one toast's id: a new toast takes the place of the older, never stacks beside it. */
const TOAST_ID = "app-toast";

/** While held (the phone's menu is open), the newest toast waits and shows when the hold ends. */
let held = false;
let waiting: ToastInput | null = null;
/** The toast on screen, and until when, so a hold can take it off and show it again after. */
let showing: { id: string; input: ToastInput; until: number } | null = null;

export async function notify(input: ToastInput): Promise<void> {
  store.set(toasterWantedAtom, true);
  let toast: typeof import("sonner").toast;
  try {
    [{ toast }] = await Promise.all([import("sonner"), mounted]);
  } catch (error) {
    // Offline before the worker stored the toast library: the message is lost, the page is not.
    console.warn(`Toast not shown: ${input.title}`, error);
    return;
  }
  if (held) {
    waiting = input;
    return;
  }
  const duration = input.durationMs ?? TOAST_DEFAULT_MS;
  // The older toast leaves at once: with one id, sonner would update it in place and keep its timer.
  toast.dismiss();
  const id = `${TOAST_ID}-${++shown}`;
  // The older toast's goodbye comes later: only this toast's own end forgets it.
  const gone = () => {
    if (showing?.id === id) showing = null;
  };
  const options = { id, description: input.description, duration, onDismiss: gone, onAutoClose: gone };
  showing = { id, input, until: Date.now() + duration };
  if (input.variant === "success") toast.success(input.title, options);
  else if (input.variant === "error") toast.error(input.title, options);
  else toast(input.title, options);
}
let shown = 0;

/**
 * Toasts never cover the open menu (issue 15): while it is open they wait, the newest replacing
 * older ones, and the one on screen steps aside to come back when the menu closes.
 */
export function holdToasts(hold: boolean): void {
  if (hold === held) return;
  held = hold;
  if (hold) {
    if (showing && showing.until > Date.now()) {
      waiting = showing.input;
      void import("sonner").then(({ toast }) => toast.dismiss());
    }
    showing = null;
    return;
  }
  const next = waiting;
  waiting = null;
  if (next) void notify(next);
}
