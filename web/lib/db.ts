import Dexie, { type EntityTable } from "dexie";

/**
 * The device's copy of the portal: the one Dexie database of the app. Screens read from here
 * (useLiveQuery); the sync engine fills it and the outbox keeps what waits for the network.
 * Import it lazily from features so that IndexedDB code stays off the first page's critical path.
 */
export type MetaEntry = { key: string; value: unknown };

export class PortalDb extends Dexie {
  meta!: EntityTable<MetaEntry, "key">;

  constructor(name = "baikal-portal") {
    super(name);
    this.version(1).stores({
      meta: "&key",
    });
  }
}

export const db = new PortalDb();
