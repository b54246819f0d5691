#!/usr/bin/env node
// `node scripts/i18n-add.mjs keys.json`: adds or replaces translation keys in the three catalogs
// (apps/web/public/assets/i18n/{fr,nl,en}.json) in one quick read-modify-write each, so several
// people editing keys at once do not overwrite each other's. keys.json is
// { "Profile.Title": { "fr": "…", "nl": "…", "en": "…" }, … }; every key needs all three texts.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const LANGUAGES = ["fr", "nl", "en"];
const catalogs = path.resolve(import.meta.dirname, "../apps/web/public/assets/i18n");

const file = process.argv[2];
if (!file) {
  console.error("usage: node scripts/i18n-add.mjs keys.json");
  process.exit(2);
}
const additions = JSON.parse(readFileSync(file, "utf8"));
for (const [key, texts] of Object.entries(additions)) {
  for (const language of LANGUAGES) {
    if (typeof texts?.[language] !== "string" || texts[language].trim() === "") {
      console.error(`${key}: missing the ${language} text`);
      process.exit(1);
    }
  }
}
for (const language of LANGUAGES) {
  const catalogPath = path.join(catalogs, `${language}.json`);
  const catalog = JSON.parse(readFileSync(catalogPath, "utf8"));
  for (const [key, texts] of Object.entries(additions)) {
    catalog[key] = texts[language];
  }
  writeFileSync(catalogPath, `${JSON.stringify(catalog, null, 2)}\n`);
}
console.log(`${Object.keys(additions).length} keys written to ${LANGUAGES.join(", ")}.`);
