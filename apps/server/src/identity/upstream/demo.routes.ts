import { createHash, timingSafeEqual } from "node:crypto";
import { type IdentityProvider, isLanguage, type Language } from "@cinelux/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import { exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from "jose";
import * as z from "zod";
import type { Config } from "../../config.ts";
import { MESSAGES } from "../messages/index.ts";
import { messagePage } from "../pages/pages.ts";
import { formString, hasControlCharacter, sendPage } from "../request-context.ts";
import { codeChallengeOf } from "./client.ts";
import { DEMO_CLIENT_ID, demoIssuer, upstreamCallbackUrl } from "./connections.ts";
import { demoAuthorizePage } from "./pages.ts";
import { sealer } from "./sealed.ts";

/** The demonstration upstreams' own key and secret, stored like the provider's (identity_keys). */
export interface DemoUpstreamKeys {
  signing: JWK;
  secret: string;
}

export async function newDemoUpstreamKeys(secret: string): Promise<DemoUpstreamKeys> {
  const { privateKey } = await generateKeyPair("RS256", { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return { signing: { ...jwk, kid: `demo-${secret.slice(0, 8)}`, alg: "RS256", use: "sig" }, secret };
}

const CODE_TTL_SECONDS = 60;
const ID_TOKEN_TTL_SECONDS = 600;

/** A demonstration identity's subject: the same name for the same typed address, per provider. */
export function demoSubject(provider: IdentityProvider, email: string): string {
  return `demo-${createHash("sha256").update(`${provider}\u0000${email.trim().toLowerCase()}`).digest("hex").slice(0, 24)}`;
}

const AuthorizeQuery = z.object({
  response_type: z.literal("code"),
  client_id: z.literal(DEMO_CLIENT_ID),
  redirect_uri: z.string().max(512),
  scope: z.string().max(200),
  state: z.string().min(16).max(256),
  nonce: z.string().min(16).max(256),
  code_challenge: z.string().min(43).max(128),
  code_challenge_method: z.literal("S256"),
  ui_locales: z.string().max(35).optional(),
  response_mode: z.enum(["query", "form_post"]).optional(),
});
type AuthorizeRequest = z.infer<typeof AuthorizeQuery>;

const NAME_MAX = 80;
const EMAIL = z.email().max(254);

/**
 * The built-in demonstration upstreams (docs/identities.md): for each provider without a configured
 * upstream in the dev environment, an OpenID provider served here, labelled as a demonstration:
 * an authorization page, a token endpoint that checks the client and PKCE and signs an ID token,
 * and its JWKS. The flow talks to it exactly as to the real provider.
 */
export async function demoUpstreamRoutes(
  app: FastifyInstance,
  options: { config: Config; providers: IdentityProvider[]; keys: DemoUpstreamKeys },
): Promise<void> {
  const { config, providers, keys } = options;
  const codes = sealer(keys.secret, "demo-upstream-code");
  const signingKey = await importJWK(keys.signing, "RS256");
  const { kty, n, e, kid, alg, use } = keys.signing;
  const publicKey = { kty, n, e, kid, alg, use };
  const params = z.object({ provider: z.enum(providers as [IdentityProvider, ...IdentityProvider[]]) });

  function readRequest(provider: IdentityProvider, input: unknown): AuthorizeRequest | undefined {
    const parsed = AuthorizeQuery.safeParse(input);
    if (!parsed.success || parsed.data.redirect_uri !== upstreamCallbackUrl(config, provider)) {
      return undefined;
    }
    return parsed.data;
  }

  function languageOf(request: { ui_locales?: string } | undefined): Language {
    const lang = request?.ui_locales?.split(" ")[0];
    return isLanguage(lang) ? lang : "fr";
  }

  function badRequest(reply: FastifyReply, lang: Language): FastifyReply {
    const t = MESSAGES[lang];
    return sendPage(reply, messagePage(lang, t.error.title, t.upstream.demoBadRequest), 400);
  }

  function cancelUrl(request: AuthorizeRequest): string {
    const url = new URL(request.redirect_uri);
    url.searchParams.set("error", "access_denied");
    url.searchParams.set("state", request.state);
    return url.toString();
  }

  function requestFields(request: AuthorizeRequest): Record<string, string> {
    return Object.fromEntries(Object.entries(request).filter(([, value]) => value !== undefined)) as Record<
      string,
      string
    >;
  }

  app.get(
    "/auth/demo-upstream/:provider/authorize",
    { schema: { params, hide: true } },
    async (request, reply) => {
      const { provider } = request.params as { provider: IdentityProvider };
      const authorize = readRequest(provider, request.query);
      const lang = languageOf(request.query as { ui_locales?: string });
      if (!authorize) {
        return badRequest(reply, lang);
      }
      return sendPage(
        reply,
        demoAuthorizePage(lang, provider, {
          request: requestFields(authorize),
          cancelUrl: cancelUrl(authorize),
        }),
      );
    },
  );

  app.post(
    "/auth/demo-upstream/:provider/authorize",
    { schema: { params, hide: true } },
    async (request, reply) => {
      const { provider } = request.params as { provider: IdentityProvider };
      const body = (request.body ?? {}) as Record<string, unknown>;
      const authorize = readRequest(provider, body);
      const lang = languageOf(authorize);
      if (!authorize) {
        return badRequest(reply, lang);
      }
      const u = MESSAGES[lang].upstream;
      const name = formString(body, "name").trim();
      const email = formString(body, "email").trim();
      const errors = {
        name:
          name.length === 0 || [...name].length > NAME_MAX || hasControlCharacter(name)
            ? u.demoInvalidName
            : undefined,
        email: EMAIL.safeParse(email).success ? undefined : u.demoInvalidEmail,
      };
      if (errors.name || errors.email) {
        const page = demoAuthorizePage(
          lang,
          provider,
          { request: requestFields(authorize), cancelUrl: cancelUrl(authorize) },
          { values: { name, email }, errors },
        );
        return sendPage(reply, page, 400);
      }
      const code = await codes.seal(
        {
          provider,
          sub: demoSubject(provider, email),
          name,
          email: email.toLowerCase(),
          nonce: authorize.nonce,
          challenge: authorize.code_challenge,
          redirect: authorize.redirect_uri,
        },
        CODE_TTL_SECONDS,
      );
      const target = new URL(authorize.redirect_uri);
      target.searchParams.set("code", code);
      target.searchParams.set("state", authorize.state);
      return reply.redirect(target.toString(), 303);
    },
  );

  const oauthError = (reply: FastifyReply, status: number, error: string) =>
    reply.status(status).header("cache-control", "no-store").send({ error });

  app.post(
    "/auth/demo-upstream/:provider/token",
    { schema: { params, hide: true } },
    async (request, reply) => {
      const { provider } = request.params as { provider: IdentityProvider };
      const body = (request.body ?? {}) as Record<string, unknown>;
      const secret = Buffer.from(formString(body, "client_secret"));
      const expected = Buffer.from(keys.secret);
      if (
        formString(body, "client_id") !== DEMO_CLIENT_ID ||
        secret.length !== expected.length ||
        !timingSafeEqual(secret, expected)
      ) {
        return oauthError(reply, 401, "invalid_client");
      }
      if (formString(body, "grant_type") !== "authorization_code") {
        return oauthError(reply, 400, "unsupported_grant_type");
      }
      const code = await codes.open<{
        provider: string;
        sub: string;
        name: string;
        email: string;
        nonce: string;
        challenge: string;
        redirect: string;
      }>(formString(body, "code"));
      if (
        !code ||
        code.provider !== provider ||
        code.redirect !== formString(body, "redirect_uri") ||
        codeChallengeOf(formString(body, "code_verifier")) !== code.challenge
      ) {
        return oauthError(reply, 400, "invalid_grant");
      }
      const idToken = await new SignJWT({
        name: code.name,
        email: code.email,
        email_verified: true,
        nonce: code.nonce,
      })
        .setProtectedHeader({ alg: "RS256", kid: publicKey.kid, typ: "JWT" })
        .setIssuer(demoIssuer(config, provider))
        .setAudience(DEMO_CLIENT_ID)
        .setSubject(code.sub)
        .setIssuedAt()
        .setExpirationTime(`${ID_TOKEN_TTL_SECONDS}s`)
        .sign(signingKey);
      return reply.header("cache-control", "no-store").send({
        access_token: `demo-${code.sub}`,
        token_type: "Bearer",
        expires_in: ID_TOKEN_TTL_SECONDS,
        id_token: idToken,
      });
    },
  );

  app.get("/auth/demo-upstream/:provider/jwks", { schema: { params, hide: true } }, async (_request, reply) =>
    reply.header("cache-control", "public, max-age=300").send({ keys: [publicKey] }),
  );
}
