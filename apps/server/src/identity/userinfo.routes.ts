import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../db/client.ts";
import { AppError, accountGone } from "../lib/app-error.ts";
import { findAccountById } from "../modules/accounts/accounts.repository.ts";
import { accountClaims, claimsForScopes } from "./claims.ts";
import { USERINFO_PATH } from "./token-settings.ts";

/**
 * The OpenID userinfo endpoint (OpenID Connect Core 5.3), at the path discovery names. It takes the
 * access token a sign-in gives, the API's (docs/identity.md "Tokens and scopes"): `accessToken: true`
 * runs the API's own checks first (http/auth.ts: signature, issuer, the API's audience, expiry, `typ`,
 * the grant not ended). The token must carry `openid`; each scope it carries opens its claims.
 */
export async function userinfoRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const handler = async (request: FastifyRequest) => {
    const scopes = new Set(request.tokenScope.split(" "));
    if (!scopes.has("openid")) {
      throw new AppError("FORBIDDEN", {
        detail: "The access token was not granted the openid scope.",
        headers: { "www-authenticate": 'Bearer error="insufficient_scope", scope="openid"' },
      });
    }
    const row = await findAccountById(options.db, request.accountId);
    if (!row) {
      throw accountGone({ "www-authenticate": 'Bearer error="invalid_token"' });
    }
    return claimsForScopes(accountClaims(row), scopes);
  };
  app.route({
    method: ["GET", "POST"],
    // The embedded issuer is `{publicUrl}/idp` (config.ts); this route, exact, wins over `/idp/*`.
    url: `/idp${USERINFO_PATH}`,
    schema: { hide: true },
    config: { accessToken: true },
    handler,
  });
}
