import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Locale } from "../../domain/shared/locale.ts";
import type { FirstScreen } from "../../domain/shell/first-screen.ts";

/**
 * The build's renderer of first screens (decision record 066): web/entry-server.tsx, built by
 * `vite build --ssr` into <static dir>/server/entry-server.js and loaded here by path, since the
 * server never imports web/. It is loaded once, by its plain address: its chunks import it back
 * by that address, and a second copy of it would be a second React context. A build that replaces
 * it while the server runs is rendered in the browser (the worker's way) until the next start.
 */
export type RenderFirstScreen = (request: {
  url: string;
  locale: Locale;
  screen: FirstScreen;
}) => Promise<{ html: string; routeFiles: string[]; status?: 200 | 404 }>;

export const RENDERER_DIR = "server";

export function firstScreenRenderer(staticDir: string): () => Promise<RenderFirstScreen | null> {
  const file = path.join(staticDir, RENDERER_DIR, "entry-server.js");
  let loaded: { at: number; render: Promise<RenderFirstScreen | null> } | null = null;
  let warned = false;
  return async () => {
    if (!existsSync(file)) return null;
    const at = statSync(file).mtimeMs;
    if (!loaded) {
      const render = import(pathToFileURL(file).href).then(
        (module: { render?: RenderFirstScreen }) => module.render ?? null,
        (error: unknown) => {
          console.error("The first-screen renderer could not be loaded; pages are rendered in the browser:", error);
          return null;
        },
      );
      loaded = { at, render };
    }
    if (loaded.at !== at) {
      if (!warned)
        console.warn("A new build replaced the first-screen renderer: pages render in the browser until a restart.");
      warned = true;
      return null;
    }
    return loaded.render;
  };
}
