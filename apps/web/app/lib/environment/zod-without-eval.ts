import { config } from "zod/v4/core";

/**
 * The site's Content Security Policy allows no `'unsafe-eval'` (apps/server/src/http/security.ts):
 * zod would probe `new Function` before compiling a fast parser for an object schema, and the browser
 * reports the refused probe as a violation (Lighthouse's best practices count it). Its interpreted
 * parsers apply the same rules. Imported first by the entry of a page's code that parses answers in
 * the browser (the booking tunnel's seat-page-entry.tsx), never by the app shell: zod's core would
 * then join the shell's chunk, ~3.6 KB gzip on every catalog page (decision 004's budget).
 */
config({ jitless: true });
