/**
 * Translator's helper for the Russian catalogs.
 *   node scripts/i18n-fill.ts [--catalog server] --missing        prints the untranslated messages as JSON
 *   node scripts/i18n-fill.ts [--catalog server] translations.json fills empty entries from { "English": "Русский" }
 * The catalog is `messages` (the app) unless --catalog names another (`server`: texts only the server uses).
 * Run `npm run i18n:extract` first so the catalogs know every message.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { type PoItem, parsePo, stringifyPo } from "pofile-ts";

const args = process.argv.slice(2);
const catalogFlag = args.indexOf("--catalog");
const catalog = catalogFlag >= 0 ? args[catalogFlag + 1] : "messages";
const arg =
  catalogFlag >= 0 ? args.filter((_, index) => index !== catalogFlag && index !== catalogFlag + 1)[0] : args[0];

const enPath = `locales/en/${catalog}.po`;
const ruPath = `locales/ru/${catalog}.po`;
const en = parsePo(readFileSync(enPath, "utf8"));
const ru = parsePo(readFileSync(ruPath, "utf8"));

// Messages with an explicit id keep their English text in the English catalog's msgstr.
const keyOf = (item: PoItem) => `${item.msgid}\u0004${item.msgctxt ?? ""}`;
const english = new Map(en.items.map((item) => [keyOf(item), item.msgstr[0] || item.msgid]));
const sourceOf = (item: PoItem) => english.get(keyOf(item)) ?? item.msgid;

if (!arg || arg === "--missing") {
  const missing = ru.items.filter((item) => !item.msgstr[0]);
  console.log(JSON.stringify(Object.fromEntries(missing.map((item) => [sourceOf(item), ""])), null, 2));
  process.exit(0);
}

const translations: Record<string, string> = JSON.parse(readFileSync(arg, "utf8"));
let filled = 0;
for (const item of ru.items) {
  const translation = translations[sourceOf(item)];
  if (!item.msgstr[0] && translation) {
    item.msgstr = [translation];
    filled += 1;
  }
}
writeFileSync(ruPath, stringifyPo(ru));
const left = ru.items.filter((item) => !item.msgstr[0]).length;
console.log(`${catalog}: filled ${filled}, still missing ${left}`);
