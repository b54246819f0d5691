/**
 * The web's dependency rules (STYLE.md "Dependencies flow one way", DESIGN.md "Layout",
 * docs/architecture.md "Web layers"), as a pure checker over import edges so a test can prove each
 * rule can fail. Paths are relative to the repository root, with `/` separators. Circles between
 * files are import-circles.ts's.
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

/** A test, or test support (`*-test-kit.tsx`: what several tests share): no page loads it. */
const isTest = (path: string): boolean => /(\.test|-test-kit)\.tsx?$/.test(path);

/** Test support: a `testing/` folder or a `testing.ts` file. It keeps the order but may use mocks/. */
const isTestSupport = (path: string): boolean => /\/testing(\/|\.tsx?$)/.test(path);

/**
 * The folders of `lib/` from the bottom up: a lib file imports only from its own folder and the
 * folders before it, so lib has no circle between its folders (docs/architecture.md "Web layers").
 */
export const WEB_LAYERS = [
  "testing", // test support with no dependency: an in-memory Storage
  "environment", // the public configuration the server renders
  "toasts", // the toast store (the shell renders it)
  "lazy", // lazy components that can be preloaded
  "i18n", // translations: catalogs, the translator, the provider
  "routing", // the route table, typed paths, route handles
  "domain", // the domain serving the page and the language of a path
  "webview", // the mobile app's webview: its session cookie and the signals to the host
  "auth", // the identity client, the user manager, the sign-in guards
  "api", // the API client, coded errors, the error toasts
  "settings", // the domain's settings and flags, requireFlag
  "query", // the TanStack Query client and its provider
  "offline", // the offline store, notice and service worker
  "account", // the signed-in customer: account, customer-area guard, sign-in callback, sign-out
  "embedded", // the m/{language} guard, bar and sign-out
  "checkout", // a payment-creating call: its Idempotency-Key per attempt, leaving for the provider
  "staff", // the staff back-office: its sign-in, API client, member, sections and texts
  "analytics", // screen views
  "captcha", // the captcha widget
  "catalog", // catalog URLs, paths and SEO
  "footer", // the footer's data
  "tickets", // the ticket count
  "architecture", // these rules
] as const;

/**
 * The web's areas from the bottom up: a file imports only from its own area and those below it.
 * The files right in app/ (root.tsx, the entries, routes.ts, the server contexts) stand with routes/.
 */
const AREAS = ["ui/", "lib/", "shell/", "features/", "routes/ and the app root"] as const;
const AREA_FOLDERS = ["ui", "lib", "shell", "features", "routes"];

function areaOf(path: string): number | undefined {
  if (!path.startsWith(WEB_APP)) {
    return undefined;
  }
  const rest = path.slice(WEB_APP.length);
  // `ui` alone is the design system's index; any other name right in app/ is a file of the app root.
  const index = AREA_FOLDERS.indexOf(rest.split("/")[0] as string);
  if (index !== -1) {
    return index;
  }
  return rest.includes("/") ? undefined : AREAS.length - 1;
}

const AFTER_IT = "which stands after it in WEB_LAYERS";

/** A lib file's folder's place in WEB_LAYERS: -1 for a folder not listed, or a file right in lib/. */
function libLayerOf(path: string): number {
  const parts = path.slice(`${WEB_APP}lib/`.length).split("/");
  return parts.length < 2 ? -1 : (WEB_LAYERS as readonly string[]).indexOf(parts[0] as string);
}

/** The order rules: areas, lib folders, and who may use the fakes of mocks/. Tests may import anything. */
function orderViolations(edge: ImportEdge): Violation[] {
  const { from, to } = edge;
  if (isTest(from)) {
    return [];
  }
  const violations: Violation[] = [];
  if (isUnder(to, "mocks")) {
    const appRoot = from.startsWith(WEB_APP) && !from.slice(WEB_APP.length).includes("/");
    if (!(appRoot || isUnder(from, "mocks") || isTestSupport(from))) {
      violations.push({ ...edge, rule: "only tests, test support and the app root import mocks/" });
    }
    return violations;
  }
  const fromArea = areaOf(from);
  const toArea = areaOf(to);
  // ui/ and imports of features/ have their own rules (findViolations).
  if (fromArea !== undefined && toArea !== undefined && toArea > fromArea && fromArea > 0 && toArea !== 3) {
    violations.push({
      ...edge,
      rule: `${AREAS[fromArea]} does not import ${AREAS[toArea]}, which stands above it`,
    });
  }
  if (isUnder(from, "lib") && isUnder(to, "lib")) {
    const fromLayer = libLayerOf(from);
    const toLayer = libLayerOf(to);
    if (fromLayer === -1 || toLayer === -1) {
      const stray = fromLayer === -1 ? from : to;
      violations.push({ ...edge, rule: `${stray} is in no folder of WEB_LAYERS` });
    } else if (toLayer > fromLayer) {
      violations.push({
        ...edge,
        rule: `lib/${WEB_LAYERS[fromLayer]} does not import lib/${WEB_LAYERS[toLayer]}, ${AFTER_IT}`,
      });
    }
  }
  return violations;
}

/** A route module: `root.tsx` or a file under `routes/` (not a test, nor React Router's generated `+types`). */
function isRouteModule(path: string): boolean {
  if (isTest(path) || path.includes("/+types/")) {
    return false;
  }
  return path === `${WEB_APP}root.tsx` || isUnder(path, "routes");
}

const withoutExtension = (path: string): string => path.replace(/\.(tsx?|jsx?)$/, "");

/**
 * The staff back-office's code (docs/staff.md "The staff app"): its lib, shell and route folders and
 * the `staff-*` features. Only it imports it, so no customer page ever carries staff code.
 */
