import type { ManifestOptions } from "vite-plugin-pwa";
import { site } from "../domain/shell/site.ts";

/** The web app manifest: installable, standalone, opening at / with the brand's colours. */
export const webManifest: Partial<ManifestOptions> = {
  name: `${site.brand}: yacht charter on Lake Baikal`,
  short_name: site.brand,
  description: "Charter yachts, plan sailing trips and join the sailing community of Lake Baikal, online or offline.",
  lang: "en",
  start_url: "/",
  scope: "/",
  id: "/",
  display: "standalone",
  orientation: "any",
  theme_color: site.themeColor,
  background_color: site.backgroundColor,
  categories: ["travel", "sports", "lifestyle"],
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
    { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    { src: "/icons/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
  ],
};
