import { LANGUAGES, languageFromLocales } from "@cinelux/contract";
import compress from "koa-compress";
import Provider, {
  type Configuration,
  errors,
  interactionPolicy,
  type KoaContextWithOIDC,
} from "oidc-provider";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { IdentityKeys } from "../db/keys.ts";
import { brotliOptions, COMPRESSION_THRESHOLD, GZIP_LEVEL } from "../lib/compression-levels.ts";
import { html, SafeHtml } from "../lib/html.ts";
import { findAccountById } from "../modules/accounts/accounts.repository.ts";
import { revokeGrantsOnSignOut } from "../modules/revocation/sign-out.ts";
import { findActiveStaff } from "../modules/staff/staff-accounts.service.ts";
import { postgresAdapter } from "./adapter.ts";
import { accountClaims, OIDC_SCOPES, SCOPE_CLAIMS } from "./claims.ts";
import { MESSAGES } from "./messages/index.ts";
import { layout } from "./pages/layout.ts";
import { messagePage } from "./pages/pages.ts";
import { ACCESS_TOKEN_TTL_SECONDS, API_SCOPE, USERINFO_PATH } from "./token-settings.ts";

export { ACCESS_TOKEN_TTL_SECONDS, API_SCOPE };

/**
 * The scopes of the API's resource server: its own and the OpenID ones. Every access token is issued
 * for the API (a client sends no `resource`), and userinfo accepts that token (userinfo.routes.ts), so
 * the token carries the OpenID scopes it was granted: the token response then answers them, and
 * userinfo reads them to choose the claims (docs/identity.md "Tokens and scopes").
 */
const API_RESOURCE_SCOPES = [...OIDC_SCOPES, API_SCOPE].join(" ");
const GRANTED_CLAIMS = Object.values(SCOPE_CLAIMS).flat();
/** The staff audience's resource server: the OpenID scopes and its own (docs/staff.md "Sign-in"). */
const STAFF_SCOPE = "staff";
const STAFF_RESOURCE_SCOPES = [...OIDC_SCOPES, STAFF_SCOPE].join(" ");

/**
 * A browser has one provider session: a staff sign-in's (its `amr` holds `otp`, staff-interaction.routes.ts)
 * must never serve the customers' client, nor a customer's the staff client. When the session is
 * the other kind, the login prompt asks again, and the new sign-in replaces the session.
 */
function staffSessionCheck(staffClientId: string) {
  return new interactionPolicy.Check(
    "staff_session_mismatch",
    "the session was opened for the other client kind (staff or customer)",
    (ctx) => {
      const session = ctx.oidc.session;
      if (!session?.accountId) {
        return interactionPolicy.Check.NO_NEED_TO_PROMPT;
      }
      const staffSession = (session.amr ?? []).includes("otp");
      const staffClient = ctx.oidc.client?.clientId === staffClientId;
      return staffSession === staffClient
        ? interactionPolicy.Check.NO_NEED_TO_PROMPT
        : interactionPolicy.Check.REQUEST_PROMPT;
    },
  );
}

function pageLanguage(ctx: KoaContextWithOIDC) {
  const params = ctx.oidc?.params as { ui_locales?: string } | undefined;
  return languageFromLocales(params?.ui_locales ?? ctx.query.ui_locales?.toString());
}

