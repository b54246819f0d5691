import { useRouteLoaderData } from "react-router";
import { STORED_USER_PREFIX } from "./stored-session";

/**
 * Issue 8, the signed-in home's critical path: without this, a customer page asks for the account
 * only once its JavaScript has downloaded and run and the identity client has read the session —
 * HTML, then ~150 KB of scripts, then GET /api/accounts/me, then the render. This inline script, in
 * the head of customer-area pages, asks for the account as soon as the HTML is parsed, with the
 * access token oidc-client-ts keeps in this tab (lib/auth/stored-session.ts), while the scripts
 * download. The page's first account request (api-client.ts) takes that answer instead of asking
 * again, provided it is for the same address with the same token, and recent.
 *
 * Nothing is sent that the page would not send a moment later itself: same origin, same token, only
 * when the stored token is valid for at least 30 more seconds (else the identity client renews it
 * first, and the page asks with the new one).
 */
export const EARLY_ACCOUNT_GLOBAL = "__cineluxEarlyAccount";

/** What the script leaves for the page. */
export interface EarlyAccountRequest {
  token: string;
  /** Path and query, as api-client.ts builds them: `/api/accounts/me?language=fr`. */
  url: string;
  /** `Date.now()` when it was sent. */
  at: number;
  response: Promise<Response>;
}

/** An answer older than this is not used: the page's own request would see fresher data. */
export const EARLY_ACCOUNT_MAX_AGE_MS = 10_000;

// ES5 on purpose (it runs before any module) and self-contained; the language is the page's
// (<html lang>), as the guard's request will have it. The rejection handler only keeps an unused
// failed request out of the console; whoever awaits `response` still sees the failure.
export const EARLY_ACCOUNT_SCRIPT = `(function(){try{var s=sessionStorage,u=null,i,k;for(i=0;i<s.length;i++){k=s.key(i);if(k&&k.indexOf(${JSON.stringify(STORED_USER_PREFIX)})===0){u=JSON.parse(s.getItem(k)||"null");break}}if(!u||typeof u.access_token!=="string"||!(u.expires_at*1000>Date.now()+30000))return;var p="/api/accounts/me?language="+encodeURIComponent(document.documentElement.lang),r=fetch(p,{headers:{Accept:"application/json",Authorization:"Bearer "+u.access_token}});r.catch(function(){});window.${EARLY_ACCOUNT_GLOBAL}={token:u.access_token,url:p,at:Date.now(),response:r}}catch(e){}})();`;

/**
 * The inline script, rendered by the customer-area layouts' HydrateFallback: only their pages carry
 * it (public pages never ask for the account, nor download this module), and it runs as the body is
 * parsed, long before the module scripts arrive. The root's loader gives the render's CSP nonce.
 */
export function EarlyAccountScript() {
  const root = useRouteLoaderData<{ cspNonce?: string }>("root");
  return (
    <script
      nonce={root?.cspNonce}
      // The browser hides a nonce from the DOM after parsing: hydration must not compare it.
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of this module, no data in it
      dangerouslySetInnerHTML={{ __html: EARLY_ACCOUNT_SCRIPT }}
    />
  );
}

/**
 * The early answer for `url` if the script asked for exactly that address with `token` less than
 * EARLY_ACCOUNT_MAX_AGE_MS ago; taken once (a second request asks the server again).
 */
export function takeEarlyResponse(
  url: URL,
  token: string | undefined,
  scope: Record<string, unknown> = globalThis as unknown as Record<string, unknown>,
  now: number = Date.now(),
): Promise<Response> | undefined {
  const early = scope[EARLY_ACCOUNT_GLOBAL] as EarlyAccountRequest | undefined;
  if (!early) {
    return undefined;
  }
  const matches =
    early.token === token &&
    early.url === `${url.pathname}${url.search}` &&
    now - early.at <= EARLY_ACCOUNT_MAX_AGE_MS;
  if (!matches) {
    return undefined;
  }
  delete scope[EARLY_ACCOUNT_GLOBAL];
  return early.response;
}
