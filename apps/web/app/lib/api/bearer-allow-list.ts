/** SPEC 7: calls without a token (settings are public). */
const PUBLIC_API_PATHS = ["/api/settings"];

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
