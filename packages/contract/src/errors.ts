import * as z from "zod";
import { FIELD_ERROR_CODES, type FieldError, type FieldErrorCode } from "./field-errors.ts";

/** Every error the API answers with; the web translates the code (STYLE.md "Errors"). */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  /** PATCH /api/accounts/me with `registered: true` while a required profile field is missing. */
  REGISTRATION_INCOMPLETE: 400,
  /** The birth date makes the customer younger than AGE_RESTRICTION (SPEC 5, 9). */
  AGE_RESTRICTION: 400,
  /** An unsubscribe token that is malformed, forged or tampered with (docs/newsletter.md). */
  NEWSLETTER_TOKEN_INVALID: 400,
  /** A genuine unsubscribe token past its 60 days: the customer changes the settings signed in. */
  NEWSLETTER_TOKEN_EXPIRED: 410,
  /** SPEC 5 "Captcha response": the call needs an ALTCHA answer in `x-captcha-response`; none came. */
  CAPTCHA_REQUIRED: 400,
  /** The answer is malformed, forged, wrongly solved or expired: solve a new challenge. */
  CAPTCHA_INVALID: 400,
  /** The answer was already spent (single use, across every server process): solve a new challenge. */
  CAPTCHA_REPLAYED: 400,
  /**
   * E-mail change step 1: the address is not the signed-in customer's or the password is wrong (one
   * code for both, so nothing more is revealed). 400, not 401: the web reads 401 as a lost session.
   */
  CREDENTIALS_INVALID: 400,
  /** E-mail change step 2 without a step 1 of this account in the last 10 minutes, or a spent one. */
  CREDENTIALS_CHECK_REQUIRED: 403,
  /**
   * Account deletion with an access token whose sign-in (`auth_time`) is older than 10 minutes, or
   * unknown: the web signs the customer in again through the provider with `max_age` (docs/accounts.md).
   */
  REAUTHENTICATION_REQUIRED: 403,
  /** A `/api/staff/*` route called with a customer's access token: staff tokens only (docs/staff.md). */
  STAFF_ONLY: 403,
  /** A staff token whose roles do not include the route's (admin holds every role). */
  STAFF_ROLE_REQUIRED: 403,
  /**
   * An admin action with a staff token whose second factor (`mfa_at`) is older than 15 minutes: the
   * staff app signs in again through the provider with `prompt=login` (docs/staff.md "The guard").
   */
  STAFF_FRESH_MFA_REQUIRED: 403,
  /** A back-office alert call naming an id no alert has (docs/staff.md "Alerts"). */
  ALERT_NOT_FOUND: 404,
  /** An alert whose `endsAt` is not after its `startsAt` (as sent, or with the stored one). */
  ALERT_SCHEDULE_INVALID: 400,
  /** A moderator's call naming a card that does not exist (docs/staff.md "Pass photos"). */
  PHOTO_NOT_FOUND: 404,
  /** The card's photo waits for no decision any more: another moderator decided first, or a new one came. */
  PHOTO_NOT_PENDING: 409,
  /** The customer sent another photo after the one the moderator decided on: look at the new one. */
  PHOTO_REPLACED: 409,
  /**
   * POST /api/accounts/me/link: the link token is malformed, forged, expired, already used, for
   * another audience or for another provider than the one named (docs/identities.md).
   */
  IDENTITY_LINK_TOKEN_INVALID: 400,
  /** The upstream identity is already linked, to this account or to another one. */
  IDENTITY_ALREADY_LINKED: 409,
  /** The account already has an identity of this provider: unlink it first. */
  IDENTITY_PROVIDER_ALREADY_LINKED: 409,
  /** Unlinking would leave the account with no way to sign in (no password, one identity). */
  IDENTITY_LAST_SIGN_IN_METHOD: 409,
  /** Catalog (docs/catalog.md): no show, cinema or schedule zone of the request's domain has this slug. */
  SHOW_NOT_FOUND: 404,
  CINEMA_NOT_FOUND: 404,
  ZONE_NOT_FOUND: 404,
  /** SPEC 7: an `x-lcpg-mobile-key` header that is not the domain's settings `mobileKey`. */
  MOBILE_KEY_INVALID: 401,
  /** SPEC 7: a call to the mobile catalog (MOBILE_CATALOG_PREFIX) without the `x-lcpg-mobile-key` header. */
  MOBILE_KEY_REQUIRED: 401,
  /**
   * Subscription (docs/domain/subscription.md "Actions"): the customer holds no pass, or
   * the action's eligibility flag of SPEC 3 `subscriptionState` is false at the time of the call.
   */
  SUBSCRIPTION_NOT_FOUND: 404,
  SUBSCRIPTION_SUSPENSION_NOT_ALLOWED: 409,
  SUBSCRIPTION_REACTIVATION_NOT_ALLOWED: 409,
  SUBSCRIPTION_NO_PENDING_PAUSE: 409,
  SUBSCRIPTION_CANCELLATION_NOT_ALLOWED: 409,
  SUBSCRIPTION_NO_PENDING_CANCELLATION: 409,
  SUBSCRIPTION_NO_PENDING_PLAN_CHANGE: 409,
  /** Supplement debit invoicing on a canceled subscription. */
  SUBSCRIPTION_ENDED: 409,
  /** An invoice, a card or a card photo that is not the signed-in customer's answers as missing. */
  INVOICE_NOT_FOUND: 404,
  PASS_CARD_NOT_FOUND: 404,
  /**
   * PATCH /api/accounts/me/cards: the card is already on this account. A wrong number, a wrong name
   * and another customer's card all answer PASS_CARD_NOT_FOUND alike (no oracle).
   */
  PASS_CARD_ALREADY_ATTACHED: 409,
  /** SPEC 5 photo upload (packages/contract/src/photo-rules.ts): 10001 and 10002 on the web. */
  PHOTO_TOO_LARGE: 413,
  PHOTO_TYPE_NOT_ALLOWED: 415,
  /** The bytes claim an allowed type but do not decode as an image (truncated, polyglot, too many pixels). */
  PHOTO_UNREADABLE: 400,
  /** A page's API whose flag (SPEC 3 advantagesEnabled, goodiesEnabled) is off on this domain. */
  FEATURE_DISABLED: 404,
  /**
   * The wallet (docs/domain/wallet.md): an unknown number, a wrong pin, a card of another
   * kind or another customer's card all answer WALLET_CARD_NOT_FOUND alike (no oracle).
   */
  WALLET_CARD_NOT_FOUND: 404,
  /** The card is already in this customer's wallet. */
  WALLET_CARD_ALREADY_ADDED: 409,
  /** Offering a prepaid card that is not shareable, or no longer available (expired or used). */
  PREPAID_NOT_SHAREABLE: 409,
  /** The card is offered and not yet claimed: cancel the offer before offering, removing or dissociating it. */
  PREPAID_OFFER_PENDING: 409,
  /** Cancelling an offer of a card that is not offered (claimed, already cancelled or never offered). */
  PREPAID_NO_PENDING_OFFER: 409,
  /** Offering a card to the customer's own address, or claiming one's own offer. */
  PREPAID_OFFER_TO_SELF: 409,
  /** A claim link whose token is unknown, already claimed or cancelled. */
  PREPAID_CLAIM_INVALID: 404,
  /** Adding a card to a wallet that holds MAX_WALLET_CARDS already. */
  WALLET_FULL: 409,
  /**
   * E-tickets (docs/domain/etickets.md): sendmail and cancel answer these inside
   * `{ done: false, error }` (SPEC 8 'Code {code}'). Another customer's ticket, a reference whose
   * parts do not match and a ticket no longer listed all answer TICKET_NOT_FOUND alike.
   */
  TICKET_NOT_FOUND: 404,
  /** The path's ticket reference (or cancel's id) is not in the documented form. */
  TICKET_REFERENCE_INVALID: 400,
  /** sendmail's address is not a mail address. */
  TICKET_MAIL_INVALID: 400,
  /** Too many ticket mails from this customer in the last hour. */
  TICKET_MAIL_RATE_LIMITED: 429,
  /** Cancel: the booking was sold as non-refundable. */
  TICKET_NOT_REFUNDABLE: 409,
  /** Cancel: the session has started. */
  TICKET_SESSION_STARTED: 409,
  /** Cancel: the booking is already cancelled or refunded. */
  TICKET_ALREADY_CANCELLED: 409,
  /** The share link's `V{cinema}S{session}` is malformed. */
  SHARE_LINK_INVALID: 400,
  /** The share link names no session of that cinema. */
  SHARED_SESSION_NOT_FOUND: 404,
  /**
   * Feelings (docs/domain/feelings.md): SPEC 5 / 8 a rating that names neither a show slug
   * nor a salesforce show id ('Missing parameter').
   */
  MISSING_PARAMETER: 400,
  /** The path's `{account}` is not the signed-in customer's own: answered as missing, whoever's it is. */
  CLIENT_ACCOUNT_NOT_FOUND: 404,
  /** A wish or rating beyond MAX_FEELINGS: remove one first. */
  FEELINGS_FULL: 409,
  /** ignoreMovie: the show is not one the customer saw (films to rate). */
  MOVIE_TO_NOTE_NOT_FOUND: 404,
  /** Favourite cinemas (docs/domain/favourites-friends.md): SPEC 5, a seventh favourite cinema is refused. */
  FAVOURITES_LIMIT: 409,
  /** A cinema id of no cinema of the request's domain, or one not among the favourites when removing. */
  FAVOURITE_CINEMA_NOT_FOUND: 404,
  /** myFriendsEnabled: a friendship that is not the customer's (or does not exist) answers this alike. */
  FRIEND_NOT_FOUND: 404,
  /** Inviting one's own address. */
  FRIEND_SELF: 409,
  /** PATCH on a friendship that is not a received request (the customer's own invitation, or accepted). */
  FRIEND_NOT_RECEIVED: 409,
  /** The inviter already holds MAX_FRIENDS invitations and friends. */
  FRIENDS_LIMIT: 409,
  /**
   * Support (docs/domain/support.md): another customer's case, or none, answers
   * CASE_NOT_FOUND alike (no oracle); a closed case takes no comment, no answer, no second close.
   */
  CASE_NOT_FOUND: 404,
  CASE_CLOSED: 409,
  /** MAX_OPEN_CASES open cases already: close one first. */
  CASE_LIMIT: 409,
  /** The type, topic and reason are not one branch of the taxonomy (SPEC 9), or the cinema is unknown. */
  CASE_TAXONOMY_INVALID: 400,
  /** Staff support (docs/staff.md): the case is assigned to no active staff member holding the agent role. */
  STAFF_ASSIGNEE_INVALID: 400,
  /** Staff customer look-up (docs/staff.md "Customers"): no customer account has this id. */
  CUSTOMER_NOT_FOUND: 404,
  /** A staff call on a booking that no customer account holds (a guest's is reached by its manage link only). */
  STAFF_BOOKING_NOT_FOUND: 404,
  /** The member gave GOODWILL_VOUCHERS_PER_DAY goodwill vouchers today (the chain's day) already. */
  GOODWILL_LIMIT: 409,
  /** Staff team (docs/staff.md "Team"): no staff member has this id. */
  STAFF_MEMBER_NOT_FOUND: 404,
  /** A staff member already has this address. */
  STAFF_MAIL_TAKEN: 409,
  /** An admin disabling themself or removing their own admin role: another admin does it. */
  STAFF_SELF_LOCKOUT: 409,
  /**
   * The editors' catalog (docs/staff.md "Catalog"): a show whose slug or distributor reference
   * another show has; a hall the cinema does not have; a session id no session has.
   */
  SHOW_SLUG_TAKEN: 409,
  HALL_NOT_FOUND: 404,
  SESSION_NOT_FOUND: 404,
  /** Another session of the hall overlaps the times asked (a hall shows one session at a time). */
  SESSION_HALL_BUSY: 409,
  /** A session with seats sold cannot change hall: its seat numbers would not match. */
  SESSION_SEATS_SOLD: 409,
  /** The session was cancelled: no hold, no move. */
  SESSION_CANCELLED: 409,
  /** The session has started: it can be neither moved nor cancelled. */
  SESSION_STARTED: 409,
  /** A seat map that would drop seats sold at one of the hall's sessions to come: `fields` names them. */
  SEAT_MAP_SEATS_SOLD: 409,
  /** A poster or backdrop upload: over SHOW_IMAGE_MAX_BYTES, not JPEG/PNG/WebP by its bytes, or not decodable. */
  SHOW_IMAGE_TOO_LARGE: 413,
  SHOW_IMAGE_TYPE_NOT_ALLOWED: 415,
  SHOW_IMAGE_UNREADABLE: 400,
  /** SPEC 5 attachments (support-rules.ts): more than CASE_ATTACHMENT_MAX_COUNT files. */
  ATTACHMENT_TOO_MANY: 400,
  ATTACHMENT_TOO_LARGE: 413,
  /** By the bytes, whatever the name or declared type: neither an allowed image nor a PDF. */
  ATTACHMENT_TYPE_NOT_ALLOWED: 415,
  /** An image that does not decode, or a PDF that fails the structure check (or holds scripts or actions). */
  ATTACHMENT_UNREADABLE: 400,
  ATTACHMENT_NOT_FOUND: 404,
  /** GET /api/faq/topic/{id}: no reason nor sub-theme has this id. */
  FAQ_TOPIC_NOT_FOUND: 404,
  /**
   * Payments (docs/domain/payments.md): every call that creates a payment needs an `Idempotency-Key`
   * header; the same key with another body is refused (Stripe's rule), and so is a key whose first
   * request is still being answered.
   */
  IDEMPOTENCY_KEY_REQUIRED: 400,
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_KEY_IN_USE: 409,
  /** The payment provider cannot be reached or refused the call: nothing was created, try again. */
  PAYMENT_UNAVAILABLE: 503,
  /** An order that is not the signed-in customer's (or a guest's order asked by a customer) answers as missing. */
  ORDER_NOT_FOUND: 404,
  /** Subscribing while a pass that has not ended is on the account. */
  SUBSCRIPTION_ALREADY_ACTIVE: 409,
  /** The holder's age does not fit the pass (CINEPASS_26: under 26). */
  PASS_AGE_NOT_ALLOWED: 400,
  /** The Duo's partner or the Family's members are missing, too many, or too many adults. */
  PASS_PEOPLE_INVALID: 400,
  /** An add-on the plan cannot take (it already includes what the add-on gives). */
  PASS_ADD_ON_NOT_ALLOWED: 400,
  /**
   * A plan change that cannot be made: the pass has ended or is being cancelled (SPEC 3
   * eligibleChanges false), or the plan and options asked are the ones held.
   */
  SUBSCRIPTION_CHANGE_NOT_ALLOWED: 409,
  /** Paying an invoice that is already paid. */
  INVOICE_ALREADY_PAID: 409,
  /**
   * The booking tunnel (docs/domain/booking.md): holding seats of a session that has started, is sold
   * out, or whose show is not on sale.
   */
  SESSION_CLOSED: 409,
  /** Seats that are not seats of the session's hall, or that the cinema keeps out of sale: `fields` names each. */
  SEATS_INVALID: 400,
  /** A love seat chosen without the other seat of its pair: `fields` names the missing one. */
  LOVE_SEAT_PAIR_REQUIRED: 400,
  /** Seats held or sold by another booking (the database refused them): `fields` names each. */
  SEATS_TAKEN: 409,
  /** The choice leaves one free seat alone between taken ones while another choice would not: `fields` names it. */
  SEAT_STRANDED: 409,
  /** A booking that is not the caller's (another customer's, or a guest's without its token) answers as missing. */
  BOOKING_NOT_FOUND: 404,
  /** Choosing tickets for, or paying, a booking whose hold has ended (expired or released). */
  BOOKING_EXPIRED: 409,
  /** Choosing tickets for, or paying, a booking that is already confirmed. */
  BOOKING_ALREADY_CONFIRMED: 409,
  /** Paying a booking before its tickets are chosen (PATCH /api/bookings/{id} first). */
  BOOKING_CHOICES_REQUIRED: 409,
  /** Not exactly one ticket per held seat: `fields` names each seat missing, repeated or not held (`tickets.<seat>`). */
  TICKETS_MISMATCH: 400,
  /** A guest asked a pass or prepaid ticket, or a gift card: those are a signed-in customer's (`fields` names them). */
  TICKET_SIGN_IN_REQUIRED: 400,
  /**
   * A card named for a ticket or a gift card that is not the customer's of that kind, not active,
   * expired or empty; or a pass or prepaid ticket without a card: `fields` names each.
   */
  TICKET_CARD_INVALID: 400,
  /** More pass tickets at a session than the pass admits people (this booking and the confirmed ones). */
  PASS_SEATS_EXCEEDED: 409,
  /** More places asked of a prepaid card or voucher than it has left: `fields` names the seats. */
  TICKET_PLACES_EXCEEDED: 409,
  /** Concessions ordered once the session is closer than CONCESSION_ORDER_LIMIT_MINUTES (SPEC limitDurationOrder). */
  CONCESSIONS_CLOSED: 409,
  /** A concession line refused (unknown or unavailable item, too many, not served at the seat): `fields` names it. */
  CONCESSIONS_INVALID: 400,
  /** The session's cinema has no price list: it sells no ticket on the site. */
  TICKETS_NOT_SOLD: 409,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export { FIELD_ERROR_CODES, type FieldError, type FieldErrorCode, isFieldErrorCode } from "./field-errors.ts";

