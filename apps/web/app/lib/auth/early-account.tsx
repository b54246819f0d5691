import { useRouteLoaderData } from "react-router";
import { STORED_USER_PREFIX } from "./stored-session";

/**
 * Issue 8, the signed-in pages' critical path: without this, a customer page asks for the account
 * only once its JavaScript has downloaded and run and the identity client has read the session —
 * HTML, then ~150 KB of scripts, then GET /api/accounts/me, then the render. This inline script, in
 * the head of customer-area pages, asks as soon as the HTML is parsed, with the access token
 * oidc-client-ts keeps in this tab (lib/auth/stored-session.ts), while the scripts download:
 * - the account (`GET /api/accounts/me`), which every customer page needs first;
 * - the chain's alerts (`GET /api/alerts?type=ec`), which every page load of a registered customer
 *   shows as toasts (shell/alerts): without this they came three requests after the HTML, and on a
 *   phone their toast, painted last and larger than the home's text, was the page's largest paint;
 * - once the account says the customer is registered and holds a pass, the pass cards
 *   (`GET /api/accounts/me/cards`, the unpaid toast's signal), which the page would ask then too.
 * The page's first request for one of these addresses (api-client.ts) takes that answer instead of
 * asking again, provided it is for the same address with the same token, and recent.
 *
 * Nothing is sent that the page would not send a moment later itself: same origin, same token, only
 * when the stored token is valid for at least 30 more seconds (else the identity client renews it
 * first, and the page asks with the new one).
 */
export const EARLY_ACCOUNT_GLOBAL = "__cineluxEarlyAccount";

/** What the script leaves for the page. */
export interface EarlyAccountRequest {
  token: string;
  /** `Date.now()` when the script ran. */
  at: number;
  /**
   * Answers by path and query, as api-client.ts builds them (`/api/accounts/me?language=fr`). The
   * cards' promise rejects when the account does not call for them: the page then asks itself.
   */
  responses: Record<string, Promise<Response>>;
}

/** An answer older than this is not used: the page's own request would see fresher data. */
export const EARLY_ACCOUNT_MAX_AGE_MS = 10_000;

// ES5 on purpose (it runs before any module) and self-contained. The cards wait for the account,
// read from a clone: the script's reaction runs before the page's on the same promise, so the body
// is still unread. The rejection handlers only keep unused failed requests out of the console;
// whoever awaits a response still sees its failure.
export const EARLY_ACCOUNT_SCRIPT = `(function(){try{var s=sessionStorage,u=null,i,k;for(i=0;i<s.length;i++){k=s.key(i);if(k&&k.indexOf(${JSON.stringify(STORED_USER_PREFIX)})===0){u=JSON.parse(s.getItem(k)||"null");break}}if(!u||typeof u.access_token!=="string"||!(u.expires_at*1000>Date.now()+30000))return;var q="language="+encodeURIComponent(document.documentElement.lang),o={headers:{Accept:"application/json",Authorization:"Bearer "+u.access_token}},a="/api/accounts/me?"+q,l="/api/alerts?type=ec&"+q,c="/api/accounts/me/cards?"+q,r={};r[a]=fetch(a,o);r[l]=fetch(l,o);r[c]=r[a].then(function(x){return x.ok?x.clone().json():null}).then(function(m){if(m&&m.registered&&m.subscription===true)return fetch(c,o);throw 0});for(k in r)r[k].catch(function(){});window.${EARLY_ACCOUNT_GLOBAL}={token:u.access_token,at:Date.now(),responses:r}}catch(e){}})();`;

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
 * EARLY_ACCOUNT_MAX_AGE_MS ago; each taken once (a second request asks the server again).
 */
export function takeEarlyResponse(
  url: URL,
  token: string | undefined,
  scope: Record<string, unknown> = globalThis as unknown as Record<string, unknown>,
  now: number = Date.now(),
): Promise<Response> | undefined {
  const early = scope[EARLY_ACCOUNT_GLOBAL] as EarlyAccountRequest | undefined;
  if (!early || early.token !== token || now - early.at > EARLY_ACCOUNT_MAX_AGE_MS) {
    return undefined;
  }
  const address = `${url.pathname}${url.search}`;
  const response = early.responses[address];
  delete early.responses[address];
  return response;
}
