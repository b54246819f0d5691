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
 * SPEC 6: bearer tokens go only to allow-listed URLs, here our own origin's `/api/`, or the `/api/`
 * under `base` when the call names one: a base URL the domain's settings configure (SPEC 7 tunnel
 * calls, settings `urls.tunnelBase`), which this site's own server answers. A token must never leak
 * to the catalog, a CDN or a third party.
 */
export function isBearerAllowed(url: string | URL, origin: string, base = ""): boolean {
  let target: URL;
  let root: URL;
  try {
    target = new URL(url, origin);
    root = new URL(`${base.replace(/\/+$/, "")}/`, origin);
  } catch {
    return false;
  }
  const prefix = `${root.pathname}api/`;
  if (target.origin !== root.origin || !target.pathname.startsWith(prefix)) {
    return false;
  }
  const apiPath = `/api/${target.pathname.slice(prefix.length)}`;
  return !PUBLIC_API_PATHS.some((path) => apiPath === path || apiPath.startsWith(`${path}/`));
}
