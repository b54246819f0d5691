import type Provider from "oidc-provider";
import type { KoaContextWithOIDC } from "oidc-provider";
import type { Database } from "../../db/client.ts";
import { revokeGrants } from "./revocation.service.ts";

/** Where the provider's sign-out form posts (its default `routes.end_session` + "/confirm"). */
const CONFIRM_PATH = "/session/end/confirm";

type Authorizations = Record<string, { grantId?: string | undefined }>;

/**
 * Sign-out ends the grants it signs the customer out of (docs/sessions.md). oidc-provider's
 * end_session keeps a grant whose authorization `persistsLogout`, which offline_access sets, and the
 * web asks for offline_access: left alone, the refresh token and the access tokens would outlive the
 * sign-out. This Koa middleware reads the session before the confirmation runs and, once the provider
 * has accepted it (a redirect: the form's xsrf checked), revokes every grant whose authorization the
 * sign-out removed: all of them when the session is destroyed ("sign out": `logout=yes`), else the
 * requesting client's. The revocation finishes before the redirect is sent.
 */
export function revokeGrantsOnSignOut(provider: Provider, db: Database) {
  return async (ctx: KoaContextWithOIDC, next: () => Promise<void>): Promise<void> => {
    if (ctx.method !== "POST" || ctx.path !== CONFIRM_PATH) {
      await next();
      return;
    }
    const before = (await provider.Session.get(ctx)).authorizations ?? {};
    await next();
    if (ctx.oidc?.route !== "end_session_confirm" || ctx.status < 300 || ctx.status >= 400) {
      return;
    }
    const session = ctx.oidc.session as (typeof ctx.oidc.session & { destroyed?: boolean }) | undefined;
    const kept: Authorizations = session && !session.destroyed ? (session.authorizations ?? {}) : {};
    const ended = Object.entries(before as Authorizations).flatMap(([clientId, { grantId }]) =>
      grantId && kept[clientId]?.grantId !== grantId ? [grantId] : [],
    );
    await revokeGrants(db, ended);
  };
}
