import { createRemoteJWKSet, type JWTVerifyGetKey } from "jose";

/** The keys that verify access tokens, as the API's authentication hook asks for them (http/auth.ts). */
export type KeySetSource = () => Promise<JWTVerifyGetKey>;

/** An external provider: the JWKS named by its discovery document, fetched on first use. */
export function remoteKeySet(issuer: string): KeySetSource {
  let keySet: JWTVerifyGetKey | undefined;
  return async () => {
    if (!keySet) {
      const response = await fetch(`${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`);
      const discovery = (await response.json()) as { jwks_uri: string };
      keySet = createRemoteJWKSet(new URL(discovery.jwks_uri));
    }
    return keySet;
  };
}
