/**
 * Translator's helper for the Russian catalog.
 *   node scripts/i18n-fill.ts --missing            prints the untranslated messages as a JSON template
 *   node scripts/i18n-fill.ts translations.json    fills empty Russian entries from { "English": "Русский" }
 * Run `npm run i18n:extract` first so the catalogs know every message.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { parsePo, stringifyPo } from "pofile-ts";

const enPath = "locales/en/messages.po";
const ruPath = "locales/ru/messages.po";
const en = parsePo(readFileSync(enPath, "utf8"));
const ru = parsePo(readFileSync(ruPath, "utf8"));

// Messages with an explicit id keep their English text in the English catalog's msgstr.
const english = new Map(en.items.map((item) => [item.msgid, item.msgstr[0] || item.msgid]));
const sourceOf = (msgid: string) => english.get(msgid) ?? msgid;

const arg = process.argv[2];
if (!arg || arg === "--missing") {
  const missing = ru.items.filter((item) => !item.msgstr[0]);
  console.log(JSON.stringify(Object.fromEntries(missing.map((item) => [sourceOf(item.msgid), ""])), null, 2));
  process.exit(0);
}

const translations: Record<string, string> = JSON.parse(readFileSync(arg, "utf8"));
let filled = 0;
for (const item of ru.items) {
  const translation = translations[sourceOf(item.msgid)];
  if (!item.msgstr[0] && translation) {
    item.msgstr = [translation];
    filled += 1;
  }
}
writeFileSync(ruPath, stringifyPo(ru));
const left = ru.items.filter((item) => !item.msgstr[0]).length;
console.log(`filled ${filled}, still missing ${left}`);
