import { msg } from "@lingui/core/macro";
import { newsletterMessages as m } from "../../../domain/newsletter/messages.ts";
import {
  isNewsletterResponse,
  type NewsletterResponse,
  newsletterToast,
} from "../../../domain/newsletter/newsletter.ts";
import type { OutboxItem } from "../../../domain/outbox/outbox.ts";
import { ApiError, api } from "../../lib/api.ts";
import { i18n } from "../../lib/i18n.ts";
import { outboxDb, refreshWaiting, submitWrite } from "../../lib/outbox/outbox.ts";
import type { SettleContext } from "../../lib/outbox/settle-registry.ts";
import { notify } from "../../lib/toast.ts";

/**
 * The footer's sign-up through the outbox (decision record 003): online it answers at once;
 * offline, or when the server cannot be reached, it waits on the device with its Idempotency-Key
 * and is sent once the connection returns, and the user is told the result then.
 */
export const SUBSCRIBE_PATH = "/api/newsletter/subscribe";

export type SubscribeOutcome =
  | { kind: "answered"; answer: NewsletterResponse }
  | { kind: "queued"; offline: boolean }
  | { kind: "refused"; error: ApiError }
  | { kind: "network" };

// Sign-ups whose answer the form shows itself; the outbox's "settled" news of them is not repeated.
const inForeground = new Set<string>();

/** Whether the form is still waiting for this item's answer (it is not "waiting for the connection"). */
export const isInForeground = (id: string) => inForeground.has(id);

/** Without a device store (storage refused): one direct try with the same key. */
async function sendDirectly(email: string, key: string): Promise<SubscribeOutcome> {
  try {
    const answer = await api<NewsletterResponse>(SUBSCRIBE_PATH, {
      method: "POST",
      body: { email },
      idempotencyKey: key,
    });
    return { kind: "answered", answer };
  } catch (error) {
    return error instanceof ApiError ? { kind: "refused", error } : { kind: "network" };
  }
}

export async function subscribeToNewsletter(email: string): Promise<SubscribeOutcome> {
  const key = crypto.randomUUID();
  inForeground.add(key);
  try {
    const result = await submitWrite<NewsletterResponse>({
      kind: "newsletter",
      path: SUBSCRIBE_PATH,
      body: { email },
      key,
    });
    if (result.state === "queued") return { kind: "queued", offline: !navigator.onLine };
    return { kind: "answered", answer: result.body };
  } catch (error) {
    if (error instanceof ApiError) return { kind: "refused", error };
    console.warn("The newsletter sign-up could not be kept on this device:", error);
    return sendDirectly(email, key);
  } finally {
    inForeground.delete(key);
  }
}

export function showAnswer(answer: NewsletterResponse): void {
  const toast = newsletterToast(answer);
  void notify({
    title: i18n._(toast.title),
    description: answer.message || i18n._(toast.fallback),
    variant: "success",
    durationMs: toast.durationMs,
  });
}

export function showRefusal(message: string | undefined): void {
  void notify({ title: i18n._(m.errorTitle), description: message || i18n._(m.failedText), variant: "error" });
}

export function showNetworkFailure(): void {
  void notify({ title: i18n._(m.errorTitle), description: i18n._(m.networkText), variant: "error" });
}

export function showQueued(email: string, offline: boolean): void {
  const description = offline
    ? msg`You are offline. We will subscribe ${email} as soon as the connection returns.`
    : msg`The server cannot be reached just now. We will subscribe ${email} as soon as it answers.`;
  void notify({ title: i18n._(msg`Saved on this device`), description: i18n._(description) });
}

/** Tells the user how a sign-up that waited ended, once: the item is forgotten as it is told. */
async function reportSettled(id: string): Promise<void> {
  const db = await outboxDb();
  const item = await db.transaction("rw", db.outbox, async () => {
    const current = await db.outbox.get(id);
    if (!current || (current.status !== "done" && current.status !== "failed")) return null;
    await db.outbox.delete(id);
    return current;
  });
  if (!item) return;
  await refreshWaiting();
  if (item.status === "done" && isNewsletterResponse(item.result)) showAnswer(item.result);
  else showRefusal(item.lastError?.message);
}

/**
 * The outbox settled a sign-up that waited (here or in the worker; settle-registry.ts): the user is
 * told how it ended. The form tells of a sign-up it is still waiting for itself.
 */
export async function settleSignup(item: OutboxItem, { foreground }: SettleContext): Promise<void> {
  if (foreground || inForeground.has(item.id)) return;
  await reportSettled(item.id);
}
