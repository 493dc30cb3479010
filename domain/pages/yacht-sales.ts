import type { YachtType } from "../catalogue/types.ts";
import { bothLanguages, type Localized } from "../shared/localized.ts";
import type { Money } from "../shared/money.ts";

/**
 * Yachts for sale (/yacht-sales): listed by owners or by the portal's admins, priced in roubles,
 * with their specifications; an enquiry reaches the seller (a contact request naming the listing).
 * The filters are the catalogue's: a word, the type, a top price, and a sort.
 */
export type YachtForSale = {
  id: string;
  name: string;
  type: YachtType;
  yearBuilt: number;
  /** Length overall in metres. */
  lengthM: number;
  cabins: number;
  berths: number;
  engine: Localized;
  location: Localized;
  description: Localized;
  price: Money;
  /** Image keys (imageUrl), the card's first. */
  images: string[];
  /** When it was listed (ISO time). */
  listedAt: string;
};

export const yachtSaleSorts = ["newest", "price_asc", "price_desc", "length_desc"] as const;
export type YachtSaleSort = (typeof yachtSaleSorts)[number];

/** Top prices offered by the filter, in whole roubles. */
export const yachtSalePriceSteps = [5_000_000, 15_000_000, 40_000_000] as const;

export type YachtSaleFilter = {
  q?: string;
  type?: YachtType | "";
  /** Whole roubles; none when absent. */
  maxPrice?: number;
  sort?: YachtSaleSort;
};

const fold = (text: string) => text.toLocaleLowerCase("ru").replaceAll("ё", "е");

/** The listings that pass the filter, sorted (newest first by default; ties by name). */
export function filterYachtsForSale(items: readonly YachtForSale[], filter: YachtSaleFilter): YachtForSale[] {
  const words = fold(filter.q ?? "")
    .split(/\s+/)
    .filter(Boolean);
  const kept = items.filter((item) => {
    if (filter.type && item.type !== filter.type) return false;
    if (filter.maxPrice !== undefined && item.price.amount > filter.maxPrice * 100) return false;
    if (words.length === 0) return true;
    const text = fold(`${item.name}\n${bothLanguages(item.location)}\n${bothLanguages(item.description)}`);
    return words.every((word) => text.includes(word));
  });
  const byName = (a: YachtForSale, b: YachtForSale) => a.name.localeCompare(b.name);
  const sorts: Record<YachtSaleSort, (a: YachtForSale, b: YachtForSale) => number> = {
    newest: (a, b) => (a.listedAt < b.listedAt ? 1 : a.listedAt > b.listedAt ? -1 : byName(a, b)),
    price_asc: (a, b) => a.price.amount - b.price.amount || byName(a, b),
    price_desc: (a, b) => b.price.amount - a.price.amount || byName(a, b),
    length_desc: (a, b) => b.lengthM - a.lengthM || byName(a, b),
  };
  return kept.sort(sorts[filter.sort ?? "newest"]);
}
