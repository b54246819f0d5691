/**
 * Calls without a token: the settings (SPEC 7) and the public catalog (SPEC 6: "Public catalog
 * endpoints skip authentication"; docs/catalog.md). The signed-in screens' own list of shows,
 * `/api/v4/client/shows`, does carry it.
 */
const PUBLIC_API_PATHS = [
  "/api/settings",
  "/api/shows",
  "/api/show",
  "/api/cinemas",
  "/api/cinema",
  "/api/zone",
];

/**
 * SPEC 6: bearer tokens go only to allow-listed URLs, here our own origin's `/api/`; a token
 * must never leak to the catalog, a CDN or a third party.
 */
export function isBearerAllowed(url: string | URL, origin: string): boolean {
  let target: URL;
  try {
    target = new URL(url, origin);
  } catch {
    return false;
  }
  if (target.origin !== new URL(origin).origin || !target.pathname.startsWith("/api/")) {
    return false;
  }
  return !PUBLIC_API_PATHS.some((path) => target.pathname === path || target.pathname.startsWith(`${path}/`));
}
