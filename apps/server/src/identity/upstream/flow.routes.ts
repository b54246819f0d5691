import { type IdentityProvider, isLanguage, type Language, LINK_MESSAGE_TYPE } from "@cinelux/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { format } from "../../lib/format.ts";
import { findAccountIdByUpstream } from "../../modules/identities/identities.repository.ts";
import { issueLinkToken } from "../../modules/identities/link-token.ts";
import { MESSAGES } from "../messages/index.ts";
import { messagePage, signInPage } from "../pages/pages.ts";
import { offeredProviders, socialButtons } from "../pages/social-buttons.ts";
import {
  type InteractionDetails,
  interactionLanguage,
  isStaffInteraction,
  type ProviderInteractions,
  sendExpired,
  sendPage,
} from "../request-context.ts";
import { authorizationUrl, randomToken, redeemCode, UpstreamError, verifyIdToken } from "./client.ts";
import { PROVIDER_LABELS, type UpstreamConnection, type UpstreamFetch } from "./connections.ts";
import { LINK_DONE_SCRIPT_PATH, linkDonePage } from "./pages.ts";
import { sealer } from "./sealed.ts";

/** How long a started upstream sign-in may take before its state cookie is gone. */
const FLOW_TTL_SECONDS = 600;
/** How long the sign-in result may take from the callback to the interaction (one redirect). */
const RESULT_TTL_SECONDS = 120;
const COOKIE_PREFIX = "cinelux_upstream_";
const COOKIE_PATH = "/auth/upstream/";

/** What the browser carries, sealed, from the start of an upstream sign-in to its callback. */
interface FlowState {
  provider: IdentityProvider;
  mode: "link" | "signin";
  verifier: string;
  nonce: string;
  lang: Language;
  /** Link: the site origin the popup reports to, and the page's own nonce it echoes. */
  origin?: string;
  page?: string;
  /** Sign-in: the provider's interaction to finish. */
  uid?: string;
}

type Outcome = "cancelled" | "failed" | "not_linked";

const DONE_SCRIPT = `(function(){var p=new URLSearchParams(location.hash.slice(1));history.replaceState(null,"",location.pathname);var m={type:${JSON.stringify(LINK_MESSAGE_TYPE)},state:p.get("state")||"",provider:p.get("provider")||""};if(p.get("token")){m.token=p.get("token");}else{m.error=p.get("error")||"failed";}try{if(window.opener){window.opener.postMessage(m,location.origin);}}catch(e){}try{var c=new BroadcastChannel(${JSON.stringify(LINK_MESSAGE_TYPE)});c.postMessage(m);c.close();}catch(e){}setTimeout(function(){window.close();},150);})();`;

function cookiesOf(request: FastifyRequest): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index > 0) {
      cookies.set(part.slice(0, index).trim(), part.slice(index + 1).trim());
    }
  }
  return cookies;
}

/**
 * The social sign-in flows of the embedded provider (docs/identities.md):
 * - link (popup): `/auth/upstream/{provider}/link` → upstream → callback → `{site}/auth/upstream/done#…`,
 *   which hands a link token to the site window;
 * - sign-in: the sign-in page's button → upstream → callback → the interaction, finished as the
 *   account the upstream identity is linked to (the same result as a password sign-in).
 */
