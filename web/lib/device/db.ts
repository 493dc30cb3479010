import Dexie, { type EntityTable } from "dexie";
import type { ChatMessage } from "../../../domain/assistant/types.ts";
import type { DeviceBooking } from "../../../domain/bookings/device.ts";
import type { Availability } from "../../../domain/catalogue/availability.ts";
import type { Destination, TripPackage, Yacht } from "../../../domain/catalogue/types.ts";
import type { Donation, Membership } from "../../../domain/club/types.ts";
import type { ContentDraft, ContentItem } from "../../../domain/content/types.ts";
import type { EventDetail, MyEntry } from "../../../domain/events/types.ts";
import type { HeroSlide, ServiceCategory, Testimonial } from "../../../domain/home/types.ts";
import type { InsuranceRequestView } from "../../../domain/insurance/types.ts";
import type { OutboxItem } from "../../../domain/outbox/outbox.ts";
import type { OwnerYacht } from "../../../domain/owners/listing.ts";
import type { Revenue } from "../../../domain/owners/revenue.ts";
import type { YachtForSale } from "../../../domain/pages/yacht-sales.ts";
import type { WeatherAnswer } from "../../../domain/weather/types.ts";

/**
 * The device's copy of the portal: the one Dexie database of the app. Screens read from here
 * (useLiveQuery); the sync engine fills it and the outbox keeps what waits for the network.
 * Import it lazily from features so that IndexedDB code stays off the first page's critical path.
 * The offline worker opens it too (outbox replay by Background Sync): keep it free of DOM and React.
 */
export type MetaEntry = { key: string; value: unknown };

/** Where a sync scope stands: its cursor and ETag from the server, and when it last worked. */
export type SyncState = {
  scope: string;
  cursor: string | null;
  etag: string | null;
  lastSuccessAt: number | null;
  lastAttemptAt: number | null;
  failures: number;
  /** The kinds the cursor covers; a device that learns a new kind downloads everything once. */
  kinds?: string;
};

/** The last availability fetched for a yacht, shown offline as "last known". */
export type CachedAvailability = Availability & { fetchedAt: number };

/** A place's last forecast (issue 17): the server's answer and when this device had it. */
export type DeviceForecast = { key: string; answer: WeatherAnswer; storedAt: number };
/** The owner's revenue as last fetched, one row under the key "all". */
export type OwnerRevenueEntry = Revenue & { key: string; fetchedAt: number };

export class PortalDb extends Dexie {
  meta!: EntityTable<MetaEntry, "key">;
  yachts!: EntityTable<Yacht, "id">;
  destinations!: EntityTable<Destination, "id">;
  trips!: EntityTable<TripPackage, "id">;
  availability!: EntityTable<CachedAvailability, "yachtId">;
  syncState!: EntityTable<SyncState, "scope">;
  heroSlides!: EntityTable<HeroSlide, "id">;
  serviceCategories!: EntityTable<ServiceCategory, "id">;
  testimonials!: EntityTable<Testimonial, "id">;
  outbox!: EntityTable<OutboxItem, "id">;
  bookings!: EntityTable<DeviceBooking, "id">;
  events!: EntityTable<EventDetail, "id">;
  myEventEntries!: EntityTable<MyEntry, "eventId">;
  insuranceRequests!: EntityTable<InsuranceRequestView, "id">;
  chatMessages!: EntityTable<ChatMessage, "id">;
  myMemberships!: EntityTable<Membership, "id">;
  myDonations!: EntityTable<Donation, "id">;
  yachtSales!: EntityTable<YachtForSale, "id">;
  forecasts!: EntityTable<DeviceForecast, "key">;
  myContent!: EntityTable<ContentItem, "id">;
  contentDrafts!: EntityTable<ContentDraft, "id">;
  ownerYachts!: EntityTable<OwnerYacht, "id">;
  ownerRevenue!: EntityTable<OwnerRevenueEntry, "key">;

  constructor(name = "baikal-portal") {
    super(name);
    this.version(1).stores({
      meta: "&key",
    });
    // The catalogue (decision record 020): filled by web/lib/sync, read by the catalogue screens.
    this.version(2).stores({
      yachts: "&id, type",
      destinations: "&id",
      trips: "&id",
      availability: "&yachtId",
      syncState: "&scope",
    });
    // The outbox (decision record 003): writes waiting for the network, keyed by Idempotency-Key.
    this.version(4).stores({
      outbox: "&id, status, kind, createdAt",
    });
    // The signed-in user's bookings (issue 5): the server's copy plus placeholders of requests
    // waiting in the outbox (domain/bookings/device.ts). Dropped when the session ends.
    this.version(5).stores({
      bookings: "&id, customerId, localKey",
    });
    // The home page's content (decision record 031): synced like the catalogue, read by the home page.
    // Version 6, not the 3 it was planned as: a device already at version 4 or 5 would never run a
    // step numbered 3, and these tables would be missing there.
    this.version(6).stores({
      heroSlides: "&id",
      serviceCategories: "&id",
      testimonials: "&id",
    });
    // Events and regattas (issue 16): synced like the catalogue; the signed-in user's own entries
    // (GET /api/events/mine and the answers of joins), dropped when the session ends.
    this.version(7).stores({
      events: "&id, startDate",
      myEventEntries: "&eventId",
    });
    // Weather (issue 17, decision 074): each place's last forecast, readable offline with its age.
    this.version(8).stores({
      forecasts: "&key",
    });
    // The Yacht Companion's conversation (issue 18, decision 075): kept across reloads, the same in
    // the widget and on /chat; only the current question is ever sent.
    this.version(9).stores({
      chatMessages: "&id, timestamp",
    });
    // The club (issue 22): the signed-in user's memberships and plans (GET /api/memberships/mine,
    // /api/subscriptions/mine and the answers of writes), so the club card shows offline; dropped
    // when the session ends. Donations made on this device wait here until they are paid.
    this.version(10).stores({
      myMemberships: "&id, kind",
      myDonations: "&id",
    });
    // Charter insurance (issue 23): the signed-in user's requests with their quotes, readable
    // offline; dropped when the session ends.
    this.version(11).stores({
      insuranceRequests: "&id, createdAt",
    });
    // Yachts for sale (issue 24): the last list the server gave, replaced whole at each visit online.
    this.version(12).stores({
      yachtSales: "&id",
    });
    // Owners (issue 19, decision 080): the signed-in owner's listings and revenue, so the
    // dashboard reads offline; dropped when the session ends.
    this.version(13).stores({
      ownerYachts: "&id, status",
      ownerRevenue: "&key",
    });
    // User content (issue 21): the author's submissions with their status and notes, and the
    // drafts kept while typing; both dropped when the session ends.
    this.version(15).stores({
      myContent: "&id, createdAt",
      contentDrafts: "&id, updatedAt",
    });
  }
}

export const db = new PortalDb();

export type { EntityTable } from "dexie";
export { liveQuery } from "dexie";
