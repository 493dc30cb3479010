/**
 * The one place that names the product (spec README, decision 1): `{product}` reads Baikal.
 * Brand, lake, club slug and event region come from here, never from literals elsewhere.
 */
export const site = {
  product: "Baikal",
  brand: "Baikal Yachts",
  brandRu: "Яхты Байкала",
  clubPath: "/baikal-club",
  eventRegion: "baikal",
  themeColor: "#0b2239",
  backgroundColor: "#f6f3ec",
  contactEmail: "hello@baikal-yachts.example",
  social: {
    video: "https://www.youtube.com/@baikalyachts",
    photo: "https://www.instagram.com/baikalyachts",
    messenger: "https://t.me/baikalyachts",
  },
} as const;
