import { ErrorResponseSchema } from "@cinelux/contract";
import formbody from "@fastify/formbody";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { ServerBuild } from "react-router";
import type { Config } from "./config.ts";
import type { Database, DatabaseHandle } from "./db/client.ts";
import { PublicReadCache } from "./db/notify-cache.ts";
import { CATALOG_STALENESS_MS, primaryOnly, type ReadRouter, tagSource } from "./db/read-routing.ts";
import { registerApiDocs } from "./http/api-docs.ts";
import { registerAuth } from "./http/auth.ts";
import { registerCachedJson } from "./http/cached-json.ts";
import { registerCaptchaGuard } from "./http/captcha-guard.ts";
import { registerCompression } from "./http/compression.ts";
import { registerControlCharacterGuard } from "./http/control-characters.ts";
import { registerDevLoopbackOnly } from "./http/dev-loopback.ts";
import { accountLanguageFrom } from "./http/error-language.ts";
import { registerErrorHandler } from "./http/errors.ts";
import { healthRoutes } from "./http/health.routes.ts";
import { registerPersonalNoStore } from "./http/personal-cache.ts";
import { postgresRateLimitStore } from "./http/rate-limit-store.ts";
import { requestLoggerFactory } from "./http/request-logger.ts";
import { registerSecurityHeaders } from "./http/security.ts";
import { registerStaffGuard } from "./http/staff-guard.ts";
import { registerWeb } from "./http/web.ts";
import { devHostRoutes } from "./identity/dev-host/dev-host.routes.ts";
import { registerIdentity } from "./identity/index.ts";
import type { KeySetSource } from "./identity/key-set.ts";
import { AppError } from "./lib/app-error.ts";
import { loggerOptions, newRequestId } from "./lib/logger.ts";
import { formatLsn, READ_AFTER_HEADER, readAfterCookie } from "./lib/read-after.ts";
import { AccountCache } from "./modules/accounts/account-cache.ts";
import { accountsRoutes } from "./modules/accounts/accounts.routes.ts";
import { preferencesRoutes } from "./modules/accounts/preferences.routes.ts";
import { advantagesRoutes } from "./modules/advantages/advantages.routes.ts";
import { alertsRoutes } from "./modules/alerts/alerts.routes.ts";
import { staffAlertsRoutes } from "./modules/alerts/staff-alerts.routes.ts";
import { bookingsRoutes } from "./modules/bookings/bookings.routes.ts";
import { TicketCountCache } from "./modules/bookings/ticket-count-cache.ts";
import type { CaptchaWork } from "./modules/captcha/captcha.service.ts";
import { cardSalesRoutes } from "./modules/card-sales/card-sales.routes.ts";
import { cardOrderHandler } from "./modules/card-sales/card-sales.service.ts";
import { startGiftDeliveryJob } from "./modules/card-sales/gift-delivery.job.ts";
import { cardsRoutes } from "./modules/cards/cards.routes.ts";
import { staffPhotosRoutes } from "./modules/cards/staff-photos.routes.ts";
import { catalogRoutes } from "./modules/catalog/catalog.routes.ts";
import { staffCatalogRoutes } from "./modules/catalog/staff-catalog.routes.ts";
import { clubRoutes } from "./modules/club/club.routes.ts";
import { customerCareRoutes } from "./modules/customer-care/customer-care.routes.ts";
import { eticketsRoutes } from "./modules/etickets/etickets.routes.ts";
import { favouritesRoutes } from "./modules/favourites/favourites.routes.ts";
import { feelingsRoutes } from "./modules/feelings/feelings.routes.ts";
import { startWishlistAlertJob } from "./modules/feelings/wishlist-alert.job.ts";
import { footerRoutes } from "./modules/footer/footer.routes.ts";
import { friendsRoutes } from "./modules/friends/friends.routes.ts";
import { identitiesRoutes } from "./modules/identities/identities.routes.ts";
import { invoicesRoutes } from "./modules/invoices/invoices.routes.ts";
import { createArtworkSubjects, mediaRoutes } from "./modules/media/media.routes.ts";
import { newsletterRoutes } from "./modules/newsletter/newsletter.routes.ts";
import { devMailboxRoutes } from "./modules/outbox/dev-mailbox.routes.ts";
import type { PaymentProvider } from "./modules/payments/payment-provider.ts";
import { paymentsRoutes } from "./modules/payments/payments.routes.ts";
import { createPayments, type Payments } from "./modules/payments/payments.service.ts";
import { providerOfConfig } from "./modules/payments/provider-of-config.ts";
import { startReconciliationJob } from "./modules/payments/reconciliation.job.ts";
import { paymentTestModeRoutes } from "./modules/payments/test-mode/index.ts";
import { pricingRoutes } from "./modules/pricing/pricing.routes.ts";
import { startPurgeJob } from "./modules/purge/purge.job.ts";
import { recommendationsRoutes } from "./modules/recommendations/recommendations.routes.ts";
import { startRevokedGrants } from "./modules/revocation/revoked-grants.ts";
import { settingsRoutes } from "./modules/settings/settings.routes.ts";
import { staffSettingsRoutes } from "./modules/settings/staff-settings.routes.ts";
import { staffRoutes } from "./modules/staff/staff.routes.ts";
import { staffTeamRoutes } from "./modules/staff/staff-team.routes.ts";
import { statisticsRoutes } from "./modules/statistics/statistics.routes.ts";
import { debitCollector, startDebitJob } from "./modules/subscribe/debits.ts";
import { invoiceOrderHandler } from "./modules/subscribe/invoice-order.ts";
import { passOrderHandler } from "./modules/subscribe/pass-order.ts";
import { upgradeOrderHandler } from "./modules/subscribe/plan-change.ts";
import { subscribeRoutes } from "./modules/subscribe/subscribe.routes.ts";
import { startBillingJob } from "./modules/subscription/subscription.billing.ts";
import { subscriptionRoutes } from "./modules/subscription/subscription.routes.ts";
import { caseRoutes } from "./modules/support/case.routes.ts";
import { faqRoutes } from "./modules/support/faq.routes.ts";
import { staffSupportRoutes } from "./modules/support/staff-support.routes.ts";
import { surveyRoutes } from "./modules/survey/survey.routes.ts";
import { bookingOrderHandler } from "./modules/tunnel/checkout.service.ts";
import { guestBookingRoutes } from "./modules/tunnel/guest-booking.routes.ts";
import { startHoldExpiryJob } from "./modules/tunnel/hold-expiry.job.ts";
import { SeatStatesCache } from "./modules/tunnel/seat-states-cache.ts";
import { tunnelRoutes } from "./modules/tunnel/tunnel.routes.ts";
import { createHallMapCache, loadSeatStates } from "./modules/tunnel/tunnel.service.ts";
import { walletRoutes } from "./modules/wallet/wallet.routes.ts";

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** The React Router server build; without it only the API, identity and health routes exist. */
  webBuild?: ServerBuild;
  /** Folder of the web's client build (served at /assets). */
  webClientDir?: string;
  logger?: boolean;
  /**
   * Tests only: a smaller captcha counter range, so the many solved challenges of the API tests cost
   * milliseconds instead of seconds each. Everything else about the captcha stays (signature, expiry,
   * single use); start never sets it, and captcha.test.ts keeps the production work.
   */
  captchaWork?: CaptchaWork;
  /**
   * Tests only: the payment provider instead of the configuration's (an in-memory one, for the order
   * machinery without a network); start never sets it.
   */
  paymentProvider?: PaymentProvider;
  /**
   * Where the reads that may use a replica go (db/read-routing.ts); by default every read is the
   * primary's. The app does not close it: whoever opened it does, after the app.
   */
  reads?: ReadRouter;
  /** Where JSON log lines go (stdout by default); tests read them. */
  logStream?: { write(line: string): void };
}

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const WRITE_RATE_LIMIT = { max: 120, timeWindow: 60_000 };

