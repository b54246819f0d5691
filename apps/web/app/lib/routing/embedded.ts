/**
 * SPEC 2.2 mobile-embedded variants: `m/{language}/...` renders the same pages as
 * `{language}/...` inside an app's webview, without header and footer.
 */
export const EMBEDDED_PREFIX = "m";

/** The layout route every embedded page sits under (its handle hides header and footer). */
export const EMBEDDED_LAYOUT_FILE = "routes/embedded-layout.tsx";

/** Route ids must be unique while the file is shared with the normal page: `routes/x.tsx` -> `m/routes/x`. */
export function embeddedRouteId(file: string): string {
  return `${EMBEDDED_PREFIX}/${file.replace(/\.[jt]sx?$/, "")}`;
}
