import { useRouter } from "@tanstack/react-router";
import type { AnchorHTMLAttributes, MouseEvent } from "react";

/**
 * A link to any path of the app by its href (footer columns, breadcrumbs), navigated by the
 * router without a page load; typed <Link> stays the choice for known routes in code.
 */
export function AppLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const router = useRouter();
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (event.defaultPrevented || modified || rest.target) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return <a href={href} onClick={handle} {...rest} />;
}
