import { setupI18n } from "@lingui/core";
import { createMemoryHistory } from "@tanstack/react-router";
import { prerender } from "react-dom/static";
import type { Locale } from "../domain/shared/locale.ts";
import type { FirstScreen } from "../domain/shell/first-screen.ts";
import { plannedPageAt } from "../domain/shell/planned-pages.ts";
import { App } from "./app.tsx";
import { sessionUserAtom } from "./lib/accounts/session.ts";
import { i18n as globalI18n, loadCatalog, localeAtom } from "./lib/i18n.ts";
import { onlineAtom } from "./lib/network.ts";
import { createStore } from "./lib/store.ts";
import { createAppRouter } from "./router.tsx";

/**
 * The server's renderer of a page's first screen (decision record 066), built by `vite build --ssr`
 * into dist/server/ and loaded by the Hono server by path (server/static/). The same components
 * as in the browser render the page for `url` in `locale` from the rows the server put in the
 * page's first-screen block, so the app's first render in the browser gives the same HTML.
 */
export type RenderRequest = { url: string; locale: Locale; screen: FirstScreen };
export type RenderedPage = {
  /** What goes inside #root. */
  html: string;
  /** The route files (web/routes/…) of the page, whose chunks the HTML announces. */
  routeFiles: string[];
  /** 404 when no page of the spec answers the path (the not-found page is rendered), else 200. */
  status: 200 | 404;
};

// One render at a time: code outside React reads the shared i18n instance, set per render.
let queue: Promise<unknown> = Promise.resolve();

export function render(request: RenderRequest): Promise<RenderedPage> {
  const next = queue.then(() => renderPage(request));
  queue = next.catch(() => undefined);
  return next;
}

async function renderPage({ url, locale, screen }: RenderRequest): Promise<RenderedPage> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }) });
  const [messages] = await Promise.all([loadCatalog(locale), router.load()]);
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  // Code outside React (formatters, labels) reads the shared instance.
  globalI18n.loadAndActivate({ locale, messages });
  const store = createStore();
  store.set(localeAtom, locale);
  // A page the server sends went through the network.
  store.set(onlineAtom, true);
  // Without a session cookie nobody is logged in; with one, the header waits for the app to ask.
  store.set(sessionUserAtom, screen.session ? undefined : null);
  const errors: unknown[] = [];
  const { prelude } = await prerender(<App router={router} i18n={i18n} store={store} rows={screen.rows ?? null} />, {
    // Every boundary in place: an outlined one would need React's inline script to move it, which
    // the page's policy forbids (decision record 008).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A part that fails renders its fallback, and the browser renders that part itself.
    onError: (error) => {
      errors.push(error);
    },
  });
  for (const error of errors) console.error(`The server could not render part of ${url}:`, error);
  const html = await new Response(prelude).text();
  const matches = router.state.matches;
  // The catch-all route shows a spec page still to come, or the not-found page (web/routes/$.tsx).
  const unmatched = matches.some((match) => match.routeId === "/$") && !plannedPageAt(router.state.location.pathname);
  return {
    html,
    routeFiles: matches.map((match) => routeFileOf(match.routeId)).filter((file) => file !== null),
    status: unmatched ? 404 : 200,
  };
}

/** "/yachts/" → "web/routes/yachts.index.tsx", "/yacht/$id" → "web/routes/yacht.$id.tsx". */
function routeFileOf(routeId: string): string | null {
  if (routeId === "__root__") return null;
  const trimmed = routeId.replace(/^\//, "");
  if (trimmed === "") return "web/routes/index.tsx";
  const name = trimmed.endsWith("/") ? `${trimmed.slice(0, -1)}.index` : trimmed;
  return `web/routes/${name.replaceAll("/", ".")}.tsx`;
}
