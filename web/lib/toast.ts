import { TOAST_DEFAULT_MS } from "../../domain/timings.ts";

/**
 * Toasts (spec section 9): one at a time, a new one replaces the older, 5000 ms unless said
 * otherwise. The toast library loads on first use, off the first page's critical path.
 */
export type ToastInput = {
  title: string;
  description?: string;
  variant?: "default" | "success" | "error";
  durationMs?: number;
};

let resolveMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  resolveMounted = resolve;
});

/** Called by the toaster view once it is on the page: sonner drops toasts sent before that. */
export function toasterMounted(): void {
  resolveMounted();
}

export async function notify(input: ToastInput): Promise<void> {
  const [{ toast }] = await Promise.all([import("sonner"), mounted]);
  toast.dismiss();
  const options = { description: input.description, duration: input.durationMs ?? TOAST_DEFAULT_MS };
  if (input.variant === "success") toast.success(input.title, options);
  else if (input.variant === "error") toast.error(input.title, options);
  else toast(input.title, options);
}
