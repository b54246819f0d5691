/**
 * The built-in payment provider speaks Mollie's REST API (v2) in test mode under this path, so the
 * official client runs against it with `apiEndpoint: "<origin>/dev/mollie/v2/"`
 * (docs/domain/payments-test-mode.md).
 */
export const TEST_MODE_API_PATH = "/dev/mollie/v2/";

/** The hosted checkout page of a payment: `/dev/pay/<id>`. */
export const CHECKOUT_PATH = "/dev/pay/";

/**
 * The API key of the built-in provider: a Mollie test key (`test_` and 30 letters or digits). Any
 * key of that form is taken; a `live_` key never is.
 */
export const BUILTIN_MOLLIE_API_KEY = "test_CineluxBuiltInProviderKey00000";

/** Mollie's hosted checkout lets a payment stay open 15 minutes before it expires. */
export const CHECKOUT_LIFETIME_MS = 15 * 60_000;

/** A recurring debit and a refund stay pending this long before they resolve ("a moment later"). */
export const RESOLVE_DELAY_MS = 400;

/** Mollie keeps an idempotency key for one hour. */
export const IDEMPOTENCY_LIFETIME_MS = 60 * 60_000;

/** The methods the checkout page offers, each with the mandate a paid first payment gives. */
export const CHECKOUT_METHODS = {
  ideal: "directdebit",
  bancontact: "directdebit",
  creditcard: "creditcard",
  applepay: "creditcard",
} as const;

export type CheckoutMethod = keyof typeof CHECKOUT_METHODS;

/** What a payment may be created with: the page's methods, and SEPA Direct Debit for a recurring one. */
export const ACCEPTED_METHODS: readonly string[] = [...Object.keys(CHECKOUT_METHODS), "directdebit"];

export const PAYMENT_OUTCOMES = ["paid", "failed", "canceled", "expired", "open"] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/** Mollie's locales the creation accepts (data/global.d.ts of the client). */
export const MOLLIE_LOCALES: readonly string[] = [
  "en_US",
  "en_GB",
  "nl_NL",
  "nl_BE",
  "fr_FR",
  "fr_BE",
  "fr_LU",
  "de_DE",
  "de_AT",
  "de_CH",
  "de_LU",
  "es_ES",
  "ca_ES",
  "pt_PT",
  "it_IT",
  "nb_NO",
  "sv_SE",
  "fi_FI",
  "da_DK",
  "is_IS",
  "hu_HU",
  "pl_PL",
  "lv_LV",
  "lt_LT",
];
