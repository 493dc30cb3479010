import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type HtmlTagDescriptor, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import packageJson from "./package.json" with { type: "json" };
import { webManifest } from "./web/manifest.ts";

// Plugin order matters (see ../shared/guide/stack.md): the router plugin before react(), then
// the Lingui macro through @rolldown/plugin-babel (plugin-react 6 has no `babel` option), then lingui().
export const webPlugins = () => [
  tanstackRouter({
    target: "react",
    autoCodeSplitting: true,
    routesDirectory: "./web/routes",
    generatedRouteTree: "./web/route-tree.gen.ts",
    quoteStyle: "double",
    semicolons: true,
  }),
  react(),
  babel({ presets: [linguiTransformerBabelPreset()] }),
  lingui(),
];

/**
 * The entry (web/main.tsx) imports the app's start (web/boot/start.tsx) only after the first paint
 * (decision record 072). Its chunk and every chunk it imports are announced in index.html with
 * modulepreload, so they download beside the entry instead of in a second wave; the server's pages
 * and the worker's cached shell both carry them.
 */
function announceStartChunks(startModule: string): Plugin {
  return {
    name: "announce-start-chunks",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
        const start = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(startModule)));
        if (!start) throw new Error(`No chunk holds ${startModule}: the entry must import() it.`);
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          for (const imported of chunks.find((chunk) => chunk.fileName === file)?.imports ?? []) visit(imported);
        };
        visit(start.fileName);
        return [...files]
          .filter((file) => !html.includes(`"/${file}"`))
          .map(
            (file): HtmlTagDescriptor => ({
              tag: "link",
              attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}` },
              injectTo: "head",
            }),
          );
      },
    },
  };
}

/**
 * Every module the app's start reaches by static imports: what every page runs. Gathered once the
 * module graph is known (buildEnd), read by the `shell` chunk group when the chunks are made.
 */
function startGraph(startModule: string): { plugin: Plugin; has: (id: string) => boolean } {
  const modules = new Set<string>();
  return {
    has: (id) => modules.has(id),
    plugin: {
      name: "start-graph",
      apply: "build",
      buildEnd() {
        const start = [...this.getModuleIds()].find((id) => id.endsWith(startModule));
        const visit = (id: string) => {
          if (modules.has(id)) return;
          modules.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
        };
        if (start) visit(start);
      },
    },
  };
}

const START_MODULE = "/web/boot/start.tsx";
const shellModules = startGraph(START_MODULE);

/** Where `vite build --ssr` puts the server's renderer of first screens (decision record 066). */
export const SSR_OUT_DIR = "dist/server";

export default defineConfig(({ isSsrBuild }) => ({
  // Which build is running: the page shows it on <html data-build>, so a deploy can be told apart.
  define: {
    __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? packageJson.version),
    // The server's renderer bundles React's production build, whatever NODE_ENV the server runs with.
    ...(isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : {}),
  },
  // The renderer is one file with everything in it: the server needs none of web/'s packages installed.
  ssr: { noExternal: true, target: "node" },
  plugins: [
    ...webPlugins(),
    isSsrBuild ? null : shellModules.plugin,
    isSsrBuild ? null : announceStartChunks(START_MODULE),
    isSsrBuild
      ? null
      : VitePWA({
          strategies: "injectManifest",
          srcDir: "sw",
          filename: "sw.ts",
          registerType: "prompt",
          injectRegister: false,
          includeManifestIcons: false,
          manifest: webManifest,
          injectManifest: {
            // The shell, every route chunk, both catalogs and the fonts: a deep link must render offline.
            globPatterns: ["**/*.{js,css,html,svg,woff2,webmanifest}", "icons/*.png"],
            // Catalogue pictures are not the shell: the runtime image cache keeps them as they are seen
            // and the sync engine fetches them after a sync (decision record 021).
            globIgnores: ["images/**", "server/**"],
            maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
          },
        }),
  ],
  build: isSsrBuild
    ? { target: "node24", outDir: SSR_OUT_DIR, sourcemap: false, emptyOutDir: true, copyPublicDir: false }
    : {
        target: "es2022",
        sourcemap: false,
        manifest: true,
        assetsInlineLimit: 0,
        // One stylesheet for the whole app (19 KB gzipped): the server's HTML links it once, a page
        // is styled without a wave of small render-blocking files, and no move to another page waits
        // for its styles (decision record 072).
        cssCodeSplit: false,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  // The framework every page needs, in one chunk that survives our own deploys in the cache.
                  name: "framework",
                  // react-query is not framework: only the admin chunks load it (decision record 012).
                  test: /node_modules[\\/](?:(?:react|react-dom|scheduler|@lingui|jotai|use-sync-external-store)[\\/]|@tanstack[\\/](?!react-query|query-core))/,
                  priority: 10,
                },
                {
                  // Vite's helper of import(): the entry's only import, so the entry runs (and waits
                  // for the first paint) before the framework and the shell are evaluated.
                  name: "preload-helper",
                  test: /^\0vite[\\/]preload-helper/,
                  priority: 20,
                },
                {
                  // The app's start and the shell around every page, in one chunk rather than the
                  // twenty small ones automatic splitting makes of the modules pages share with it.
                  name: "shell",
                  test: (id) => shellModules.has(id) && !id.includes("node_modules"),
                  priority: 5,
                },
              ],
            },
          },
        },
      },
  server: {
    proxy: { "/api": "http://localhost:3000" },
  },
}));
