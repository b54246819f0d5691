import { createHash, randomBytes } from "node:crypto";
import type { Language } from "@cinelux/contract";
import { jwtVerify } from "jose";
import type { UpstreamIdentity } from "../../modules/identities/link-token.ts";
import {
  ID_TOKEN_LEEWAY_SECONDS,
  PROVIDER_LABELS,
  type UpstreamConnection,
  type UpstreamFetch,
} from "./connections.ts";

/**
 * The relying-party side of an upstream sign-in (docs/identities.md): authorization code flow with
 * PKCE (S256), `state` and `nonce`; the ID token checked for signature, issuer, audience, expiry
 * and nonce. The same code for a real provider and for a demonstration one.
 */

export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

export function codeChallengeOf(verifier: string): string {
  return createHash("sha256").update(verifier).digest("base64url");
}

export function authorizationUrl(
  connection: UpstreamConnection,
  options: { state: string; nonce: string; codeVerifier: string; language: Language },
): string {
  const url = new URL(connection.authorizationUrl);
  const params: Record<string, string> = {
    response_type: "code",
    client_id: connection.clientId,
    redirect_uri: connection.redirectUri,
    scope: connection.scope,
    state: options.state,
    nonce: options.nonce,
    code_challenge: codeChallengeOf(options.codeVerifier),
    code_challenge_method: "S256",
    ui_locales: options.language,
  };
  if (connection.responseMode === "form_post") {
    params.response_mode = "form_post";
  }
  for (const [name, value] of Object.entries(params)) {
    url.searchParams.set(name, value);
  }
  return url.toString();
}

export class UpstreamError extends Error {}

/** Trades the code for tokens at the upstream's token endpoint (client_secret_post) and returns the ID token. */
export async function redeemCode(
  connection: UpstreamConnection,
  http: UpstreamFetch,
  options: { code: string; codeVerifier: string },
): Promise<string> {
  const body = new URLSearchParams({
    grant_type: "authorization_code",
    code: options.code,
    redirect_uri: connection.redirectUri,
    code_verifier: options.codeVerifier,
    client_id: connection.clientId,
    client_secret: connection.clientSecret,
  });
  let response: Response;
  try {
    response = await http(connection.tokenUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: body.toString(),
    });
  } catch (error) {
    throw new UpstreamError(`token endpoint unreachable: ${(error as Error).message}`);
  }
  const json = (await response.json().catch(() => undefined)) as { id_token?: unknown } | undefined;
  if (!response.ok || typeof json?.id_token !== "string") {
    throw new UpstreamError(`token endpoint answered ${response.status} without an ID token`);
  }
  return json.id_token;
}

function bounded(text: string, max: number): string {
  return [...text.trim()].slice(0, max).join("");
}

/** Checks the upstream's ID token and reads who signed in. */
export async function verifyIdToken(
  connection: UpstreamConnection,
  idToken: string,
  options: { nonce: string; fallbackName?: string },
): Promise<UpstreamIdentity> {
  let payload: Awaited<ReturnType<typeof jwtVerify>>["payload"];
  try {
    ({ payload } = await jwtVerify(idToken, connection.keys, {
      issuer: connection.issuer,
      audience: connection.clientId,
      algorithms: ["RS256", "ES256", "PS256"],
      clockTolerance: ID_TOKEN_LEEWAY_SECONDS,
      requiredClaims: ["sub", "exp", "iat"],
    }));
  } catch (error) {
    throw new UpstreamError(`ID token refused: ${(error as Error).message}`);
  }
  if (payload.nonce !== options.nonce) {
    throw new UpstreamError("ID token refused: nonce mismatch");
  }
  const subject = payload.sub ?? "";
  if (subject.length === 0 || subject.length > 255) {
    throw new UpstreamError("ID token refused: subject missing or too long");
  }
  const mail = typeof payload.email === "string" && payload.email.length <= 254 ? payload.email : null;
  const given = [payload.given_name, payload.family_name]
    .filter((part) => typeof part === "string")
    .join(" ");
  const name =
    (typeof payload.name === "string" && payload.name.trim()) ||
    given.trim() ||
    options.fallbackName?.trim() ||
    mail ||
    PROVIDER_LABELS[connection.provider];
  return { provider: connection.provider, subject, name: bounded(name, 120), mail };
}
