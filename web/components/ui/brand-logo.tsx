import { site } from "../../../domain/shell/site.ts";
import { localeAtom } from "../../lib/i18n.ts";
import { useAtomValue } from "../../lib/store.ts";

/** The mark: a mainsail over the lake's waves, drawn in the current text colour. */
export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill="none" stroke="currentColor" strokeOpacity="0.35" strokeWidth="1.5" />
      <path d="M25 8 L25 31 L36 31 Z" fill="currentColor" />
      <path d="M22.5 12 L22.5 31 L13 31 Z" fill="currentColor" fillOpacity="0.6" />
      <path
        d="M9 35.5c2.5 0 2.5 1.8 5 1.8s2.5-1.8 5-1.8 2.5 1.8 5 1.8 2.5-1.8 5-1.8 2.5 1.8 5 1.8 2.5-1.8 5-1.8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The brand in the interface language (a name, so it comes from the site config, not the catalog). */
export function useBrand(): string {
  return useAtomValue(localeAtom) === "ru" ? site.brandRu : site.brand;
}

export function BrandName() {
  return <span>{useBrand()}</span>;
}
