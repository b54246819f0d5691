/**
 * The built-in payment provider (docs/domain/payments-test-mode.md): what the rest of the server and
 * the tests use of it.
 */

export type { CheckoutMethod, PaymentOutcome } from "./test-mode.constants.ts";
export { BUILTIN_MOLLIE_API_KEY, CHECKOUT_PATH, TEST_MODE_API_PATH } from "./test-mode.constants.ts";
export { paymentTestModeRoutes } from "./test-mode.routes.ts";
export { type SettleOptions, settleTestPayment } from "./test-mode.service.ts";
export { onWebhookAttempt, type WebhookAttempt, webhooksDelivered } from "./test-mode.webhooks.ts";