export async function upstreamFlowRoutes(
  app: FastifyInstance,
  options: {
    config: Config;
    db: Database;
    provider: ProviderInteractions;
    connections: Partial<Record<IdentityProvider, UpstreamConnection>>;
    http: UpstreamFetch;
    secret: string;
  },
): Promise<void> {
  const { config, db, provider: oidc, connections, http } = options;
  const states = sealer(options.secret, "upstream-flow-state");
  const results = sealer(options.secret, "upstream-sign-in-result");
  const offered = offeredProviders(config).filter((name) => connections[name]);
  const secure = config.publicUrl.startsWith("https:");
  const providerParam = z.object({ provider: z.enum(offered as [IdentityProvider, ...IdentityProvider[]]) });

  async function startFlow(
    reply: FastifyReply,
    connection: UpstreamConnection,
    flow: Omit<FlowState, "verifier" | "nonce" | "provider">,
  ) {
    const state = randomToken();
    const full: FlowState = {
      ...flow,
      provider: connection.provider,
      verifier: randomToken(),
      nonce: randomToken(),
    };
    const sealed = await states.seal({ ...full }, FLOW_TTL_SECONDS);
    // A cookie per flow, named by its state: two flows in two tabs do not overwrite each other. Apple
    // answers with a cross-site form POST, which carries only a SameSite=None cookie (https only).
    reply.header(
      "set-cookie",
      `${COOKIE_PREFIX}${state}=${sealed}; Path=${COOKIE_PATH}; Max-Age=${FLOW_TTL_SECONDS}; HttpOnly; ${
        secure ? "Secure; SameSite=None" : "SameSite=Lax"
      }`,
    );
    const target = authorizationUrl(connection, {
      state,
      nonce: full.nonce,
      codeVerifier: full.verifier,
      language: flow.lang,
    });
    return reply.header("cache-control", "no-store").redirect(target, 303);
  }

  // Link (popup opened by the profile page): who links is decided later, by the access token of the
  // POST /api/accounts/me/link call that spends the link token.
  const LinkQuery = z.object({
    lang: z.string().max(5).optional(),
    origin: z.string().max(200).optional(),
    state: z.string().regex(/^[\w-]{16,128}$/),
  });
  app.get(
    "/auth/upstream/:provider/link",
    { schema: { params: providerParam, querystring: LinkQuery, hide: true } },
    async (request, reply) => {
      const { provider } = request.params as { provider: IdentityProvider };
      const query = request.query as z.infer<typeof LinkQuery>;
      const lang: Language = isLanguage(query.lang) ? query.lang : "fr";
      const origin = query.origin && config.origins.includes(query.origin) ? query.origin : config.publicUrl;
      const connection = connections[provider];
      if (!connection) {
        return sendPage(reply, unavailablePage(lang, provider), 404);
      }
      return startFlow(reply, connection, { mode: "link", lang, origin, page: query.state });
    },
  );

  const interactionParams = z.object({
    uid: z.string().min(1).max(128),
    provider: z.enum(offered as [IdentityProvider, ...IdentityProvider[]]),
  });

  async function details(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<InteractionDetails | undefined> {
    try {
      const found = await oidc.interactionDetails(request.raw, reply.raw);
      // Social sign-ins are the customers': the staff client's interaction never takes one.
      return isStaffInteraction(config, found) ? undefined : found;
    } catch {
      return undefined;
    }
  }

  // Sign-in: under the interaction's path, so its cookie proves which sign-in is being finished.
  app.get(
    "/auth/interaction/:uid/upstream/:provider",
    { schema: { params: interactionParams, hide: true } },
    async (request, reply) => {
      const { provider } = request.params as { provider: IdentityProvider };
      const found = await details(request, reply);
      const connection = connections[provider];
      if (!found || !connection) {
        return sendExpired(reply, "fr");
      }
      return startFlow(reply, connection, {
        mode: "signin",
        lang: interactionLanguage(found),
        uid: found.uid,
      });
    },
  );

  async function callback(request: FastifyRequest, reply: FastifyReply) {
    const { provider } = request.params as { provider: IdentityProvider };
    const input = { ...(request.query as object), ...((request.body as object | undefined) ?? {}) } as Record<
      string,
      unknown
    >;
    const read = (name: string) => (typeof input[name] === "string" ? (input[name] as string) : "");
    const state = read("state");
    const cookieName = `${COOKIE_PREFIX}${state}`;
    const sealed = /^[\w-]{16,128}$/.test(state) ? cookiesOf(request).get(cookieName) : undefined;
    const flow = sealed ? await states.open<FlowState & { [key: string]: unknown }>(sealed) : undefined;
    const connection = connections[provider];
    if (!flow || flow.provider !== provider || !connection) {
      return sendExpired(reply, "fr");
    }
    // Spent: the flow's cookie goes whatever happens next.
    reply.header(
      "set-cookie",
      `${cookieName}=; Path=${COOKIE_PATH}; Max-Age=0; HttpOnly; ${secure ? "Secure; SameSite=None" : "SameSite=Lax"}`,
    );
    let outcome: Outcome | { identity: Awaited<ReturnType<typeof verifyIdToken>> };
    if (read("error")) {
      outcome = read("error") === "access_denied" ? "cancelled" : "failed";
    } else {
      try {
        const idToken = await redeemCode(connection, http, {
          code: read("code"),
          codeVerifier: flow.verifier,
        });
        outcome = {
          identity: await verifyIdToken(connection, idToken, {
            nonce: flow.nonce,
            fallbackName: appleName(read("user")),
          }),
        };
      } catch (error) {
        if (!(error instanceof UpstreamError)) {
          throw error;
        }
        request.log.warn({ provider, reason: error.message }, "upstream sign-in refused");
        outcome = "failed";
      }
    }
    reply.header("cache-control", "no-store");
    if (flow.mode === "link") {
      const fragment = new URLSearchParams({ state: flow.page ?? "", provider });
      if (typeof outcome === "string") {
        fragment.set("error", outcome);
      } else {
        fragment.set("token", await issueLinkToken({ db, config, identity: outcome.identity }));
      }
      return reply.redirect(
        `${flow.origin ?? config.publicUrl}/auth/upstream/done?lang=${flow.lang}#${fragment}`,
        303,
      );
    }
    let result: { accountId?: string; outcome?: Outcome };
    if (typeof outcome === "string") {
      result = { outcome };
    } else {
      const accountId = await findAccountIdByUpstream(db, provider, outcome.identity.subject);
      // No account is created from a social sign-in (docs/identities.md): it must have been linked.
      result = accountId ? { accountId } : { outcome: "not_linked" };
    }
    const sealedResult = await results.seal({ uid: flow.uid, provider, ...result }, RESULT_TTL_SECONDS);
    return reply.redirect(
      `/auth/interaction/${flow.uid}/upstream/${provider}/finish?result=${encodeURIComponent(sealedResult)}`,
      303,
    );
  }
  app.get("/auth/upstream/:provider/callback", { schema: { params: providerParam, hide: true } }, callback);
  app.post("/auth/upstream/:provider/callback", { schema: { params: providerParam, hide: true } }, callback);

  app.get(
    "/auth/interaction/:uid/upstream/:provider/finish",
    {
      schema: {
        params: interactionParams,
        querystring: z.object({ result: z.string().max(4096) }),
        hide: true,
      },
    },
    async (request, reply) => {
      const { provider, uid } = request.params as { provider: IdentityProvider; uid: string };
      const found = await details(request, reply);
      if (!found || found.uid !== uid) {
        return sendExpired(reply, "fr");
      }
      const lang = interactionLanguage(found);
      const result = await results.open<{
        uid?: string;
        provider?: string;
        accountId?: string;
        outcome?: Outcome;
      }>((request.query as { result: string }).result);
      if (!result || result.uid !== uid || result.provider !== provider) {
        return sendExpired(reply, lang);
      }
      if (result.accountId) {
        const target = await oidc.interactionResult(
          request.raw,
          reply.raw,
          { login: { accountId: result.accountId, remember: true } },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(target, 303);
      }
      const u = MESSAGES[lang].upstream;
      const label = PROVIDER_LABELS[provider];
      const messages: Record<Outcome, string> = {
        cancelled: u.cancelled,
        failed: u.failed,
        not_linked: u.notLinked,
      };
      const formError = format(messages[result.outcome ?? "failed"], { provider: label });
      const page = signInPage(lang, uid, { formError, social: socialButtons(lang, uid, offered) });
      return sendPage(reply, page, result.outcome === "cancelled" ? 200 : 401);
    },
  );

  app.get("/auth/upstream/done", { schema: { hide: true } }, async (request, reply) => {
    const lang = (request.query as { lang?: unknown }).lang;
    return sendPage(reply, linkDonePage(isLanguage(lang) ? lang : "fr"));
  });
  app.get(LINK_DONE_SCRIPT_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type("text/javascript; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(DONE_SCRIPT),
  );
}

/** Apple sends the name once, in a `user` form field beside the code (not in its ID token). */
function appleName(user: string): string | undefined {
  if (!user || user.length > 2048) {
    return undefined;
  }
  try {
    const parsed = JSON.parse(user) as { name?: { firstName?: unknown; lastName?: unknown } };
    const parts = [parsed.name?.firstName, parsed.name?.lastName].filter((part) => typeof part === "string");
    return parts.join(" ") || undefined;
  } catch {
    return undefined;
  }
}

function unavailablePage(lang: Language, provider: IdentityProvider): string {
  const u = MESSAGES[lang].upstream;
  return messagePage(
    lang,
    u.unavailableTitle,
    format(u.unavailableBody, { provider: PROVIDER_LABELS[provider] }),
  );
}