function isStaffCode(path: string): boolean {
  return (
    ["lib/staff/", "shell/staff/", "routes/staff/"].some((folder) =>
      path.startsWith(`${WEB_APP}${folder}`),
    ) ||
    (featureOf(path)?.startsWith("staff-") ?? false)
  );
}

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
    // The design system is the bottom layer: it knows no screen, no shell and no data.
    if (
      isUnder(from, "ui") &&
      (toFeature || isUnder(to, "shell") || isUnder(to, "lib") || isUnder(to, "routes"))
    ) {
      violations.push({ ...edge, rule: "ui/ imports no feature, shell, lib or route" });
    }
    if (to.startsWith("apps/server/") || to === "@cinelux/server" || to.startsWith("@cinelux/server/")) {
      violations.push({ ...edge, rule: "the web does not import the server" });
    }
    if (!isTest(from) && isStaffCode(to) && !isStaffCode(from)) {
      violations.push({ ...edge, rule: "only the staff app imports the staff app" });
    }
    if (isRouteModule(from) && isRouteModule(to) && withoutExtension(from) !== withoutExtension(to)) {
      violations.push({ ...edge, rule: "a route module does not import another route module" });
    }
    violations.push(...orderViolations(edge));
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

/**
 * Code every page loads (lib/, shell/, routes/, root and the entries) must not load zod at run time:
 * ~25 KB gzip of the customer home's 160 KB budget (DESIGN.md). Type-only imports cost nothing; a
 * feature may load zod for its own form, on its own route.
 */
export function findZodOnEveryPage(
  imports: readonly { from: string; to: string; typeOnly: boolean }[],
  zodContractModules: ReadonlySet<string>,
): Violation[] {
  const everyPage = (path: string) =>
    !isTest(path) &&
    (isUnder(path, "lib") ||
      isUnder(path, "shell") ||
      isUnder(path, "routes") ||
      /^apps\/web\/app\/(root|entry\.client|entry\.server)\.tsx?$/.test(path));
  return imports
    .filter(({ from, to, typeOnly }) => {
      const module = /^@cinelux\/contract(?:\/([\w-]+))?$/.exec(to);
      return everyPage(from) && !typeOnly && module && zodContractModules.has(module[1] ?? "index");
    })
    .map(({ from, to }) => ({
      from,
      to,
      rule: "code on every page does not load zod (contract module with zod)",
    }));
}

/** Value imports of a source file, each marked type-only or not (`import type`, `export type`). */
export function importsWithKind(source: string): { specifier: string; typeOnly: boolean }[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
  return [...code.matchAll(/\b(import|export)(\s+type)?\s[^;]*?\bfrom\s*["']([^"']+)["']/g)].map((match) => ({
    specifier: match[3] ?? "",
    typeOnly: Boolean(match[2]),
  }));
}

/** The contract modules that load zod, directly or through another contract module. */
export function zodModules(sources: ReadonlyMap<string, string>): Set<string> {
  const loads = new Set<string>();
  let changed = true;
  while (changed) {
    changed = false;
    for (const [name, source] of sources) {
      if (loads.has(name)) {
        continue;
      }
      const imported = importsWithKind(source).filter((entry) => !entry.typeOnly);
      const viaZod = imported.some(({ specifier }) => specifier === "zod" || specifier.startsWith("zod/"));
      const viaModule = imported.some(({ specifier }) =>
        loads.has(specifier.replace(/^\.\//, "").replace(/\.ts$/, "")),
      );
      if (viaZod || viaModule) {
        loads.add(name);
        changed = true;
      }
    }
  }
  return loads;
}

/** Libraries a public page must not load before it runs (decision 004, DESIGN.md initial-JS budget). */
export const NOT_ON_PUBLIC_PAGES = ["@tanstack/", "oidc-client-ts", "i18next", "react-i18next"] as const;

/** The modules a public page's JavaScript starts from: the entries, the root, its public routes. */
export const PUBLIC_PAGE_STARTS = [
  "apps/web/app/entry.client.tsx",
  "apps/web/app/root.tsx",
  "apps/web/app/routes/not-found.tsx",
  "apps/web/app/routes/language-layout.tsx",
  "apps/web/app/routes/error.tsx",
  "apps/web/app/routes/unsubscribe/unsubscribe-layout.tsx",
  "apps/web/app/routes/unsubscribe/unsubscribe.tsx",
  "apps/web/app/routes/unsubscribe/confirmation.tsx",
  "apps/web/app/routes/catalog/show.tsx",
  "apps/web/app/routes/catalog/home.tsx",
] as const;

/**
 * The forbidden libraries (NOT_ON_PUBLIC_PAGES unless `libraries` says) a public page reaches through static value
 * imports from `starts`: what the build puts in its initial modules. Dynamic `import()` and
 * type-only imports load nothing at start. `imports` maps a file to its static value imports,
 * relative ones already resolved to files (or to a package name).
 */
export function findLibrariesOnPublicPages(
  imports: ReadonlyMap<string, readonly string[]>,
  starts: readonly string[],
  libraries: readonly string[] = NOT_ON_PUBLIC_PAGES,
): Violation[] {
  const violations: Violation[] = [];
  const seen = new Set<string>();
  const pending = [...starts];
  while (pending.length > 0) {
    const from = pending.pop() as string;
    if (seen.has(from)) {
      continue;
    }
    seen.add(from);
    for (const to of imports.get(from) ?? []) {
      if (libraries.some((name) => to === name || to.startsWith(name.endsWith("/") ? name : `${name}/`))) {
        violations.push({ from, to, rule: "a public page loads no query cache, identity client or i18next" });
      } else {
        pending.push(to);
      }
    }
  }
  return violations;
}
