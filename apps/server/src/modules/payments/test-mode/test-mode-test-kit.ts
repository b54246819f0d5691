// Test support for the built-in payment provider: the official Mollie client pointed at the test
// app, the checkout page's form posted as the browser posts it, and a webhook receiver.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createMollieClient, type MollieClient } from "@mollie/api-client";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import type { TestApp } from "../../../../test/app.ts";
import { BUILTIN_MOLLIE_API_KEY, CHECKOUT_PATH, TEST_MODE_API_PATH } from "./test-mode.constants.ts";

/**
 * The official client, as the payment adapter builds it, against the test app's stand-in.
 *
 * @mollie/api-client 4.6.0 sends every request through an `https.Agent` that trusts only the CA
 * bundle it ships: an `http://` apiEndpoint fails with `Protocol "http:" not supported`, and no
 * option reaches the agent. So the test app is also served over TLS (a throwaway self-signed
 * certificate, the same Fastify app behind it through `fastify.routing`), and this file's process
 * skips certificate checks while it runs (NODE_TLS_REJECT_UNAUTHORIZED, Node's documented switch),
 * restored afterwards: the worker runs one file at a time.
 */
export function useOfficialClient(t: TestApp): {
  readonly client: MollieClient;
  readonly origin: string;
  clientWith(apiKey: string): MollieClient;
} {
  let tlsServer: ReturnType<typeof createHttpsServer> | undefined;
  let origin = "";
  let folder = "";
  const previous = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  const clientWith = (apiKey: string) =>
    createMollieClient({ apiKey, apiEndpoint: `${origin}${TEST_MODE_API_PATH}` });
  let client: MollieClient | undefined;
  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), "cinelux-mollie-tls-"));
    const key = path.join(folder, "key.pem");
    const cert = path.join(folder, "cert.pem");
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-keyout",
        key,
        "-out",
        cert,
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
      ],
      { stdio: "ignore" },
    );
    const app: FastifyInstance = t.app;
    await app.ready();
    const server = createHttpsServer({ key: readFileSync(key), cert: readFileSync(cert) }, (request, reply) =>
      app.routing(request, reply),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    tlsServer = server;
    origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
    client = clientWith(BUILTIN_MOLLIE_API_KEY);
  });
  afterAll(async () => {
    if (previous === undefined) {
      delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    } else {
      process.env.NODE_TLS_REJECT_UNAUTHORIZED = previous;
    }
    await new Promise<void>((resolve) => (tlsServer ? tlsServer.close(() => resolve()) : resolve()));
    rmSync(folder, { recursive: true, force: true });
  });
  return {
    get client() {
      if (!client) {
        throw new Error("the client is built in beforeAll");
      }
      return client;
    },
    get origin() {
      return origin;
    },
    clientWith,
  };
}

/** The checkout page's form, posted as Chromium posts it from the page itself. */
export function postCheckout(
  t: TestApp,
  id: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: "POST",
    url: `${CHECKOUT_PATH}${id}`,
    remoteAddress: "127.0.0.1",
    payload: new URLSearchParams(fields).toString(),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: "null",
      "sec-fetch-site": "same-origin",
      ...headers,
    },
  });
}

export interface WebhookCall {
  contentType: string | undefined;
  body: string;
}

/**
 * A webhook receiver on a free port of this machine: it records each call, and answers the status
 * `answer` gives for the call's number (0 first), 200 by default.
 */
export function useWebhookReceiver(answer: (call: number) => number = () => 200): {
  readonly url: string;
  readonly calls: WebhookCall[];
} {
  const calls: WebhookCall[] = [];
  let url = "";
  const server = createServer((request: IncomingMessage, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", () => {
      calls.push({ contentType: request.headers["content-type"], body });
      response.statusCode = answer(calls.length - 1);
      response.end();
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/mollie`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return {
    get url() {
      return url;
    },
    calls,
  };
}
