/**
 * Catalogue images are shipped with the app as SVG illustrations drawn by scripts/illustrations
 * (decision record 021): one resolution-independent file per image, so a card, a gallery and a
 * high-density screen all ask for the same URL, which the offline worker keeps.
 */
export function imageUrl(key: string): string {
  return `/images/${key}.svg`;
}
