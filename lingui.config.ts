import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

// English is the source language: every message is written in English in the code and
// translated in locales/ru. `lingui check missing --mode catalog` fails CI on any gap.
const notSource = ["**/node_modules/**", "**/*.test.ts", "**/*.test.tsx", "**/route-tree.gen.ts"];
const serverOnly = ["<rootDir>/domain/http/messages.ts", "<rootDir>/domain/analytics/messages.ts"];

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "ru"],
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      // What the app shows: downloaded by the browser, one language at a time.
      path: "<rootDir>/locales/{locale}/messages",
      include: ["<rootDir>/web", "<rootDir>/domain", "<rootDir>/sw"],
      exclude: [...notSource, ...serverOnly],
    },
    {
      // What only the server says (mail, API errors): never sent to the browser as a catalog.
      path: "<rootDir>/locales/{locale}/server",
      include: ["<rootDir>/server", ...serverOnly],
      exclude: notSource,
    },
  ],
  // No line numbers: a moved line must not rewrite the catalogs.
  format: formatter({ lineNumbers: false }),
  orderBy: "messageId",
});
