import * as z from "zod";
import { GENERAL_OPTIN_FIELD, MAIL_OPTIN_FIELD } from "./brand.ts";
import { INTEREST_EVENTS, INTEREST_GENRES } from "./interests.ts";
import { LANGUAGES } from "./languages.ts";

/** SPEC 3: gender mr / ms / other travels as civ-mr / civ-mm / civ-other. */
export const GENDER_SERVER_VALUES = ["civ-mr", "civ-mm", "civ-other"] as const;
export const GenderSchema = z.enum(GENDER_SERVER_VALUES);

export const PlanSchema = z.object({ value: z.string(), title: z.string(), price: z.number() });

export const SubscriptionStateSchema = z.object({
  eligibleReSubscription: z.boolean(),
  eligibleRenew: z.boolean(),
  eligibleForReactivation: z.boolean(),
  eligibleForSuspension: z.boolean(),
  eligibleToCancelSuspension: z.boolean(),
  eligibleToCancelCancellation: z.boolean(),
  eligibleChanges: z.boolean(),
  pausePending: z.boolean(),
  cancelPending: z.boolean(),
  pendingPlanChange: z.boolean(),
  newPlan: PlanSchema.nullable(),
  currentPlan: PlanSchema.nullable(),
  newAddons: z.array(PlanSchema),
  addons: z.array(PlanSchema),
  nextPlanExecutionDate: z.string().nullable(),
  currentPlanEndDate: z.string().nullable(),
});
export type SubscriptionState = z.infer<typeof SubscriptionStateSchema>;

/** SPEC 3 "card": the payment card on file; expirationDate as MM/YY. */
export const PaymentCardSchema = z.object({
  lastDigits: z.string(),
  expirationDate: z.string(),
  icon: z.enum(["cb", "visa", "mc", "amex", "ecarte"]),
});

export const InterestSchema = z.object({ genres: z.array(z.string()), events: z.array(z.string()) });

/** What a customer may send: known ids only, each once, so a list is bounded by the catalogue. */
const uniqueIds = <T extends readonly [string, ...string[]]>(ids: T) =>
  z
    .array(z.enum(ids))
    .max(ids.length)
    .refine((list) => new Set(list).size === list.length, { message: "Each interest may appear once." });
export const UpdateInterestSchema = z
  .object({ genres: uniqueIds(INTEREST_GENRES), events: uniqueIds(INTEREST_EVENTS) })
  .strict();

/** GET /api/accounts/me: every field of the User account (SPEC 3). */
export const AccountResponseSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  infixName: z.string().nullable(),
  gender: GenderSchema.nullable(),
  picture: z.string().nullable(),
  pictureFallback: z.string(),
  birthDate: z.string().nullable(),
  mail: z.string(),
  homePhone: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  address: z.string().nullable(),
  addressComplement: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  language: z.enum(LANGUAGES),
  domain: z.enum(["fr", "nl"]),
  subscription: z.boolean(),
  subscriptionState: SubscriptionStateSchema.nullable(),
  card: PaymentCardSchema.nullable(),
  mailNotification: z.boolean(),
  statistics: z.boolean(),
  registered: z.boolean(),
  mustVerifyMail: z.boolean(),
  trackingDate: z.string().nullable(),
  [MAIL_OPTIN_FIELD]: z.boolean(),
  [GENERAL_OPTIN_FIELD]: z.boolean(),
  hasLoyalty: z.boolean(),
  interest: InterestSchema.nullable(),
  social: z.array(z.string()),
  photoStatus: z.string().nullable(),
  status: z.string(),
  blockedReason: z.string().nullable(),
});
export type AccountResponse = z.infer<typeof AccountResponseSchema>;

/**
 * PATCH /api/accounts/me (SPEC 7): only changed fields travel, with the server's names. Unknown
 * fields are refused. Interests travel as null when empty (SPEC 5).
 */
