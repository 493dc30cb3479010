import type { OutboxItem, OutboxKind } from "../../../domain/outbox/outbox.ts";

/**
 * What each kind of write does once the outbox settles it (done, refused, or waiting for a login),
 * all in one table (web/boot/settle-handlers.ts): a kind's handler is loaded when an item of that kind first settles, so a visitor
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

let installed: ReturnType<typeof settleRegistry> | null = null;

/**
 * The app installs its table once at start (web/boot/settle-handlers.ts): the table names the
 * features' handlers, and web/lib may not import features, so the app layer hands it down.
 */
export function installSettleHandlers(table: SettleHandlers): void {
  installed = settleRegistry(table);
}

/** This tab's registry; an item settled before the table is installed waits for settleLeftovers(). */
export async function settleItem(item: OutboxItem, context: SettleContext): Promise<void> {
  await installed?.(item, context);
}
