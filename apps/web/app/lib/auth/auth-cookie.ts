import { AUTH_FLAG_COOKIE, WEBVIEW_AUTH_COOKIE } from "@cinelux/contract/constants";

/** SPEC 9: the webview auth cookie is named after the provider plus _AUTH. */
export const AUTH_COOKIE_NAME = WEBVIEW_AUTH_COOKIE;

/** `www.cinelux.fr` -> `cinelux.fr`; local and IP hosts have no parent domain to share a cookie on. */
export function parentCookieDomain(hostname: string): string | undefined {
  const labels = hostname.toLowerCase().split(".");
  const local = hostname === "localhost" || hostname.endsWith(".localhost");
  const ip = /^[\d.]+$/.test(hostname) || hostname.includes(":");
  if (local || ip || labels.length < 2) {
    return undefined;
  }
  return labels.slice(-2).join(".");
}

function domainAttribute(hostname: string): string {
  const domain = parentCookieDomain(hostname);
  return domain ? `; Domain=.${domain}` : "";
}

/**
 * SPEC 9: the authentication flag the catalog reads (`*.cinelux.fr` shares it through the parent
 * domain): value 1, one hour. Not HttpOnly by nature (set from the browser); it holds no secret.
 */
export function authFlagCookie(hostname: string, secure: boolean): string {
  const { name, value, maxAgeSeconds } = AUTH_FLAG_COOKIE;
  return `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${domainAttribute(hostname)}${secure ? "; Secure" : ""}`;
}

/** The expired twins of a cookie: host-only and on the parent domain, so every copy goes. */
export function expiredCookies(name: string, hostname: string): string[] {
  const expired = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
  const domain = domainAttribute(hostname);
  return domain ? [expired, `${expired}${domain}`] : [expired];
}

// The Cookie Store API exists only in secure contexts and recent browsers; cookies must work on
// plain-HTTP dev hosts too, hence document.cookie below.

/** Set (and slid forward) whenever the auth state becomes authenticated. */
export function setAuthFlagCookie(location: Pick<Location, "hostname" | "protocol"> = window.location): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = authFlagCookie(location.hostname, location.protocol === "https:");
}

export function deleteAuthFlagCookie(hostname: string = window.location.hostname): void {
  for (const cookie of expiredCookies(AUTH_FLAG_COOKIE.name, hostname)) {
    // biome-ignore lint/suspicious/noDocumentCookie: see above
    document.cookie = cookie;
  }
}

/** SPEC 4 "Logout": deletes the auth cookie and the authentication flag on the parent domain. */
export function deleteAuthCookie(hostname: string): void {
  for (const cookie of expiredCookies(AUTH_COOKIE_NAME, hostname)) {
    // biome-ignore lint/suspicious/noDocumentCookie: see above
    document.cookie = cookie;
  }
  deleteAuthFlagCookie(hostname);
}