/** `path`: the field as the request names it, dotted into objects and lists ("interest.genres.1"). */
export const FieldErrorSchema = z.object({
  path: z.string(),
  code: z.enum(FIELD_ERROR_CODES),
}) satisfies z.ZodType<FieldError>;

export const ErrorResponseSchema = z.object({
  code: z.string(),
  message: z.string(),
  /** Every refused field, when the failure is about fields. */
  fields: z.array(FieldErrorSchema).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** The parts of a zod issue the field codes depend on (zod 4's issue, or a copy of one). */
export interface ValidationIssue {
  code: string;
  path: readonly PropertyKey[];
  origin?: string;
  minimum?: number | bigint;
  keys?: readonly string[];
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== "object") {
      return undefined;
    }
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function fieldCodeOf(issue: ValidationIssue, input: unknown): FieldErrorCode {
  switch (issue.code) {
    case "invalid_type": {
      const value = valueAt(input, issue.path);
      return value === undefined || value === null ? "required" : "invalid_value";
    }
    case "too_small":
      if (issue.origin === "string" || issue.origin === "array" || issue.origin === "set") {
        return issue.origin === "string" && Number(issue.minimum) <= 1 ? "required" : "too_short";
      }
      return "invalid_value";
    case "too_big":
      return issue.origin === "string" || issue.origin === "array" || issue.origin === "set"
        ? "too_long"
        : "invalid_value";
    case "invalid_format":
    case "invalid_string":
      return "invalid_format";
    case "invalid_value":
    case "invalid_enum_value":
      // A fixed set of choices with nothing chosen is a missing value, not a wrong one.
      return valueAt(input, issue.path) === undefined ? "required" : "invalid_value";
    default:
      // invalid_union, invalid_key, invalid_element, not_multiple_of, custom (a refinement).
      return "invalid_value";
  }
}

/**
 * The refused fields of a failed schema validation, every issue, in order; `input` is what was
 * validated (a missing or null value is "required"). Issues about the whole input name no field.
 */
export function fieldErrorsOf(issues: readonly ValidationIssue[], input: unknown): FieldError[] {
  const fields: FieldError[] = [];
  const add = (field: FieldError) => {
    if (!fields.some(({ path, code }) => path === field.path && code === field.code)) {
      fields.push(field);
    }
  };
  for (const issue of issues) {
    const path = issue.path.map(String);
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys ?? []) {
        add({ path: [...path, key].join("."), code: "unknown_field" });
      }
    } else if (path.length > 0) {
      add({ path: path.join("."), code: fieldCodeOf(issue, input) });
    }
  }
  return fields;
}