export function createProvider(options: { config: Config; db: Database; keys: IdentityKeys }): Provider {
  const { config, db, keys } = options;
  const { issuer, audience, clientId, staffClientId, staffAudience } = config.oidc;
  const policy = interactionPolicy.base();
  policy.get("login")?.checks.push(staffSessionCheck(staffClientId));

  const configuration: Configuration = {
    adapter: postgresAdapter(db),
    clients: [
      {
        client_id: clientId,
        application_type: "web",
        token_endpoint_auth_method: "none",
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        // Exact URIs: every origin the site is served from (both domains locally).
        redirect_uris: config.origins.map((origin) => `${origin}/callback`),
        post_logout_redirect_uris: config.origins.flatMap((origin) =>
          LANGUAGES.map((lang) => `${origin}/${lang}`),
        ),
      },
      {
        // The staff back-office (docs/staff.md): its own sign-in pages, audience and claims.
        client_id: staffClientId,
        application_type: "web",
        token_endpoint_auth_method: "none",
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        redirect_uris: config.origins.map((origin) => `${origin}/staff/callback`),
        post_logout_redirect_uris: config.origins.map((origin) => `${origin}/staff`),
      },
    ],
    jwks: { keys: keys.signing },
    cookies: { keys: keys.cookies },
    scopes: [...OIDC_SCOPES],
    responseTypes: ["code"],
    claims: Object.fromEntries(Object.entries(SCOPE_CLAIMS).map(([scope, names]) => [scope, [...names]])),
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, origin) => config.origins.includes(origin),
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Grant: 14 * 24 * 3600,
      Session: 14 * 24 * 3600,
      RefreshToken: 14 * 24 * 3600,
    },
    // The web is a public client: renewal goes through refresh tokens (rotated on each use).
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed("refresh_token"),
    rotateRefreshToken: true,
    // The grant in every access token, so the API can refuse the tokens of an ended grant (docs/sessions.md),
    // and the sign-in's time (`auth_time`, carried by the code and then by each refresh token), so
    // account deletion can ask for a recent sign-in (docs/accounts.md).
    // A staff token also carries the staff member's roles as they are now (a refresh reads them
    // again), `amr` and `mfa_at`, the time of its second factor: every staff sign-in takes one, so it
    // is the sign-in's time (docs/staff.md "Tokens").
    extraTokenClaims: async (ctx, token) => {
      if (!("grantId" in token && token.grantId)) {
        return undefined;
      }
      const entities = ctx?.oidc?.entities;
      const authTime = entities?.AuthorizationCode?.authTime ?? entities?.RefreshToken?.authTime;
      const claims: Record<string, unknown> =
        typeof authTime === "number" ? { gid: token.grantId, auth_time: authTime } : { gid: token.grantId };
      if (token.clientId === staffClientId && "accountId" in token && typeof token.accountId === "string") {
        const staff = await findActiveStaff(db, token.accountId);
        const amr = entities?.AuthorizationCode?.amr ?? entities?.RefreshToken?.amr;
        if (staff && typeof authTime === "number") {
          Object.assign(claims, { roles: staff.roles, amr, mfa_at: authTime });
        }
      }
      return claims;
    },
    interactions: { policy, url: (_ctx, interaction) => `/auth/interaction/${interaction.uid}` },
    async findAccount(ctx, sub) {
      if (ctx.oidc?.client?.clientId === staffClientId) {
        const staff = await findActiveStaff(db, sub);
        return staff
          ? {
              accountId: staff.id,
              claims: async () => ({ sub: staff.id, email: staff.mail, email_verified: true }),
            }
          : undefined;
      }
      const row = await findAccountById(db, sub);
      if (!row) {
        return undefined;
      }
      return {
        accountId: row.id,
        claims: async () => accountClaims(row),
      };
    },
    // First-party client: the grant is created on sign-in, so no consent screen ever shows.
    async loadExistingGrant(ctx) {
      const session = ctx.oidc.session;
      const client = ctx.oidc.client;
      if (!session || !client) {
        return undefined;
      }
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        return ctx.oidc.provider.Grant.find(grantId);
      }
      const staffClient = client.clientId === staffClientId;
      if ((client.clientId !== clientId && !staffClient) || !session.accountId) {
        return undefined;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(OIDC_SCOPES.join(" "));
      grant.addOIDCClaims(GRANTED_CLAIMS);
      if (staffClient) {
        grant.addResourceScope(staffAudience, STAFF_RESOURCE_SCOPES);
      } else {
        grant.addResourceScope(audience, API_RESOURCE_SCOPES);
      }
      await grant.save();
      return grant;
    },
    // Userinfo is served beside the provider (userinfo.routes.ts) because it must accept the API's
    // access token, which the provider's own endpoint refuses (it takes only tokens with no audience);
    // discovery names it at the provider's usual path, so clients find it as before.
    discovery: { userinfo_endpoint: `${issuer}${USERINFO_PATH}` },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: false },
      // A client revokes only its own tokens; another's are left alone with the usual 200 (RFC 7009).
      revocation: {
        enabled: true,
        allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId,
      },
      resourceIndicators: {
        enabled: true,
        // Each client its own audience: a staff token is never the API's, nor a customer's the staff's.
        defaultResource: (ctx) => (ctx.oidc.client?.clientId === staffClientId ? staffAudience : audience),
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, resource, client) {
          const staffClient = client.clientId === staffClientId;
          if (resource !== (staffClient ? staffAudience : audience)) {
            throw new errors.InvalidTarget();
          }
          return {
            scope: staffClient ? STAFF_RESOURCE_SCOPES : API_RESOURCE_SCOPES,
            audience: resource,
            accessTokenFormat: "jwt",
            accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
            jwt: { sign: { alg: "RS256" } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          const lang = pageLanguage(ctx);
          const t = MESSAGES[lang].signOut;
          // A link alone must not sign a customer out (docs/identity.md "Sign-out"): the page confirms by
          // itself only when the app sent a valid ID token (the provider checked its signature) of the
          // signed-in account; anyone else gets the question and a button.
          const hint = ctx.oidc.entities.IdTokenHint as { payload?: { sub?: unknown } } | undefined;
          const confirmed =
            hint?.payload?.sub !== undefined && hint.payload.sub === ctx.oidc.session?.accountId;
          const content = html`<p>${t.body}</p>${new SafeHtml(form)}
<button type="submit" form="op.logoutForm" name="logout" value="yes">${t.submit}</button>
<div class="links"><a href="${config.publicUrl}/${lang}">${t.cancel}</a></div>`;
          ctx.type = "html";
          ctx.body = layout({
            lang,
            title: t.title,
            content,
            scripts: confirmed ? ["/auth/assets/logout.js"] : [],
          });
        },
        postLogoutSuccessSource(ctx) {
          const lang = pageLanguage(ctx);
          const t = MESSAGES[lang];
          ctx.type = "html";
          ctx.body = messagePage(lang, t.signOut.doneTitle, t.signOut.doneBody, [
            { href: `${config.publicUrl}/${lang}`, label: t.error.back },
          ]);
        },
      },
    },
    renderError(ctx, _out, error) {
      const lang = pageLanguage(ctx);
      const t = MESSAGES[lang].error;
      ctx.type = "html";
      // The provider's own errors carry their 4xx; anything else is ours, a 500 (logged on server_error).
      ctx.status = "status" in error && typeof error.status === "number" ? error.status : 500;
      ctx.body = messagePage(lang, t.title, t.body, [{ href: `/${lang}`, label: t.back }]);
    },
  };

  const provider = new Provider(issuer, configuration);
  // Behind a configured proxy the provider must trust X-Forwarded-* to build its URLs; never otherwise.
  provider.proxy = config.trustProxy !== false;
  // DESIGN.md "Compression": the provider's pages and JSON are written by Koa, past Fastify's reply
  // (and so past @fastify/compress): its own middleware compresses them, at the server's levels.
  provider.use(
    compress({
      threshold: COMPRESSION_THRESHOLD,
      br: brotliOptions(),
      gzip: { level: GZIP_LEVEL },
      deflate: false,
      zstd: false,
    }),
  );
  provider.use(revokeGrantsOnSignOut(provider, db));
  return provider;
}
