// A stand-in for Mollie's API v2 over HTTP, for tests that run the payment code in other processes
// (jobs-run-once.test.ts): it answers what mollie-rest-provider.ts asks and records every call.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A request the stand-in answered: the method, the path after /v2/, the idempotency key. */
export interface ProviderCall {
  method: string;
  path: string;
  key: string | undefined;
}

/**
 * Enough of Mollie's API v2 for the jobs' calls (mollie-rest-provider.ts): a customer's mandates, a
 * recurring payment (the same answer for the same idempotency key, as Mollie's), a payment, a refund.
 * Each answer waits a little, as a real provider's does, so the processes' runs overlap.
 */
export function mollieStandIn(options: {
  /** The payments it knows, by id (a test adds its own; the recurring ones it makes land here). */
  payments: Map<string, Record<string, unknown>>;
  /** Every request it answered, appended as it comes. */
  calls: ProviderCall[];
}): Server {
  const { payments } = options;
  const byKey = new Map<string, unknown>();
  const answer = (response: ServerResponse, status: number, body: unknown) => {
    setTimeout(() => {
      response.writeHead(status, { "content-type": "application/hal+json" });
      response.end(JSON.stringify(body));
    }, 20);
  };
  return createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => {
      raw += chunk.toString();
    });
    request.on("end", () => {
      const path = (request.url ?? "").replace(/^\/v2\//, "");
      const key = request.headers["idempotency-key"] as string | undefined;
      options.calls.push({ method: request.method ?? "", path, key });
      const known = key ? byKey.get(key) : undefined;
      if (known) {
        answer(response, 201, known);
        return;
      }
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      const mandates = /^customers\/([^/]+)\/mandates$/.exec(path);
      const refund = /^payments\/([^/]+)\/refunds$/.exec(path);
      const payment = /^payments\/([^/]+)$/.exec(path);
      if (request.method === "GET" && mandates) {
        answer(response, 200, {
          _embedded: {
            mandates: [
              { id: `mdt_${mandates[1]}`, status: "valid", method: "directdebit", createdAt: "2026-01-01" },
            ],
          },
        });
      } else if (request.method === "POST" && path === "payments") {
        const created = {
          id: `tr_debit${payments.size}`,
          status: "pending",
          amount: body.amount,
          sequenceType: body.sequenceType,
          customerId: body.customerId,
          mandateId: body.mandateId,
          metadata: body.metadata,
        };
        payments.set(created.id, created);
        if (key) {
          byKey.set(key, created);
        }
        answer(response, 201, created);
      } else if (request.method === "POST" && refund) {
        const created = { id: `re_${refund[1]}`, amount: body.amount, status: "pending" };
        if (key) {
          byKey.set(key, created);
        }
        answer(response, 201, created);
      } else if (request.method === "GET" && payment?.[1] && payments.has(payment[1])) {
        answer(response, 200, payments.get(payment[1]));
      } else {
        answer(response, 404, { detail: "Not found" });
      }
    });
  });
}

/** Listens on a free loopback port; answers the origin. */
export async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