declare module "fastify" {
  interface FastifyInstance {
    /** Settings and footer kept in the process, dropped on NOTIFY (db/notify-cache.ts); the SSR reads it too. */
    publicReads: PublicReadCache;
    /** Orders and their payments (modules/payments); tests reach the provider and the handlers through it. */
    payments: Payments;
    /** Every route as registered, for the route-walking security test and the docs. */
    registeredRoutes: { method: string; url: string; public: boolean; staff: string | undefined }[];
  }
}

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions["schemaController"]>["compilersFactory"]
>;
// Fastify types these factories after Ajv's; it only uses what they return as a route's compiler.
const zodValidatorFactory = (() => validatorCompiler) as unknown as CompilersFactory["buildValidator"];
const zodSerializerFactory = (() => serializerCompiler) as unknown as CompilersFactory["buildSerializer"];

// Every route validates and serializes with zod (set*Compiler below): naming them here also keeps
// Fastify from loading Ajv and fast-json-stringify's compiler (~100 modules) at start for default
// compilers it never uses (the cold-start budget, DESIGN.md "Quality budgets").
const SCHEMA_CONTROLLER: FastifyServerOptions["schemaController"] = {
  compilersFactory: { buildValidator: zodValidatorFactory, buildSerializer: zodSerializerFactory },
};
// A path parameter may be 200 characters (Fastify's default is 100, answered 414): the e-ticket
// reference of GET /api/ec/sendmail/{a}/{b} is three uuids and a language, 113 (docs/domain/etickets.md).
const ROUTER_OPTIONS: FastifyServerOptions["routerOptions"] = {
  ignoreTrailingSlash: true,
  maxParamLength: 200,
};

