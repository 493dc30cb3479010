import type { OutboxItem, OutboxKind } from "../../../domain/outbox.ts";

/**
 * What each kind of write does once the outbox settles it (done, refused, or waiting for a login),
 * all in one table: a kind's handler is loaded when an item of that kind first settles, so a visitor
 * never downloads the booking code. A tab handles the items it settled itself and those the worker
 * settled (Background Sync); another tab's items are that tab's business, and the device tables are
 * shared. Each settled state of an item is handled once per tab, however often it is heard of.
 */
export type SettleContext = {
  /** Settled by a submit in this tab whose form is waiting for the answer and shows it itself. */
  foreground: boolean;
};
export type SettleHandler = (item: OutboxItem, context: SettleContext) => Promise<void> | void;
export type SettleHandlers = Record<OutboxKind, (() => Promise<SettleHandler>) | null>;

const handlers: SettleHandlers = {
  booking: async () => (await import("../bookings/device-bookings.ts")).settleBookingRequest,
  newsletter: async () => (await import("../../features/newsletter/subscribe.ts")).settleSignup,
  contact_request: async () => (await import("../../features/contact/settle-contact-request.ts")).settleContactRequest,
  // Not sent through the outbox yet: their features add their handler here.
  event_join: null,
  event_comment: null,
};

export function settleRegistry(table: SettleHandlers) {
  const handled = new Set<string>();
  return async function settle(item: OutboxItem, context: SettleContext): Promise<void> {
    const once = `${item.id} ${item.status} ${item.attempts}`;
    if (handled.has(once)) return;
    handled.add(once);
    try {
      const handler = await table[item.kind]?.();
      await handler?.(item, context);
    } catch (error) {
      console.warn(`The settled ${item.kind} could not be handled:`, error);
    }
  };
}

/** This tab's registry. */
export const settleItem = settleRegistry(handlers);
