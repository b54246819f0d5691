import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

/**
 * A content hash of the translation catalogs. Fastify serves `/assets/` with immutable caching
 * (DESIGN.md pitfalls), so the browser fetches `/assets/i18n/{lang}.json?v=<hash>`: a changed
 * catalog gets a new URL.
 */
export function catalogVersion(): string {
  const hash = createHash("sha256");
  for (const language of ["fr", "nl", "en"]) {
    hash.update(readFileSync(new URL(`./public/assets/i18n/${language}.json`, import.meta.url)));
  }
  return hash.digest("hex").slice(0, 12);
}
