import { useEffect } from "react";
import { site } from "../../domain/shell/site.ts";
import { atom, store } from "./store.ts";

/**
 * The page's own name: the tab's title ("Yachts · Baikal Yachts"). A detail page can also name its
 * last breadcrumb with it (`{ crumb: true }`), where the path alone would only show an id
 * ("Baikal pearl" for /yacht/baikal-pearl); other pages keep the spec's capitalising rule.
 */
export const pageCrumbAtom = atom<{ path: string; title: string } | null>(null);

export function usePageTitle(title: string | undefined, options: { crumb?: boolean } = {}): void {
  const crumb = options.crumb === true;
  useEffect(() => {
    document.title = title ? `${title} · ${site.brand}` : site.brand;
    store.set(pageCrumbAtom, crumb && title ? { path: location.pathname, title } : null);
  }, [title, crumb]);
}
