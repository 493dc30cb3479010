import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
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
              ],
            },
          },
        },
      },
  server: {
    proxy: { "/api": "http://localhost:3000" },
  },
}));
