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
  toast.dismiss();
  const options = { description: input.description, duration: input.durationMs ?? TOAST_DEFAULT_MS };
  if (input.variant === "success") toast.success(input.title, options);
  else if (input.variant === "error") toast.error(input.title, options);
  else toast(input.title, options);
}
