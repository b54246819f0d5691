import { CAPTCHA_HEADER } from "./captcha-header.ts";
import { AGE_RESTRICTION } from "./constants.ts";
import type { ErrorCode } from "./errors.ts";
import { MISSING_PARAMETER_MESSAGE } from "./feelings-rules.ts";
import { MAX_FRIENDS } from "./friends.ts";
import { CASE_ATTACHMENT_MAX_BYTES, CASE_ATTACHMENT_MAX_COUNT, MAX_OPEN_CASES } from "./support-limits.ts";
import { MAX_WALLET_CARDS } from "./wallet.ts";

/** An attachment's size limit as the customer reads it (SPEC 5: 2 MB). */
export const ATTACHMENT_MAX_MEGABYTES = CASE_ATTACHMENT_MAX_BYTES / (1024 * 1024);

/** A message, or the function of the request's figure it names. */
type Message = string | ((...args: never[]) => string);

/**
 * The English words of every code, and of the situations a code meets (`when`). The French and Dutch
 * tables have this shape: the same codes, the same situations, the same figures.
 */
export const ENGLISH_ERROR_MESSAGES = {
  BAD_REQUEST: "This request is not valid. Check what was sent and try again.",
  UNAUTHORIZED: "Please sign in again: your session is missing or has expired.",
  FORBIDDEN: "This action is not allowed.",
  NOT_FOUND: "This can't be found: it does not exist, or no longer does.",
  CONFLICT: "This can't be done now: things have changed. Reload the page and try again.",
  PAYLOAD_TOO_LARGE: "What was sent is too large.",
  UNSUPPORTED_MEDIA_TYPE: "This type of content is not accepted.",
  RATE_LIMITED: (seconds: number) => `Too many requests. Try again in ${seconds} seconds.`,
  REGISTRATION_INCOMPLETE: "Registration needs every profile field: fill in the ones named.",
  AGE_RESTRICTION: `Customers must be at least ${AGE_RESTRICTION} years old.`,
  NEWSLETTER_TOKEN_INVALID: "This unsubscribe link is not valid.",
  NEWSLETTER_TOKEN_EXPIRED: "This unsubscribe link has expired. Sign in to change your mail settings.",
  CAPTCHA_REQUIRED: `This call needs a captcha answer in the ${CAPTCHA_HEADER} header.`,
  CAPTCHA_INVALID: "The captcha answer is not valid or has expired. Solve a new one.",
  CAPTCHA_REPLAYED: "The captcha answer was already used. Solve a new one.",
  CREDENTIALS_INVALID: "The e-mail address or the password is incorrect.",
  CREDENTIALS_CHECK_REQUIRED: "Confirm your e-mail address and password first (step 1, valid 10 minutes).",
  REAUTHENTICATION_REQUIRED:
    "Sign in again to delete the account: the last sign-in is more than 10 minutes old.",
  STAFF_ONLY: "This page is for the chain's staff only.",
  STAFF_ROLE_REQUIRED: "Your staff role does not allow this action.",
  STAFF_FRESH_MFA_REQUIRED:
    "Enter a new code from your authenticator app: this action needs a second factor less than 15 minutes old.",
  ALERT_NOT_FOUND: "No alert has this id.",
  ALERT_SCHEDULE_INVALID: "The end must come after the start.",
  PHOTO_NOT_FOUND: "No pass card has this id.",
  PHOTO_NOT_PENDING: "This photo is no longer waiting for a review: someone has already decided on it.",
  PHOTO_REPLACED: "The customer has sent another photo since: look at the new one before deciding.",
  IDENTITY_LINK_TOKEN_INVALID: "The link token is not valid or has expired: link the account again.",
  IDENTITY_ALREADY_LINKED: "This account of the provider is already linked to a Cinélux account.",
  IDENTITY_PROVIDER_ALREADY_LINKED: "An account of this provider is already linked: unlink it first.",
  IDENTITY_LAST_SIGN_IN_METHOD:
    "This is the account's last way to sign in: set a password or link another account first.",
  SHOW_NOT_FOUND: "No show has this slug.",
  CINEMA_NOT_FOUND: "No cinema of this site has this slug.",
  ZONE_NOT_FOUND: "This site has no such zone.",
  MOBILE_KEY_INVALID: "The mobile key is not this site's.",
  MOBILE_KEY_REQUIRED: "The mobile catalog needs the app's mobile key (x-lcpg-mobile-key).",
  SUBSCRIPTION_NOT_FOUND: "You hold no subscription.",
  SUBSCRIPTION_SUSPENSION_NOT_ALLOWED: "This pass cannot be paused now.",
  SUBSCRIPTION_REACTIVATION_NOT_ALLOWED: "This pass is not paused.",
  SUBSCRIPTION_NO_PENDING_PAUSE: "No pause is scheduled.",
  SUBSCRIPTION_CANCELLATION_NOT_ALLOWED: "This pass cannot be cancelled now.",
  SUBSCRIPTION_NO_PENDING_CANCELLATION: "No cancellation is pending.",
  SUBSCRIPTION_NO_PENDING_PLAN_CHANGE: "No plan change is pending.",
  SUBSCRIPTION_ENDED: "This pass has ended.",
  INVOICE_NOT_FOUND: "No invoice of yours has this id.",
  PASS_CARD_NOT_FOUND: "No such card on this account.",
  PASS_CARD_ALREADY_ATTACHED: "This card is already on your account.",
  PHOTO_TOO_LARGE: "The photo is larger than the allowed size.",
  PHOTO_TYPE_NOT_ALLOWED:
    "The photo must be a JPEG, PNG, WebP or HEIF image (checked on its content, not its name).",
  PHOTO_UNREADABLE: "The photo could not be read as an image. Try another photo.",
  FEATURE_DISABLED: (flag: string) => `This page is not available on this site (${flag} is off).`,
  WALLET_CARD_NOT_FOUND: "No such card in your wallet.",
  WALLET_CARD_ALREADY_ADDED: "This card is already in your wallet.",
  PREPAID_NOT_SHAREABLE: "This card cannot be offered (not shareable, used or expired).",
  PREPAID_OFFER_PENDING: "This card is offered and not yet claimed: cancel the offer first.",
  PREPAID_NO_PENDING_OFFER: "This card is not offered (any more).",
  PREPAID_OFFER_TO_SELF: "This is your own address: offer the card to a friend's.",
  PREPAID_CLAIM_INVALID: "This link can no longer claim a card (claimed or cancelled).",
  WALLET_FULL: `A wallet holds at most ${MAX_WALLET_CARDS} cards: remove a used one first.`,
  TICKET_NOT_FOUND: "This ticket can't be found in your account.",
  TICKET_REFERENCE_INVALID: "This ticket reference isn't valid.",
  TICKET_MAIL_INVALID: "This e-mail address isn't valid.",
  TICKET_MAIL_RATE_LIMITED: "You've sent too many tickets by e-mail. Please try again in an hour.",
  TICKET_NOT_REFUNDABLE: "This ticket can't be refunded.",
  TICKET_SESSION_STARTED: "The session has started: this ticket can no longer be cancelled.",
  TICKET_ALREADY_CANCELLED: "This ticket has already been cancelled.",
  SHARE_LINK_INVALID: "This share link isn't valid.",
  SHARED_SESSION_NOT_FOUND: "This session doesn't exist, or no longer does.",
  MISSING_PARAMETER: MISSING_PARAMETER_MESSAGE,
  CLIENT_ACCOUNT_NOT_FOUND: "This is not your account.",
  FEELINGS_FULL: (max: number) => `You keep at most ${max} wishes and ratings: remove one first.`,
  MOVIE_TO_NOTE_NOT_FOUND: "You have not seen this film with us.",
  FAVOURITES_LIMIT: "You already have the most favourite cinemas allowed: remove one before adding another.",
  FAVOURITE_CINEMA_NOT_FOUND: "No cinema of this site has this id among the ones asked.",
  FRIEND_NOT_FOUND: "No friend or request of yours has this id.",
  FRIEND_SELF: "This is your own address: invite a friend's.",
  FRIEND_NOT_RECEIVED: "Only a request you received can be accepted.",
  FRIENDS_LIMIT: `You already have ${MAX_FRIENDS} friends and invitations.`,
  CASE_NOT_FOUND: "No case of yours has this id.",
  CASE_CLOSED: "This case is closed: it takes no more messages.",
  CASE_LIMIT: `You already have ${MAX_OPEN_CASES} open cases: close one first.`,
  CASE_TAXONOMY_INVALID: "Choose a theme, sub-theme, reason (and cinema) from the lists.",
  STAFF_ASSIGNEE_INVALID: "Assign the case to an active staff member with the agent role.",
  CUSTOMER_NOT_FOUND: "No customer account has this id.",
  STAFF_BOOKING_NOT_FOUND: "No customer's booking has this id.",
  GOODWILL_LIMIT: (max: number) => `You have given ${max} goodwill vouchers today: that is the daily limit.`,
  STAFF_MEMBER_NOT_FOUND: "No staff member has this id.",
  STAFF_MAIL_TAKEN: "A staff member already has this address.",
  STAFF_SELF_LOCKOUT: "You cannot disable yourself or remove your own admin role: ask another admin.",
  SHOW_SLUG_TAKEN: "Another show already has this slug or distributor reference.",
  HALL_NOT_FOUND: "This cinema has no hall of this name.",
  SESSION_NOT_FOUND: "No session has this id.",
  SESSION_HALL_BUSY: "Another session takes the hall at these times: choose another start or hall.",
  SESSION_SEATS_SOLD: "Seats are sold for this session: it can change its time but not its hall.",
  SESSION_CANCELLED: "This session was cancelled.",
  SESSION_STARTED: "This session has started: it can no longer be moved or cancelled.",
  SEAT_MAP_SEATS_SOLD:
    "This map drops seats sold for sessions to come: keep them or move those sessions first.",
  SHOW_IMAGE_TOO_LARGE: "The image is too large: send a file of at most 8 MB.",
  SHOW_IMAGE_TYPE_NOT_ALLOWED: "Send a JPEG, PNG or WebP image.",
  SHOW_IMAGE_UNREADABLE: "This image cannot be read: send another file.",
  ATTACHMENT_TOO_MANY: `At most ${CASE_ATTACHMENT_MAX_COUNT} attachments.`,
  ATTACHMENT_TOO_LARGE: `An attachment is larger than ${ATTACHMENT_MAX_MEGABYTES} MB.`,
  ATTACHMENT_TYPE_NOT_ALLOWED:
    "Attachments must be JPEG, PNG, WebP or HEIF images or PDF files (checked on their content, not their name).",
  ATTACHMENT_UNREADABLE: (fileName: string) =>
    `"${fileName}" could not be read, or holds active content (scripts, actions, embedded files).`,
  ATTACHMENT_NOT_FOUND: "No attachment of yours has this id.",
  FAQ_TOPIC_NOT_FOUND: "No reason nor sub-theme has this id.",
  IDEMPOTENCY_KEY_REQUIRED: "This payment request needs an Idempotency-Key header.",
  IDEMPOTENCY_KEY_REUSED: "This Idempotency-Key was already used for a different request.",
  IDEMPOTENCY_KEY_IN_USE:
    "A request with this Idempotency-Key is still being processed. Try again in a moment.",
  PAYMENT_UNAVAILABLE:
    "Payments are briefly unavailable. Nothing was charged: please try again in a few minutes.",
  ORDER_NOT_FOUND: "No order of yours has this number.",
  SUBSCRIPTION_ALREADY_ACTIVE: "You already hold a pass: change its plan from your subscription page.",
  PASS_AGE_NOT_ALLOWED: "Your age does not fit this pass: choose another one.",
  PASS_PEOPLE_INVALID:
    "Check the people on this pass: a Duo names a partner, a Family pass up to 3 others with at most 2 adults.",
  PASS_ADD_ON_NOT_ALLOWED: "This option is not available with this pass.",
  SUBSCRIPTION_CHANGE_NOT_ALLOWED:
    "This plan change can't be made: your pass is ending, or you already hold this plan.",
  INVOICE_ALREADY_PAID: "This invoice is already paid.",
  SESSION_CLOSED: "This session can no longer be booked: it has started, is sold out or is not on sale.",
  SEATS_INVALID: "Some of the seats chosen can't be booked in this hall: choose others.",
  LOVE_SEAT_PAIR_REQUIRED: "A love seat is for two: choose both seats of the pair.",
  SEATS_TAKEN: (seats: string) => `Someone else just took these seats: ${seats}. Choose others.`,
  SEAT_STRANDED: (seat: string) =>
    `This choice leaves seat ${seat} alone between taken seats: move your seats or take it too.`,
  BOOKING_NOT_FOUND: "No booking of yours has this number, or it has ended.",
  BOOKING_EXPIRED: "Your seats are no longer held: choose them again.",
  BOOKING_ALREADY_CONFIRMED: "This booking is already confirmed: your e-ticket is in your wallet.",
  BOOKING_CHOICES_REQUIRED: "Choose a ticket for each seat before paying.",
  TICKETS_MISMATCH: "Choose exactly one ticket for each of your seats.",
  TICKET_SIGN_IN_REQUIRED: "Sign in to use a pass, a prepaid card or a gift card.",
  TICKET_CARD_INVALID:
    "This card can't be used for this ticket: it isn't yours, is not active, has expired or has nothing left.",
  PASS_SEATS_EXCEEDED: (people: number) =>
    `This pass admits ${people} ${people === 1 ? "person" : "people"} per session: choose another ticket for the other seats.`,
  TICKET_PLACES_EXCEEDED: "This card has fewer places left than the seats you put on it.",
  CONCESSIONS_CLOSED: "Concessions can no longer be ordered for this session: it starts too soon.",
  CONCESSIONS_INVALID: "Some of the concessions chosen can't be ordered: check the ones named.",
  TICKETS_NOT_SOLD: "Tickets for this cinema are not sold on the site.",
  INTERNAL: "Something went wrong on our side. Please try again later.",
  UNAVAILABLE: "The service is briefly unavailable. Please try again in a few seconds.",

  /**
   * A code that answers a second situation says which in its own words: the customer then knows what
   * to check (adding a card that matches none is not the same as naming a card one does not hold).
   */
  when: {
    /** A request whose fields a schema or a rule refused: `fields` names each one. */
    refusingFields: { BAD_REQUEST: "Some fields are not valid: correct the ones named." },
    /** A change that names nothing to change. */
    changingNothing: { BAD_REQUEST: "Nothing to change: send at least one field." },
    /** E-mail change step 2 with the address the account already has. */
    keepingMail: { BAD_REQUEST: "This is already the account's e-mail address." },
    /** A valid access token whose account was deleted since the sign-in. */
    accountGone: { UNAUTHORIZED: "This account no longer exists." },
    /** A path no route answers. */
    noRoute: { NOT_FOUND: (method: string, path: string) => `No route ${method} ${path}.` },
    /** An unsubscribe link whose account was deleted since the mail. */
    unsubscribingGoneAccount: { NOT_FOUND: "The account of this unsubscribe link no longer exists." },
    /** Asking a verification mail for an address that is verified already. */
    verifyingVerifiedMail: { CONFLICT: "This e-mail address is already verified." },
    /** Answering a survey twice. */
    answeringSurveyAgain: { CONFLICT: "This survey was already answered." },
    /** Card numbers tried too often (the wallet's and the pass's, per account, connection or card). */
    tryingCards: {
      RATE_LIMITED: (seconds: number) => `Too many cards tried. Try again in ${seconds} seconds.`,
    },
    /** E-mail change step 1 tried too often. */
    checkingCredentials: {
      RATE_LIMITED: (minutes: number) => `Too many attempts. Try again in ${minutes} minutes.`,
    },
    /** A card number (and name or pin) that matches no card the customer may add. */
    addingCard: {
      PASS_CARD_NOT_FOUND:
        "No card with this number and holder's last name can be added. Check both as printed on the card.",
      WALLET_CARD_NOT_FOUND:
        "No card with this number (and pin) can be added. Check them as printed on the card.",
    },
    /** Offering a card that is already offered, or claiming one's own offer. */
    offeringAgain: { PREPAID_OFFER_PENDING: "This card is already offered: cancel that offer first." },
    claimingOwnOffer: { PREPAID_OFFER_TO_SELF: "You offered this card: a friend claims it with the link." },
    /** A rating or wish names its show by slug or by the mobile apps' show id. */
    namingShowByIdOrSlug: { SHOW_NOT_FOUND: "No show has this slug or id." },
    /** The link token of an upstream identity, by why it was refused (IDENTITY_LINK_TOKEN_INVALID). */
    linkToken: {
      invalid: "The link token is not valid or has expired: link the account again.",
      provider: "The link token is for another provider.",
      spent: "The link token was already used: link the account again.",
    },
  },
} as const satisfies { readonly [Code in ErrorCode]: Message } & {
  readonly when: Readonly<Record<string, Readonly<Record<string, Message>>>>;
};

/** A table's words: any text where English has a text, a function of the same figures where it has one. */
type Words<Table> = {
  readonly [Key in keyof Table]: Table[Key] extends string
    ? string
    : Table[Key] extends (...args: infer Args) => string
      ? (...args: Args) => string
      : Words<Table[Key]>;
};

/** The shape of one language's table: every code, every situation, the figures each one names. */
export type ErrorMessages = Words<typeof ENGLISH_ERROR_MESSAGES>;
