/**
 * One query or mutation per endpoint in the whole web: the file that calls an endpoint (a method and
 * a path of the API) owns its request, its cache key and its cache handling, and every screen that
 * needs it imports that file. Two files calling the same endpoint are two cache entries for the
 * same data, which drift apart (one refreshes after a change, the other does not).
 */

export interface SourceFile {
  /** Repository path, e.g. `apps/web/app/lib/account/cards.ts`. */
  path: string;
  text: string;
}

/** `GET /api/accounts/me/cards`: parameters as `{}`, the query string left out. */
export type Endpoint = string;

// A request names its path as `path: "/api/…"`, `path = "/api/…"` or as a call's first argument
// (`apiUrl("/api/…", …)`, `authorizedFetch("/api/…", …)`); lists of paths (the bearer allow-list,
// the offline rules, the sitemap's disallowed prefixes) are none of these.
const REQUEST_PATH = /(?:\bpath\s*[:=]\s*|\(\s*)(["'`])(\/api\/[^"'`]*)\1/g;
const METHOD = /\bmethod\s*:\s*["'`]([A-Z]+)["'`]/;
const CLOSING: Record<string, string> = { "{": "}", "(": ")" };

/** The text of the object or call that holds the literal at `at`: where its method is named. */
function enclosing(text: string, at: number): string {
  let depth = 0;
  for (let start = at; start >= 0; start -= 1) {
    const char = text[start] ?? "";
    if (char === "}" || char === ")") {
      depth += 1;
    } else if (char === "{" || char === "(") {
      if (depth === 0) {
        const open = char;
        let inner = 0;
        for (let end = start + 1; end < text.length; end += 1) {
          const next = text[end];
          if (next === open) {
            inner += 1;
          } else if (next === CLOSING[open]) {
            if (inner === 0) {
              return text.slice(start, end + 1);
            }
            inner -= 1;
          }
        }
        return text.slice(start);
      }
      depth -= 1;
    }
  }
  return "";
}

/** From `at` to the next top-level declaration: a URL built first and fetched a few lines later. */
function restOfFunction(text: string, at: number): string {
  const next = text.slice(at).search(/\n(?:export |function |const |async function )/);
  return next < 0 ? text.slice(at) : text.slice(at, at + next);
}

function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
}

/** The endpoints a source file calls. */
export function endpointsOf(text: string): Endpoint[] {
  const code = withoutComments(text);
  const found = new Set<Endpoint>();
  for (const match of code.matchAll(REQUEST_PATH)) {
    const literal = match[2] ?? "";
    const path = literal.split("?")[0]?.replace(/\$\{[^}]*\}/g, "{}") ?? literal;
    const at = match.index ?? 0;
    const method =
      METHOD.exec(enclosing(code, at))?.[1] ?? METHOD.exec(restOfFunction(code, at))?.[1] ?? "GET";
    found.add(`${method} ${path}`);
  }
  return [...found];
}

/** Each endpoint called from more than one file, with those files. */
export function endpointsCalledTwice(files: readonly SourceFile[]): Map<Endpoint, string[]> {
  const callers = new Map<Endpoint, string[]>();
  for (const file of files) {
    for (const endpoint of endpointsOf(file.text)) {
      callers.set(endpoint, [...(callers.get(endpoint) ?? []), file.path]);
    }
  }
  return new Map([...callers].filter(([, paths]) => paths.length > 1));
}
