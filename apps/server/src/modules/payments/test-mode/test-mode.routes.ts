import { createHash } from "node:crypto";
import { languageFromAcceptLanguage } from "@cinelux/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod";
import type { Config } from "../../../config.ts";
import type { Database } from "../../../db/client.ts";
import { AppError } from "../../../lib/app-error.ts";
import { fromOwnPage } from "../../../lib/request-origin.ts";
import { renderCheckoutPage } from "./checkout-page.ts";
import { languageOfLocale } from "./checkout-texts.ts";
import {
  CHECKOUT_METHODS,
  CHECKOUT_PATH,
  type CheckoutMethod,
  IDEMPOTENCY_LIFETIME_MS,
  PAYMENT_OUTCOMES,
  TEST_MODE_API_PATH,
} from "./test-mode.constants.ts";
import { MollieApiError, mollieErrorBody } from "./test-mode.errors.ts";
import {
  presentCustomer,
  presentList,
  presentMandate,
  presentPayment,
  presentRefund,
} from "./test-mode.presenter.ts";
import { claimIdempotencyKey, releaseIdempotencyKey, storeIdempotentAnswer } from "./test-mode.repository.ts";
import {
  CreateCustomerSchema,
  CreatePaymentSchema,
  CreateRefundSchema,
  parseMollieBody,
} from "./test-mode.schemas.ts";
import {
  cancelTestPayment,
  checkoutMethodsOf,
  createTestCustomer,
  createTestPayment,
  createTestRefund,
  findTestCustomer,
  getTestMandate,
  listTestMandates,
  listTestRefunds,
  requirePayment,
  revokeTestMandate,
  settleTestPayment,
  stopTestModeTimers,
} from "./test-mode.service.ts";

type Answer = { status: number; body: unknown };

const HAL = "application/hal+json; charset=utf-8";
/** Mollie's test keys: `test_` and 30 letters or digits. */
const TEST_KEY = /^test_[A-Za-z0-9]{30}$/;
/** The stand-in answers many API calls of one machine (journeys, the bench): above the site's write limit. */
const API_RATE_LIMIT = { rateLimit: { max: 6_000, timeWindow: 60_000 } };

const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

function sendMollie(reply: FastifyReply, answer: Answer) {
  if (answer.status === 204) {
    return reply.code(204).send();
  }
  return reply
    .code(answer.status)
    .type(HAL)
    .header("cache-control", "no-store")
    .send(JSON.stringify(answer.body));
}

function apiKeyOf(request: FastifyRequest): string {
  const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "");
  const key = match?.[1];
  if (!key) {
    throw new MollieApiError(401, "Missing authentication, or failed to authenticate");
  }
  if (!TEST_KEY.test(key)) {
    throw new MollieApiError(
      401,
      key.startsWith("live_")
        ? "The built-in payment provider takes test keys only: a live key is refused."
        : "Missing authentication, or failed to authenticate",
    );
  }
  return key;
}

/**
 * Mollie's idempotency (docs.mollie.com "API idempotency"): a POST or DELETE with an
 * `Idempotency-Key` the same API key sent within the hour replays the first answer, errors
 * included, without doing anything again; the first still being answered is a 409; the same key
 * with another request (method, path or body) is refused with a 422 rather than replayed.
 */
async function idempotent(
  db: Database,
  request: FastifyRequest,
  run: () => Promise<Answer>,
): Promise<Answer> {
  const key = request.headers["idempotency-key"];
  if (typeof key !== "string" || key === "" || (request.method !== "POST" && request.method !== "DELETE")) {
    return run();
  }
  const apiKey = apiKeyOf(request);
  const fingerprint = createHash("sha256")
    .update(`${request.method} ${request.url.split("?")[0]} ${JSON.stringify(request.body ?? {})}`)
    .digest("base64url");
  const claimed = await claimIdempotencyKey(
    db,
    { apiKey, key, fingerprint },
    new Date(Date.now() - IDEMPOTENCY_LIFETIME_MS),
  );
  if (claimed !== true) {
    if (claimed.fingerprint !== fingerprint) {
      throw new MollieApiError(422, "The idempotency key was used for another request.");
    }
    if (claimed.status === null) {
      throw new MollieApiError(409, "A request with this idempotency key is still being processed.");
    }
    return { status: claimed.status, body: claimed.body };
  }
  let answer: Answer;
  try {
    answer = await run();
  } catch (error) {
    if (error instanceof MollieApiError) {
      answer = { status: error.status, body: mollieErrorBody(error.status, error.message, error.field) };
      await storeIdempotentAnswer(db, apiKey, key, answer);
      return answer;
    }
    await releaseIdempotencyKey(db, apiKey, key);
    throw error;
  }
  await storeIdempotentAnswer(db, apiKey, key, answer);
  return answer;
}