/** `TRUST_PROXY=<n>`: the n nearest hops are proxies (proxy-addr's hop index counts from the socket). */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/** This server's own loopback address once it listens (the built-in payment provider is reached there). */
function listeningUrl(app: FastifyInstance): string | undefined {
  const address = app.server.address();
  if (!address || typeof address === "string") {
    return undefined;
  }
  const host =
    address.family === "IPv6"
      ? address.address === "::"
        ? "[::1]"
        : `[${address.address}]`
      : address.address === "0.0.0.0"
        ? "127.0.0.1"
        : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * Read-your-writes across processes (lib/read-after.ts): a write answered 2xx carries the primary's
 * position once it has committed, as a cookie and as a header; that client's reads that may use the
 * replica wait for it there. Only with a replica: without one there is nothing to wait for.
 */
function registerReadAfter(app: FastifyInstance, reads: ReadRouter): void {
  app.addHook("onSend", (request, reply, payload, done) => {
    if (!WRITE_METHODS.has(request.method) || reply.statusCode < 200 || reply.statusCode >= 300) {
      done(null, payload);
      return;
    }
    reads.primaryLsn().then(
      (lsn) => {
        if (lsn !== undefined) {
          reply.header(READ_AFTER_HEADER, formatLsn(lsn));
          const cookie = readAfterCookie(lsn, request.protocol === "https");
          const current = reply.getHeader("set-cookie");
          reply.header("set-cookie", current === undefined ? cookie : [current, cookie].flat().map(String));
        }
        done(null, payload);
      },
      // The write is done; without the position its writer's next reads may lag, never fail.
      () => done(null, payload),
    );
  });
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const reads = options.reads ?? primaryOnly(database);
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    genReqId: newRequestId,
    childLoggerFactory: requestLoggerFactory,
    requestIdHeader: "x-request-id",
    bodyLimit: 1_048_576,
    // Only configured proxies may name the client (X-Forwarded-For): per-IP limits depend on it.
    trustProxy: typeof config.trustProxy === "number" ? trustHops(config.trustProxy) : config.trustProxy,
    routerOptions: ROUTER_OPTIONS,
    schemaController: SCHEMA_CONTROLLER,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate("registeredRoutes", []);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) {
      app.registeredRoutes.push({
        method,
        url: route.url,
        public: Boolean(route.config?.public),
        staff: route.config?.staff,
      });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before the error handler: it reads the signed-in customer's language through it (SPEC 8).
  const accountCache = new AccountCache();
  await accountCache.start(database);
  app.addHook("onClose", async () => accountCache.stop());
  registerErrorHandler(app, accountLanguageFrom({ db: database.db, cache: accountCache }));
  // Every text answer above 1 KB in brotli or gzip (DESIGN.md "Compression"): before any route.
  await registerCompression(app);
  registerCachedJson(app);
  registerSecurityHeaders(app, config);
  registerControlCharacterGuard(app);
  registerCaptchaGuard(app, { db: database.db, work: options.captchaWork });
  registerPersonalNoStore(app);
  if (config.env === "dev") {
    registerDevLoopbackOnly(app);
  }
  // Rate limits on every write (API, sign-in, token endpoint); 429 carries Retry-After. Attached per
  // route, so a route that only reads pays nothing; routes that mix reads and writes let reads through.
  app.addHook("onRoute", (route) => {
    const methods = [route.method].flat();
    const writes = methods.filter((method) => WRITE_METHODS.has(method));
    if (writes.length === 0) {
      return;
    }
    const own = route.config?.rateLimit;
    const mixed = writes.length < methods.length;
    route.config = {
      ...route.config,
      rateLimit: {
        ...WRITE_RATE_LIMIT,
        ...(mixed ? { allowList: (request: { method: string }) => !WRITE_METHODS.has(request.method) } : {}),
        ...(typeof own === "object" ? own : {}),
      },
    };
  });
  await app.register(rateLimit, {
    global: false,
    // One allowance across every process on PostgreSQL (docs/scaling.md); PGlite is one process.
    ...(database.kind === "postgres" ? { store: postgresRateLimitStore(database.db) } : {}),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.ceil(context.ttl / 1000);
      return new AppError("RATE_LIMITED", { message: (m) => m.RATE_LIMITED(seconds) });
    },
  });
  // Before any route exists, so no /api route can slip past authentication; after the rate limiter,
  // whose hook then runs first on each route.
  let keySet: KeySetSource | undefined;
  const revokedGrants = await startRevokedGrants(app, database);
  const loadedKeySet: KeySetSource = async () => {
    if (!keySet) {
      throw new Error("the identity keys are not loaded yet");
    }
    return keySet();
  };
  registerAuth(app, config, loadedKeySet, revokedGrants);
  // The back-office's routes: the staff audience and a declared role each (docs/staff.md "The guard").
  registerStaffGuard(app, config, loadedKeySet, revokedGrants);
  // On the raw response at the start, as the security headers are: every answer carries it (pages
  // and the provider's too), and no route pays an onSend hook for it (callback style: an async hook
  // would cost every request a promise).
  app.addHook("onRequest", (request, reply, done) => {
    reply.raw.setHeader("x-request-id", request.id);
    done();
  });

  if (reads.replicated) {
    registerReadAfter(app, reads);
  }

  await app.register(formbody);
  // Built on its first request (the generator and the UI are ~100 modules, kept off the cold start).
  registerApiDocs(app, {
    // OpenAPI 3.1: its schemas are JSON Schema 2020-12, where null is a type of its own, so a
    // nullable enum accepts null (fastify-type-provider-zod emits 2020-12 for a 3.1 document).
    openapi: {
      openapi: "3.1.0",
      info: { title: "Cinélux API", version: "1.0.0" },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    },
    zod: { validatorCompiler, serializerCompiler, jsonSchemaTransform },
    // The control-character guard (http/control-characters.ts) answers a coded 400 on any /api route.
    everyApiRoute: { 400: ErrorResponseSchema },
    schemaController: SCHEMA_CONTROLLER,
    routerOptions: ROUTER_OPTIONS,
  });

  const identity = await registerIdentity(app, { config, db: database.db, captchaWork: options.captchaWork });
  keySet = identity.keySet;
  // Expired provider rows, failure windows, captcha answers, links, revocations, counters (identity.md).
  const purge = startPurgeJob({ db: database.db, log: app.log });
  app.addHook("onClose", async () => purge.stop());

  // The wishlist alert (docs/domain/feelings.md): every 15 minutes, each wished show mailed once.
  const wishlistAlerts = startWishlistAlertJob({ db: database.db, config, log: app.log });
  app.addHook("onClose", async () => wishlistAlerts.stop());

  // Payments (docs/domain/payments.md): the provider, the orders' handlers (registered by the modules
  // that sell), the webhook and the reconciliation job that asks about orders still pending.
  const configured = providerOfConfig(config, () => listeningUrl(app));
  const payments = createPayments({
    db: database.db,
    provider: options.paymentProvider ?? configured.provider,
    webhookUrl: configured.webhookUrl,
    log: app.log,
  });
  // Monthly invoices are debited on the mandate a first payment set up (modules/subscribe/debits.ts).
  const collect = debitCollector(payments);
  payments.handle("giftCard", cardOrderHandler());
  payments.handle("prepaid", cardOrderHandler());
  payments.handle("subscription", passOrderHandler());
  payments.handle("invoice", invoiceOrderHandler({ collect }));
  payments.handle("planChange", upgradeOrderHandler());
  // A booking of the tunnel: paid, it becomes the e-ticket (docs/domain/booking.md "Checkout").
  payments.handle("booking", bookingOrderHandler(config));
  const debits = startDebitJob({ db: database.db, payments, log: app.log });
  app.addHook("onClose", async () => debits.stop());
  // Subscription billing (docs/domain/subscription.md "Engine"): hourly, each day billed once.
  const billing = startBillingJob({ db: database.db, log: app.log, billing: { collect } });
  app.addHook("onClose", async () => billing.stop());
  const giftDelivery = startGiftDeliveryJob({ db: database.db, log: app.log });
  app.addHook("onClose", async () => giftDelivery.stop());
  const reconciliation = startReconciliationJob({ db: database.db, payments, log: app.log });
  app.addHook("onClose", async () => reconciliation.stop());
  app.decorate("payments", payments);
  await app.register(paymentsRoutes, {
    db: database.db,
    payments,
    applePayDomainFile: config.applePayDomainFile,
  });

  await app.register(healthRoutes, { database });
  await app.register(clubRoutes, { db: database.db, cache: accountCache });
  await app.register(cardSalesRoutes, { db: database.db, cache: accountCache, config, payments });
  await app.register(accountsRoutes, { db: database.db, cache: accountCache, config });
  await app.register(cardsRoutes, { db: database.db, cache: accountCache });
  await app.register(walletRoutes, { db: database.db, config });
  await app.register(favouritesRoutes, { db: database.db });
  await app.register(friendsRoutes, { db: database.db, config });
  await app.register(preferencesRoutes, { db: database.db, cache: accountCache });
  await app.register(newsletterRoutes, { db: database.db, cache: accountCache });
  await app.register(subscriptionRoutes, { db: database.db, cache: accountCache, billing: { collect } });
  await app.register(subscribeRoutes, { db: database.db, cache: accountCache, config, payments });
  await app.register(invoicesRoutes, { db: database.db });
  const ticketCounts = new TicketCountCache();
  await ticketCounts.start(database);
  app.addHook("onClose", async () => ticketCounts.stop());
  await app.register(bookingsRoutes, { db: database.db, cache: ticketCounts });
  await app.register(eticketsRoutes, { db: database.db, payments });
  // The booking tunnel (docs/domain/booking.md): sessions, seats and holds; every 30 s the seats of
  // expired holds come back.
  const hallMaps = createHallMapCache(database.db);
  // Seat maps a second old may come from the replica (docs/scaling.md "Replica reads"). A session the
  // replica does not know may be one created within its lag: only the primary may say it is missing.
  const seatStates = new SeatStatesCache(async (sessionId, need) => {
    const load = (db: Database) => loadSeatStates({ db, hallMaps }, sessionId);
    const routed = await reads.read({ staleMs: CATALOG_STALENESS_MS, ...need }, load);
    return routed.value === undefined && routed.source === "replica"
      ? load(database.db)
      : tagSource(routed.value, routed.source);
  });
  await app.register(tunnelRoutes, { db: database.db, seatStates, hallMaps, payments, config, reads });
  await app.register(guestBookingRoutes, { db: database.db, payments, seatStates });
  const holdExpiry = startHoldExpiryJob({ db: database.db, log: app.log });
  app.addHook("onClose", async () => holdExpiry.stop());
  await app.register(feelingsRoutes, { db: database.db });
  await app.register(identitiesRoutes, { db: database.db, config });
  await app.register(advantagesRoutes, { db: database.db });
  await app.register(surveyRoutes, { db: database.db });
  await app.register(statisticsRoutes, { db: database.db });
  await app.register(recommendationsRoutes, { db: database.db });
  const publicReads = new PublicReadCache();
  await publicReads.start(database);
  app.addHook("onClose", async () => publicReads.stop());
  app.decorate("publicReads", publicReads);
  await app.register(settingsRoutes, { db: database.db, config, cache: publicReads });
  await app.register(alertsRoutes, { db: database.db, cache: publicReads });
  await app.register(footerRoutes, { db: database.db, cache: publicReads, reads });
  // Support (docs/domain/support.md): the FAQ reads (public, cached) and the cases.
  await app.register(faqRoutes, { db: database.db, cache: publicReads, reads });
  await app.register(caseRoutes, { db: database.db, config });
  const artworkSubjects = createArtworkSubjects(database.db);
  await app.register(mediaRoutes, { config, database, subjects: artworkSubjects });
  await app.register(catalogRoutes, { db: database.db, config, cache: publicReads, reads });
  // The tunnel's ticket prices and concessions (docs/domain/prices.md): public reads of a session's.
  await app.register(pricingRoutes, { db: database.db });
  // The back-office (docs/staff.md): every route under /api/staff passes the staff guard.
  await app.register(staffRoutes, { db: database.db });
  // Alerts (editor) and flags and settings (admin): a write clears the public reads at once.
  await app.register(staffAlertsRoutes, { db: database.db, cache: publicReads });
  await app.register(staffSettingsRoutes, { db: database.db, cache: publicReads });
  await app.register(staffSupportRoutes, { db: database.db, config });
  // The catalog (editor): an edit reaches customers at once (public reads cleared, images re-read,
  // a cancelled session's seat states dropped).
  await app.register(staffCatalogRoutes, {
    db: database.db,
    cache: publicReads,
    payments,
    onShowImage: () => artworkSubjects.forget(),
    onSessionCancelled: (sessionId) => seatStates.forget(sessionId),
  });
  // Pass photos (moderator): a decision changes the customer's pass, so it evicts their account.
  await app.register(staffPhotosRoutes, { db: database.db, cache: accountCache, config });
  // The staff team (admin).
  await app.register(staffTeamRoutes, { db: database.db });
  // Customers (agent): look-up, goodwill vouchers, resend a ticket, cancel a booking with its refund.
  await app.register(customerCareRoutes, {
    db: database.db,
    config,
    payments,
    onSeatsFreed: (sessionId) => seatStates.forget(sessionId),
  });
  if (config.env === "dev") {
    await app.register(devMailboxRoutes, { db: database.db });
    // Embedded mode (docs/embedded.md): the page that plays the mobile app around m/{language} pages.
    await app.register(devHostRoutes, { db: database.db, config });
    await app.register(paymentTestModeRoutes, { db: database.db, config });
  }

  if (options.webBuild) {
    await registerWeb(app, {
      config,
      db: database.db,
      build: options.webBuild,
      clientDir: options.webClientDir,
      reads,
    });
  }
  return app;
}
