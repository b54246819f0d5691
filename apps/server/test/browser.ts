// A minimal browser for inject(): keeps cookies and follows the OIDC redirects by hand.
import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { TEST_ORIGIN } from "./app.ts";

export class TestBrowser {
  private readonly cookies = new Map<string, string>();
  /** The app that answers the next request; switch it to play a load balancer. */
  app: FastifyInstance;

  constructor(app: FastifyInstance) {
    this.app = app;
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  private remember(response: LightMyRequestResponse): void {
    const raw = response.headers["set-cookie"];
    for (const line of Array.isArray(raw) ? raw : raw ? [raw] : []) {
      const [pair] = line.split(";");
      const index = pair?.indexOf("=") ?? -1;
      if (pair && index > 0) {
        const name = pair.slice(0, index);
        const value = pair.slice(index + 1);
        if (value === "" || /expires=Thu, 01 Jan 1970/i.test(line)) {
          this.cookies.delete(name);
        } else {
          this.cookies.set(name, value);
        }
      }
    }
  }

  async get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      method: "GET",
      url: relative(url),
      headers: { cookie: this.cookieHeader(), ...headers },
    });
    this.remember(response);
    return response;
  }

  async post(
    url: string,
    form: Record<string, string>,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      method: "POST",
      url: relative(url),
      headers: {
        cookie: this.cookieHeader(),
        "content-type": "application/x-www-form-urlencoded",
        ...headers,
      },
      payload: new URLSearchParams(form).toString(),
    });
    this.remember(response);
    return response;
  }
}

function relative(url: string): string {
  return url.startsWith(TEST_ORIGIN) ? url.slice(TEST_ORIGIN.length) : url;
}

export function location(response: LightMyRequestResponse): string {
  const value = response.headers.location;
  if (typeof value !== "string") {
    throw new Error(`expected a redirect, got ${response.statusCode}: ${response.body.slice(0, 300)}`);
  }
  return value;
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

/** Starts an authorization request the way the web does; returns the interaction page URL. */
export async function startAuthorization(
  browser: TestBrowser,
  options: { clientId: string; language?: string; redirectUri?: string },
): Promise<{ interaction: string; verifier: string; redirectUri: string }> {
  const { verifier, challenge } = pkcePair();
  const redirectUri = options.redirectUri ?? `${TEST_ORIGIN}/callback`;
  const query = new URLSearchParams({
    client_id: options.clientId,
    response_type: "code",
    // Exactly what the web asks for (apps/web/app/lib/auth/settings.ts).
    scope: "openid profile email offline_access",
    redirect_uri: redirectUri,
    code_challenge: challenge,
    code_challenge_method: "S256",
    state: "s-123",
    ui_locales: options.language ?? "fr",
  });
  const response = await browser.get(`/idp/auth?${query}`);
  return { interaction: location(response), verifier, redirectUri };
}

/** A form-encoded POST to the provider's token endpoint, as a public client sends it. */
function postToken(app: FastifyInstance, form: Record<string, string>): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url: "/idp/token",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(form).toString(),
  });
}

/** The web's token request: the authorization code and the PKCE verifier, as a public client. */
export async function exchangeCode(
  app: FastifyInstance,
  options: { clientId: string; code: string; redirectUri: string; verifier: string },
): Promise<LightMyRequestResponse> {
  return postToken(app, {
    grant_type: "authorization_code",
    code: options.code,
    redirect_uri: options.redirectUri,
    client_id: options.clientId,
    code_verifier: options.verifier,
  });
}

export interface ProviderTokens {
  access_token: string;
  refresh_token: string;
  id_token: string;
}

/**
 * A full sign-in through the embedded provider, as the web does it: authorization request, the
 * sign-in form, the redirects to /callback, the code exchange. The browser keeps the provider session.
 */
export async function signInThroughProvider(
  app: FastifyInstance,
  options: { clientId: string; mail: string; password: string },
): Promise<{ browser: TestBrowser; tokens: ProviderTokens }> {
  const browser = new TestBrowser(app);
  const start = await startAuthorization(browser, { clientId: options.clientId });
  const uid = start.interaction.split("/").pop() as string;
  const login = await browser.post(`/auth/interaction/${uid}/login`, {
    email: options.mail,
    password: options.password,
  });
  let next = location(login);
  for (let hop = 0; hop < 5 && !next.startsWith(`${TEST_ORIGIN}/callback`); hop += 1) {
    next = location(await browser.get(next));
  }
  const response = await exchangeCode(app, {
    clientId: options.clientId,
    code: new URL(next).searchParams.get("code") as string,
    redirectUri: start.redirectUri,
    verifier: start.verifier,
  });
  if (response.statusCode !== 200) {
    throw new Error(`code exchange answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  }
  return { browser, tokens: response.json() as ProviderTokens };
}

/** The web's token renewal: a refresh-token grant as a public client. */
export function refreshTokens(
  app: FastifyInstance,
  options: { clientId: string; refreshToken: string },
): Promise<LightMyRequestResponse> {
  return postToken(app, {
    grant_type: "refresh_token",
    refresh_token: options.refreshToken,
    client_id: options.clientId,
  });
}