const PaymentParams = z.object({ id: z.string() });
const CustomerParams = z.object({ customerId: z.string() });
const MandateParams = z.object({ customerId: z.string(), mandateId: z.string() });

/** Mollie's REST API v2 as the official client calls it (docs/domain/payments-test-mode.md). */
async function mollieApiRoutes(app: FastifyInstance, options: { db: Database; pagesOrigin: string }) {
  const { db } = options;

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof MollieApiError) {
      return sendMollie(reply, {
        status: error.status,
        body: mollieErrorBody(error.status, error.message, error.field),
      });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === "number" && status >= 400 && status < 500) {
      return sendMollie(reply, { status, body: mollieErrorBody(status, (error as Error).message) });
    }
    request.log.error({ err: error }, "payment test mode failed");
    return sendMollie(reply, { status: 500, body: mollieErrorBody(500, "An internal error occurred.") });
  });
  app.setNotFoundHandler((request, reply) =>
    sendMollie(reply, {
      status: 404,
      body: mollieErrorBody(404, `The resource ${request.url} does not exist.`),
    }),
  );
  app.addHook("onRequest", async (request) => {
    apiKeyOf(request);
  });

  const route = { schema: { hide: true }, config: API_RATE_LIMIT };
  /** A list as Mollie answers one (a single page, `_embedded` under `name`), each row presented on the request's origin. */
  const sendList = <Row>(
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    name: string,
    rows: Row[],
    present: (origin: string, row: Row) => unknown,
  ) => {
    const base = origin(request);
    const items = rows.map((row) => present(base, row));
    return sendMollie(reply, answer(200, presentList(`${base}${TEST_MODE_API_PATH}${path}`, name, items)));
  };
  const answer = (status: number, body: unknown): Answer => ({ status, body });

  app.post("/customers", route, async (request, reply) =>
    sendMollie(
      reply,
      await idempotent(db, request, async () => {
        const input = parseMollieBody(CreateCustomerSchema, request.body);
        return answer(201, presentCustomer(origin(request), await createTestCustomer({ db, input })));
      }),
    ),
  );

  app.get("/customers/:customerId", route, async (request, reply) => {
    const { customerId } = CustomerParams.parse(request.params);
    const customer = await findTestCustomer(db, customerId);
    if (!customer) {
      throw new MollieApiError(404, `No customer exists with token ${customerId}.`);
    }
    return sendMollie(reply, answer(200, presentCustomer(origin(request), customer)));
  });

  app.post("/payments", route, async (request, reply) =>
    sendMollie(
      reply,
      await idempotent(db, request, async () => {
        const input = parseMollieBody(CreatePaymentSchema, request.body);
        return answer(
          201,
          presentPayment(origin(request), await createTestPayment({ db, input }), options.pagesOrigin),
        );
      }),
    ),
  );

  app.get("/payments/:id", route, async (request, reply) => {
    const { id } = PaymentParams.parse(request.params);
    return sendMollie(
      reply,
      answer(200, presentPayment(origin(request), await requirePayment(db, id), options.pagesOrigin)),
    );
  });

  app.delete("/payments/:id", route, async (request, reply) =>
    sendMollie(
      reply,
      await idempotent(db, request, async () => {
        const { id } = PaymentParams.parse(request.params);
        return answer(
          200,
          presentPayment(origin(request), await cancelTestPayment(db, id), options.pagesOrigin),
        );
      }),
    ),
  );

  app.post("/payments/:id/refunds", route, async (request, reply) =>
    sendMollie(
      reply,
      await idempotent(db, request, async () => {
        const { id } = PaymentParams.parse(request.params);
        const input = parseMollieBody(CreateRefundSchema, request.body);
        return answer(
          201,
          presentRefund(origin(request), await createTestRefund({ db, paymentId: id, input })),
        );
      }),
    ),
  );

  app.get("/payments/:id/refunds", route, async (request, reply) => {
    const { id } = PaymentParams.parse(request.params);
    return sendList(
      request,
      reply,
      `payments/${id}/refunds`,
      "refunds",
      await listTestRefunds(db, id),
      presentRefund,
    );
  });

  app.get("/customers/:customerId/mandates", route, async (request, reply) => {
    const { customerId } = CustomerParams.parse(request.params);
    const mandates = await listTestMandates(db, customerId);
    return sendList(request, reply, `customers/${customerId}/mandates`, "mandates", mandates, presentMandate);
  });

  app.get("/customers/:customerId/mandates/:mandateId", route, async (request, reply) => {
    const { customerId, mandateId } = MandateParams.parse(request.params);
    return sendMollie(
      reply,
      answer(200, presentMandate(origin(request), await getTestMandate(db, customerId, mandateId))),
    );
  });

  app.delete("/customers/:customerId/mandates/:mandateId", route, async (request, reply) =>
    sendMollie(
      reply,
      await idempotent(db, request, async () => {
        const { customerId, mandateId } = MandateParams.parse(request.params);
        await revokeTestMandate(db, customerId, mandateId);
        return answer(204, null);
      }),
    ),
  );
}