export const UpdateAccountRequestSchema = z
  .object({
    salutation: GenderSchema,
    firstname: z.string().trim().min(1).max(60),
    lastname: z.string().trim().min(1).max(60),
    infixname: z.string().trim().max(20).nullable(),
    dateOfBirth: z.iso.date(),
    homePhone: z
      .string()
      .regex(/^\+?[0-9 ().-]{6,20}$/)
      .nullable(),
    mobilePhone: z
      .string()
      .regex(/^\+?[0-9 ().-]{6,20}$/)
      .nullable(),
    address: z.string().trim().min(1).max(120),
    addressComplement: z.string().trim().max(120).nullable(),
    zipCode: z.string().regex(/^[A-Za-z0-9 -]{3,10}$/),
    city: z.string().trim().min(1).max(60),
    country: z.string().regex(/^[A-Z]{2}$/),
    registered: z.boolean(),
    [MAIL_OPTIN_FIELD]: z.boolean(),
    [GENERAL_OPTIN_FIELD]: z.boolean(),
    hasLoyalty: z.boolean(),
    interest: UpdateInterestSchema.nullable(),
  })
  .partial()
  .strict();
export type UpdateAccountRequest = z.infer<typeof UpdateAccountRequestSchema>;

/** The Wallet bullet (SPEC 2.1): confirmed bookings still to come. */
export const TicketCountResponseSchema = z.object({ count: z.number().int().min(0) });

/** POST /api/accounts/me/verification-mail: a new verification link is on its way (202). */
export const SendVerificationMailResponseSchema = z.object({ queued: z.literal(true) });
export type SendVerificationMailResponse = z.infer<typeof SendVerificationMailResponseSchema>;

/** The profile fields a registered account must have (docs/accounts.md), by their PATCH names. */
export const REGISTRATION_REQUIRED_FIELDS = [
  "salutation",
  "firstname",
  "lastname",
  "dateOfBirth",
  "address",
  "zipCode",
  "city",
  "country",
] as const satisfies readonly (keyof UpdateAccountRequest)[];

/** SPEC 7: each PATCH /api/accounts/me name and the account field it changes. */
export const UPDATE_FIELD_TO_ACCOUNT_FIELD = {
  salutation: "gender",
  firstname: "firstName",
  lastname: "lastName",
  infixname: "infixName",
  dateOfBirth: "birthDate",
  homePhone: "homePhone",
  mobilePhone: "mobilePhone",
  address: "address",
  addressComplement: "addressComplement",
  zipCode: "postalCode",
  city: "city",
  country: "country",
  registered: "registered",
  [MAIL_OPTIN_FIELD]: MAIL_OPTIN_FIELD,
  [GENERAL_OPTIN_FIELD]: GENERAL_OPTIN_FIELD,
  hasLoyalty: "hasLoyalty",
  interest: "interest",
} as const satisfies Record<keyof UpdateAccountRequest, keyof AccountResponse>;

/**
 * GET /api/accounts/me/changePassword: a password-reset link is on its way to the account's own
 * address. The server answers only `true`; a failure is a coded error that the web maps to
 * `{ done: false }` (SPEC 7, 8 "Password change failure").
 */
export const ChangePasswordResponseSchema = z.object({ done: z.literal(true) });
/** What the web's call resolves to once a failure is mapped (SPEC 8). */
export type ChangePasswordResult = { done: boolean };

/** An address as a form sends it: surrounding spaces dropped, at most 254 characters (RFC 5321). */
const MailFieldSchema = z.string().trim().max(254).pipe(z.email());

/**
 * POST /api/accounts/me/checkCredentials, step 1 of the e-mail change (SPEC 7), with the captcha
 * header: the signed-in customer's own address and password. A wrong pair is CREDENTIALS_INVALID.
 */
