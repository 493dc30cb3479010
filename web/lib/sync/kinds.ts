import type { Destination, TripPackage, Yacht } from "../../../domain/catalogue/types.ts";
import type { EventDetail } from "../../../domain/events/types.ts";
import type { HeroSlide, ServiceCategory, Testimonial } from "../../../domain/home/types.ts";
import { imageUrl } from "../../../domain/shared/images.ts";
import { db, type EntityTable } from "../device/db.ts";

/**
 * The kinds the device syncs: a name of the sync answer, the Dexie table that keeps it, and the
 * images to keep offline for each row (the cards' first, then the rest). A later feature (events,
 * home content) adds one entry here and its table in db.ts.
 */
export type SyncKindEntry<Row extends { id: string } = { id: string }> = {
  kind: string;
  table: () => EntityTable<Row, "id">;
  cardImages: (row: Row) => string[];
  otherImages: (row: Row) => string[];
};

const entry = <Row extends { id: string }>(e: SyncKindEntry<Row>) => e as unknown as SyncKindEntry;

export const syncKinds: SyncKindEntry[] = [
  entry<Yacht>({
    kind: "yachts",
    table: () => db.yachts,
    cardImages: (y) => y.images.slice(0, 1).map(imageUrl),
    otherImages: (y) => y.images.slice(1).map(imageUrl),
  }),
  entry<Destination>({
    kind: "destinations",
    table: () => db.destinations,
    cardImages: (d) => [imageUrl(d.image)],
    otherImages: () => [],
  }),
  entry<TripPackage>({
    kind: "trips",
    table: () => db.trips,
    cardImages: (t) => [imageUrl(t.image)],
    otherImages: () => [],
  }),
  // The home page (decision record 031): its hero pictures are kept like the cards' pictures.
  entry<HeroSlide>({
    kind: "heroSlides",
    table: () => db.heroSlides,
    cardImages: (s) => [imageUrl(s.image)],
    otherImages: () => [],
  }),
  entry<ServiceCategory>({
    kind: "serviceCategories",
    table: () => db.serviceCategories,
    cardImages: () => [],
    otherImages: () => [],
  }),
  entry<Testimonial>({
    kind: "testimonials",
    table: () => db.testimonials,
    cardImages: () => [],
    otherImages: () => [],
  }),
  // Events and regattas (issue 16), with their entrants and comments.
  entry<EventDetail>({
    kind: "events",
    table: () => db.events,
    cardImages: (e) => (e.image ? [imageUrl(e.image)] : []),
    otherImages: () => [],
  }),
];