const CheckoutFormSchema = z.object({
  outcome: z.enum(PAYMENT_OUTCOMES),
  method: z.enum(Object.keys(CHECKOUT_METHODS) as [CheckoutMethod, ...CheckoutMethod[]]).optional(),
  laterDebits: z.enum(["paid", "bounce"]).optional(),
});

/** The hosted checkout page, which stands in for Mollie's: the developer picks the outcome. */
async function checkoutRoutes(app: FastifyInstance, options: { db: Database }) {
  const { db } = options;
  const page = { schema: { hide: true, params: PaymentParams } };

  const load = async (id: string) => {
    try {
      return await requirePayment(db, id);
    } catch (error) {
      if (error instanceof MollieApiError) {
        throw new AppError("NOT_FOUND", { detail: `No test payment ${id}.` });
      }
      throw error;
    }
  };

  app.get(`${CHECKOUT_PATH}:id`, page, async (request, reply) => {
    const { id } = request.params as { id: string };
    const payment = await load(id);
    const language =
      languageOfLocale(payment.locale) ??
      languageFromAcceptLanguage(request.headers["accept-language"]) ??
      "fr";
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .send(renderCheckoutPage({ language, payment, methods: checkoutMethodsOf(payment) }));
  });

  app.post(`${CHECKOUT_PATH}:id`, page, async (request, reply) => {
    if (!fromOwnPage(request.headers, request.host)) {
      throw new AppError("FORBIDDEN", { detail: "The checkout page answers only forms of its own origin." });
    }
    const { id } = request.params as { id: string };
    const parsed = CheckoutFormSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      throw new AppError("BAD_REQUEST", { detail: "The checkout form needs an outcome and a known method." });
    }
    const payment = await load(id);
    if (payment.status !== "open" || parsed.data.outcome === "open") {
      // Not open any more (or left open): the page says so, with its way back.
      return reply.redirect(`${CHECKOUT_PATH}${id}`, 303);
    }
    const settled = await settleTestPayment(db, id, {
      outcome: parsed.data.outcome,
      method: parsed.data.method,
      bounceLaterDebits: parsed.data.laterDebits === "bounce",
    }).catch((error: unknown) => {
      if (error instanceof MollieApiError) {
        throw new AppError("CONFLICT", { detail: error.message });
      }
      throw error;
    });
    const back = settled.status === "canceled" && settled.cancelUrl ? settled.cancelUrl : settled.redirectUrl;
    return reply.redirect(back ?? `${CHECKOUT_PATH}${id}`, 303);
  });
}

/**
 * The built-in payment provider (docs/domain/payments-test-mode.md): Mollie's REST API under
 * /dev/mollie/v2/ and its hosted checkout page under /dev/pay/. Dev only and loopback only, like
 * every /dev route (http/dev-loopback.ts).
 */
export async function paymentTestModeRoutes(app: FastifyInstance, options: { db: Database; config: Config }) {
  const { db } = options;
  app.addHook("onClose", async () => stopTestModeTimers(db));
  await app.register(mollieApiRoutes, {
    db,
    pagesOrigin: options.config.publicUrl,
    prefix: TEST_MODE_API_PATH.slice(0, -1),
  });
  await app.register(checkoutRoutes, { db });
}
