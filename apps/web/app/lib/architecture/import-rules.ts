/**
 * The web's dependency rules (STYLE.md "Dependencies flow one way", DESIGN.md "Layout"), as a
 * pure checker over import edges so a test can prove each rule can fail. Paths are relative to
 * the repository root, with `/` separators.
 */
export interface ImportEdge {
  /** The importing file, e.g. `apps/web/app/features/advantages/api/get-advantages.ts`. */
  from: string;
  /** The imported file or package as resolved, e.g. `apps/web/app/lib/api/api-client` or `@cinelux/contract/flags`. */
  to: string;
}

export interface Violation extends ImportEdge {
  rule: string;
}

const WEB_APP = "apps/web/app/";

/** `features/<name>` of a web file, or undefined. */
function featureOf(path: string): string | undefined {
  return path.startsWith(`${WEB_APP}features/`)
    ? path.slice(`${WEB_APP}features/`.length).split("/")[0]
    : undefined;
}

function isUnder(path: string, folder: string): boolean {
  return path.startsWith(`${WEB_APP}${folder}/`);
}

const isTest = (path: string): boolean => /\.test\.tsx?$/.test(path);

/** A route module: `root.tsx` or a file under `routes/` (not a test, nor React Router's generated `+types`). */
function isRouteModule(path: string): boolean {
  if (isTest(path) || path.includes("/+types/")) {
    return false;
  }
  return path === `${WEB_APP}root.tsx` || isUnder(path, "routes");
}

const withoutExtension = (path: string): string => path.replace(/\.(tsx?|jsx?)$/, "");

export function findViolations(edges: readonly ImportEdge[]): Violation[] {
  const violations: Violation[] = [];
  for (const edge of edges) {
    const { from, to } = edge;
    const fromFeature = featureOf(from);
    const toFeature = featureOf(to);
    if (fromFeature && toFeature && fromFeature !== toFeature) {
      violations.push({ ...edge, rule: "a feature does not import another feature" });
    }
    if ((isUnder(from, "shell") || isUnder(from, "lib")) && toFeature) {
      violations.push({ ...edge, rule: "shell/ and lib/ do not import features/" });
    }
    if (to.startsWith("apps/server/") || to === "@cinelux/server" || to.startsWith("@cinelux/server/")) {
      violations.push({ ...edge, rule: "the web does not import the server" });
    }
    if (isRouteModule(from) && isRouteModule(to) && withoutExtension(from) !== withoutExtension(to)) {
      violations.push({ ...edge, rule: "a route module does not import another route module" });
    }
  }
  return violations;
}

// `import x from "y"`, `import type { x } from "y"`, `export { x } from "y"`, `import "y"`, `import("y")`.
const IMPORT_PATTERN =
  /(?:\bimport|\bexport)\s[^;]*?\bfrom\s*["']([^"']+)["']|\bimport\s*\(?\s*["']([^"']+)["']/g;

/** The module specifiers a source file imports (comments are stripped first). */
export function importSpecifiers(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
  return [...code.matchAll(IMPORT_PATTERN)].map((match) => match[1] ?? match[2] ?? "");
}
