import { useEffect } from "react";
import { site } from "../../domain/shell/site.ts";
import { localeAtom } from "./i18n.ts";
import { atom, store, useAtomValue } from "./store.ts";

/**
 * The page's own name: the tab's title ("Yachts · Baikal Yachts", "Яхты · Яхты Байкала": the brand
 * as the header writes it in the page's language). A detail page can also name its last breadcrumb
 * (`{ crumb: true }` for the title itself, or `{ crumb: "Чайка" }`), where the path alone would only
 * show an id; `only` leaves Home and that crumb alone (a path the app does not know is no trail).
 * Other pages keep the spec's capitalising rule.
 */
export type PageCrumb = { path: string; title: string; only: boolean };
export const pageCrumbAtom = atom<PageCrumb | null>(null);

export function usePageTitle(
  title: string | undefined,
  options: { crumb?: boolean | string; only?: boolean } = {},
): void {
  const locale = useAtomValue(localeAtom);
  const crumb = options.crumb === true ? title : options.crumb || undefined;
  const only = options.only === true;
  useEffect(() => {
    const brand = locale === "ru" ? site.brandRu : site.brand;
    document.title = title ? `${title} · ${brand}` : brand;
    store.set(pageCrumbAtom, crumb ? { path: location.pathname, title: crumb, only } : null);
  }, [title, crumb, only, locale]);
}
