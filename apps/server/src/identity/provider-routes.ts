import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import type { Config } from "../config.ts";
import { registerRawRoutes } from "../lib/raw-routes.ts";
import { hasControlCharacter, queryLanguage, sendInvalidInput } from "./request-context.ts";

const PROVIDER_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/**
 * The browser endpoints an anonymous client can call in a loop, each call writing a row (an
 * interaction, a session): 300 a minute per address — a cinema's guest Wi-Fi puts a whole audience
 * behind one address — which bounds the rows one address can leave (the purge removes them once
 * expired). POSTs are already limited to 120 a minute by app.ts; `allowList` is cleared so reads
 * count here too.
 */
export const PROVIDER_PAGE_RATE_LIMIT = { max: 300, timeWindow: 60_000, allowList: () => false };
const RATE_LIMITED_PATHS = ["/idp/auth", "/idp/session/end"];

/** oidc-provider's own limit for a url-encoded body. */
const BODY_LIMIT = 56 * 1024;

type Callback = (req: IncomingMessage, res: ServerResponse) => unknown;

function paramsHaveControlCharacter(text: string): boolean {
  for (const [name, value] of new URLSearchParams(text)) {
    if (hasControlCharacter(name) || hasControlCharacter(value)) {
      return true;
    }
  }
  return false;
}

async function readBody(raw: IncomingMessage): Promise<Buffer | undefined> {
  const declared = Number(raw.headers["content-length"] ?? 0);
  if (declared > BODY_LIMIT) {
    return undefined;
  }
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of raw) {
    received += (chunk as Buffer).length;
    if (received > BODY_LIMIT) {
      return undefined;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, received);
}

/**
 * The request as Koa reads it, with the body already read: a fresh stream over the same bytes,
 * so the provider parses it itself (it warns about, and re-encodes, a pre-parsed `req.body`).
 */
function replay(raw: IncomingMessage, body: Buffer): IncomingMessage {
  const stream = Readable.from([body], { objectMode: false });
  return Object.assign(stream, {
    method: raw.method,
    url: raw.url,
    headers: raw.headers,
    rawHeaders: raw.rawHeaders,
    httpVersion: raw.httpVersion,
    httpVersionMajor: raw.httpVersionMajor,
    httpVersionMinor: raw.httpVersionMinor,
    socket: raw.socket,
    connection: raw.socket,
  }) as unknown as IncomingMessage;
}

/**
 * A parameter with a control character (docs/identity.md "Control characters") is refused before the provider
 * sees it: the OAuth error format (`invalid_request`) that clients read, or the error page for a browser.
 */
function refuse(request: FastifyRequest, reply: FastifyReply, config: Config): FastifyReply {
  const origin = request.headers.origin;
  if (origin && config.origins.includes(origin)) {
    // The token endpoint is called cross-origin: the web must be able to read the refusal.
    reply.header("access-control-allow-origin", origin).header("vary", "origin");
  }
  if (request.method === "GET" && String(request.headers.accept ?? "").includes("text/html")) {
    const query = new URLSearchParams((request.raw.url ?? "").split("?")[1] ?? "");
    return sendInvalidInput(reply, queryLanguage(query.get("ui_locales")));
  }
  return reply.status(400).header("cache-control", "no-store").send({
    error: "invalid_request",
    error_description: "parameters must not contain control characters",
  });
}

/**
 * Hands /idp/* to the provider's Koa callback. A plain route, not middleware, so no other request
 * pays for it; the provider finds its mount path from `originalUrl`, as under Express. Query strings
 * and url-encoded bodies are checked for control characters first (a NUL must never reach
 * PostgreSQL), and the anonymous browser endpoints are rate-limited. `callback` gives the Koa
 * callback once the provider is loaded (index.ts loads it on first use): a request that arrives
 * meanwhile waits for it, and a failed load is an error answer, never a hijacked reply left open.
 */
export async function mountProvider(
  app: FastifyInstance,
  callback: () => Promise<Callback>,
  config: Config,
): Promise<void> {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    const url = raw.url ?? "";
    if (paramsHaveControlCharacter(url.split("?")[1] ?? "")) {
      return refuse(request, reply, config);
    }
    let forwarded: IncomingMessage & { originalUrl?: string } = raw;
    if (
      request.method === "POST" &&
      /^application\/x-www-form-urlencoded\b/i.test(raw.headers["content-type"] ?? "")
    ) {
      const body = await readBody(raw);
      if (!body) {
        return reply
          .status(413)
          .send({ error: "invalid_request", error_description: "request body too large" });
      }
      if (paramsHaveControlCharacter(body.toString("utf8"))) {
        return refuse(request, reply, config);
      }
      forwarded = replay(raw, body);
    }
    const koa = await callback();
    forwarded.originalUrl = url;
    forwarded.url = url.slice("/idp".length) || "/";
    reply.hijack();
    await koa(forwarded, reply.raw);
  };
  const routes: RouteOptions[] = [
    { method: [...PROVIDER_METHODS], url: "/idp/*", schema: { hide: true }, handler },
    ...RATE_LIMITED_PATHS.map(
      (url): RouteOptions => ({
        method: ["GET", "POST"],
        url,
        schema: { hide: true },
        config: { rateLimit: PROVIDER_PAGE_RATE_LIMIT },
        handler,
      }),
    ),
  ];
  await registerRawRoutes(app, routes);
}
