import { BRAND } from "@cinelux/contract/brand";

/** SPEC 9: the webview auth cookie is named after the provider plus _AUTH. */
export const AUTH_COOKIE_NAME = `${BRAND.key.toUpperCase()}_AUTH`;

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

/** SPEC 4 "Logout": deletes the auth cookie on the parent domain (and any host-only copy). */
export function deleteAuthCookie(hostname: string): void {
  const expired = `${AUTH_COOKIE_NAME}=; Max-Age=0; Path=/; SameSite=Lax`;
  const domain = parentCookieDomain(hostname);
  // The Cookie Store API exists only in secure contexts and recent browsers; deletion must work
  // on plain-HTTP dev hosts too.
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie = expired;
  if (domain) {
    // biome-ignore lint/suspicious/noDocumentCookie: see above
    document.cookie = `${expired}; Domain=${domain}`;
  }
}
