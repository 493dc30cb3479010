import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

// English is the source language: every message is written in English in the code and
// translated in locales/ru. `lingui check missing --mode catalog` fails CI on any gap.
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "ru"],
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/messages",
      include: ["<rootDir>/web", "<rootDir>/domain", "<rootDir>/sw", "<rootDir>/server"],
      exclude: ["**/node_modules/**", "**/*.test.ts", "**/*.test.tsx", "**/route-tree.gen.ts"],
    },
  ],
  // No line numbers: a moved line must not rewrite the catalogs.
  format: formatter({ lineNumbers: false }),
  orderBy: "messageId",
});