export const CheckCredentialsRequestSchema = z.strictObject({
  mail: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(128),
});
export type CheckCredentialsRequest = z.infer<typeof CheckCredentialsRequestSchema>;
/** The proof is kept by the server, bound to the account, for 10 minutes: no token travels. */
export const CheckCredentialsResponseSchema = z.object({ done: z.literal(true) });
export type CheckCredentialsResponse = z.infer<typeof CheckCredentialsResponseSchema>;

/**
 * PATCH /api/accounts/me/email, step 2 (SPEC 5 "E-mail change", SPEC 7), with the captcha header:
 * the new address twice; a different confirmation is `newMailConfirmation` / `invalid_value`.
 */
export const ChangeMailRequestSchema = z
  .strictObject({ newMail: MailFieldSchema, newMailConfirmation: z.string().trim().max(254) })
  .refine((body) => body.newMail.toLowerCase() === body.newMailConfirmation.toLowerCase(), {
    path: ["newMailConfirmation"],
    message: "The confirmation differs from the new address.",
  });
export type ChangeMailRequest = z.infer<typeof ChangeMailRequestSchema>;
/** The same answer whether the address was free or another account's (that owner gets a mail). */
export const ChangeMailResponseSchema = z.object({ done: z.literal(true) });
export type ChangeMailResponse = z.infer<typeof ChangeMailResponseSchema>;

/** One booking in the customer's data export (docs/my-data.md). */
export const ExportedBookingSchema = z.object({
  bookingRef: z.string(),
  status: z.string(),
  show: z.string(),
  cinema: z.string(),
  startsAt: z.string(),
  version: z.string(),
  auditorium: z.string(),
  seats: z.array(z.string()),
  seatType: z.string(),
  options: z.array(z.object({ label: z.string(), quantity: z.number() })),
  payment: z.object({
    bookingDate: z.string(),
    means: z.string(),
    totalAmount: z.number(),
    currency: z.string(),
  }),
  refundable: z.boolean(),
  createdAt: z.string(),
});

