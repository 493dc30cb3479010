import { useEffect } from "react";
import { site } from "../../domain/site.ts";

/** Sets the tab's title while the page is shown: "Yachts · Baikal Yachts". */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${site.brand}` : site.brand;
  }, [title]);
}
