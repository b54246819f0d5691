import { config } from "zod/v4/core";

/**
 * The site's Content Security Policy allows no `'unsafe-eval'` (apps/server/src/http/security.ts):
 * zod would probe `new Function` before compiling a fast parser for an object schema, and the browser
 * reports the refused probe as a violation (Lighthouse's best practices count it). Its interpreted
 * parsers apply the same rules. Imported first by entry.client.tsx, before any schema is built; from
 * `zod/v4/core`, the module that holds zod's configuration, so the shell carries no schema code.
 */
config({ jitless: true });