/** GET /api/accounts/me/export: everything held on the customer (GDPR art. 15, 20; docs/my-data.md). */
export const AccountExportResponseSchema = z.object({
  exportedAt: z.string(),
  /**
   * The account as GET /api/accounts/me shows it, plus every column stored on it under its own name
   * (dates as ISO strings), the password hash excepted: a column added later is exported without a
   * change here.
   */
  account: AccountResponseSchema.extend({
    mailVerifiedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }).catchall(z.unknown()),
  bookings: z.array(ExportedBookingSchema),
  /** Every advantage, expired ones too, its texts in the account's language. */
  advantages: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      details: z.string(),
      code: z.string().nullable(),
      terms: z.string().nullable(),
      help: z.string().nullable(),
      expirationDate: z.string().nullable(),
      alexRecognitionId: z.string().nullable(),
      grantedAt: z.string(),
    }),
  ),
  /**
   * The pass cards (the photo as base64 JPEG), subscriptions, invoices and supplements,
   * every stored column under its own name (dates as ISO strings). The server always sends it;
   * optional so an export made before the pass joined the export still reads.
   */
  pass: z
    .object({
      cards: z.array(z.record(z.string(), z.unknown())),
      subscriptions: z.array(z.record(z.string(), z.unknown())),
      invoices: z.array(z.record(z.string(), z.unknown())),
      supplements: z.array(z.record(z.string(), z.unknown())),
    })
    .optional(),
  /**
   * The wallet (docs/domain/wallet.md): the cards held, the offers made or claimed and the
   * goodies, every stored column under its own name, never a pin's or a claim token's hash.
   * Optional so an export made before the wallet joined the export still reads.
   */
  wallet: z
    .object({
      cards: z.array(z.record(z.string(), z.unknown())),
      offers: z.array(z.record(z.string(), z.unknown())),
      goodies: z.array(z.record(z.string(), z.unknown())),
    })
    .optional(),
  /**
   * E-tickets (docs/domain/etickets.md): the tickets mailed (to whom, when) and cancelled, and the
   * refunds of the account's bookings, every stored column under its own name. Optional so an export
   * made before the tickets joined the export still reads.
   */
  tickets: z
    .object({
      actions: z.array(z.record(z.string(), z.unknown())),
      refunds: z.array(z.record(z.string(), z.unknown())),
    })
    .optional(),
  /**
   * Taste and circle: favourite cinemas, friendships as the customer sees them (never another customer's
   * name or id), feelings per show, shows ignored for rating, wishlist alerts. Optional so an export
   * made before taste and circle joined the export still reads.
   */
  taste: z
    .object({
      favouriteCinemas: z.array(z.record(z.string(), z.unknown())),
      friends: z.array(z.record(z.string(), z.unknown())),
      feelings: z.array(z.record(z.string(), z.unknown())),
      ignoredShows: z.array(z.record(z.string(), z.unknown())),
      wishlistAlerts: z.array(z.record(z.string(), z.unknown())),
    })
    .optional(),
  /** Support cases, their messages and attachments (base64). Optional for older exports. */
  support: z
    .object({
      cases: z.array(z.record(z.string(), z.unknown())),
      messages: z.array(z.record(z.string(), z.unknown())),
      attachments: z.array(z.record(z.string(), z.unknown())),
    })
    .optional(),
  /**
   * What the customer bought on the site: the orders (with their status history), the ledger's money
   * movements and the payment provider's customer id, every stored column under its own name.
   */
  payments: z
    .object({
      orders: z.array(z.record(z.string(), z.unknown())),
      orderEvents: z.array(z.record(z.string(), z.unknown())),
      ledger: z.array(z.record(z.string(), z.unknown())),
      providerCustomers: z.array(z.record(z.string(), z.unknown())),
    })
    .optional(),
  /** Mails queued to the account's address: subject and date only, never the body and its links. */
  mails: z.array(z.object({ subject: z.string(), date: z.string() })),
  /** Single-use links sent (password reset, mail verification): never the token or its hash. */
  links: z.array(
    z.object({
      purpose: z.enum(["verify_mail", "reset_password", "mail_change"]),
      createdAt: z.string(),
      expiresAt: z.string(),
      usedAt: z.string().nullable(),
    }),
  ),
  /** The customer's answers to the home's surveys (docs/survey.md): question id -> rating or comment. */
  surveyAnswers: z.array(
    z.object({
      surveyId: z.string(),
      answers: z.record(z.string(), z.union([z.number(), z.string()])),
      answeredAt: z.string(),
    }),
  ),
  /** The social identities linked to the account (docs/identities.md). */
  linkedIdentities: z.array(
    z.object({
      provider: z.enum(["facebook", "apple", "google-oauth2"]),
      subject: z.string(),
      name: z.string(),
      mail: z.string().nullable(),
      linkedAt: z.string(),
    }),
  ),
  /** The failed sign-ins counted against the address (brute-force slow-down), if any. */
  signInFailures: z
    .object({ failures: z.number().int(), windowStart: z.string(), lastFailureAt: z.string() })
    .nullable(),
});
export type AccountExportResponse = z.infer<typeof AccountExportResponseSchema>;

/**
 * POST /api/accounts/me/delete (SPEC 7): the account is gone; `lost` says what went with it
 * (docs/accounts.md "Account deletion").
 */
export const DeleteAccountResponseSchema = z.object({
  deleted: z.literal(true),
  lost: z.object({
    /** The subscription pass the account held (SPEC 3 subscriptionState), if any. */
    pass: z.boolean(),
    /** The loyalty programme membership (hasLoyalty). */
    loyalty: z.boolean(),
    /** Loyalty advantages granted to the account. */
    advantages: z.number().int().min(0),
    /** E-tickets and booking history. */
    bookings: z.number().int().min(0),
    /** The saved bank card. */
    paymentCard: z.boolean(),
  }),
});
export type DeleteAccountResponse = z.infer<typeof DeleteAccountResponseSchema>;
