import type { ErrorCode } from "./errors.ts";
import { MISSING_PARAMETER_MESSAGE } from "./feelings-rules.ts";
import { MAX_FRIENDS } from "./friends.ts";
import type { Language } from "./languages.ts";
import { CASE_ATTACHMENT_MAX_BYTES, CASE_ATTACHMENT_MAX_COUNT, MAX_OPEN_CASES } from "./support-limits.ts";
import { MAX_WALLET_CARDS } from "./wallet.ts";

/**
 * The message the API sends with a code. The web translates the code and never reads the message
 * (STYLE.md "Errors"); the server throws with these words and the web's fakes answer with them, so a
 * fake's answer is the server's. A message that names a figure of the request is a function of it.
 */
export const ERROR_MESSAGES = {
  MOBILE_KEY_INVALID: "The mobile key is not this site's.",
  MOBILE_KEY_REQUIRED: "The mobile catalog needs the app's mobile key (x-lcpg-mobile-key).",
  SHOW_NOT_FOUND: "No show has this slug.",
  CINEMA_NOT_FOUND: "No cinema of this site has this slug.",
  ZONE_NOT_FOUND: "This site has no such zone.",
  FEATURE_DISABLED: (flag: string) => `This page is not available on this site (${flag} is off).`,

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

  WALLET_CARD_NOT_FOUND: "No such card in your wallet.",
  WALLET_CARD_ALREADY_ADDED: "This card is already in your wallet.",
  WALLET_FULL: `A wallet holds at most ${MAX_WALLET_CARDS} cards: remove a used one first.`,
  PREPAID_NOT_SHAREABLE: "This card cannot be offered (not shareable, used or expired).",
  PREPAID_OFFER_PENDING: "This card is offered and not yet claimed: cancel the offer first.",
  PREPAID_NO_PENDING_OFFER: "This card is not offered (any more).",
  PREPAID_OFFER_TO_SELF: "This is your own address: offer the card to a friend's.",
  PREPAID_CLAIM_INVALID: "This link can no longer claim a card (claimed or cancelled).",

  CLIENT_ACCOUNT_NOT_FOUND: "This is not your account.",
  MISSING_PARAMETER: MISSING_PARAMETER_MESSAGE,
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
  ATTACHMENT_TOO_MANY: `At most ${CASE_ATTACHMENT_MAX_COUNT} attachments.`,
  ATTACHMENT_TOO_LARGE: `An attachment is larger than ${CASE_ATTACHMENT_MAX_BYTES} bytes.`,
  ATTACHMENT_TYPE_NOT_ALLOWED:
    "Attachments must be JPEG, PNG, WebP or HEIF images or PDF files (checked on their content, not their name).",
  ATTACHMENT_NOT_FOUND: "No attachment of yours has this id.",
  FAQ_TOPIC_NOT_FOUND: "No reason nor sub-theme has this id.",

  IDENTITY_ALREADY_LINKED: "This account of the provider is already linked to a Cinélux account.",
  IDENTITY_PROVIDER_ALREADY_LINKED: "An account of this provider is already linked: unlink it first.",
  IDENTITY_LAST_SIGN_IN_METHOD:
    "This is the account's last way to sign in: set a password or link another account first.",
  CREDENTIALS_INVALID: "The e-mail address or the password is incorrect.",
  CREDENTIALS_CHECK_REQUIRED: "Confirm your e-mail address and password first (step 1, valid 10 minutes).",
  REAUTHENTICATION_REQUIRED:
    "Sign in again to delete the account: the last sign-in is more than 10 minutes old.",
  NEWSLETTER_TOKEN_INVALID: "This unsubscribe link is not valid.",
  NEWSLETTER_TOKEN_EXPIRED: "This unsubscribe link has expired. Sign in to change your mail settings.",
} as const satisfies { readonly [Code in ErrorCode]?: string | ((...args: never[]) => string) };

/** A code with a message of its own in ERROR_MESSAGES. */
export type MessagedErrorCode = keyof typeof ERROR_MESSAGES;

/** The codes whose message names nothing of the request: the fakes answer them with the code alone. */
export type FixedMessageErrorCode = {
  [Code in MessagedErrorCode]: (typeof ERROR_MESSAGES)[Code] extends string ? Code : never;
}[MessagedErrorCode];

/**
 * A code that answers a second situation says which in its own words: the customer then knows what
 * to check (adding a card that matches none is not the same as naming a card one does not hold).
 */
export const ERROR_MESSAGES_WHEN = {
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
  /** The link token of an upstream identity, by why it was refused. */
  linkToken: {
    invalid: "The link token is not valid or has expired: link the account again.",
    provider: "The link token is for another provider.",
    spent: "The link token was already used: link the account again.",
  },
} as const;

/** The e-ticket error codes sendmail, cancel and the share view answer with (inside `{ done: false, error }`). */
export type TicketErrorCode = Extract<
  ErrorCode,
  | "TICKET_NOT_FOUND"
  | "TICKET_REFERENCE_INVALID"
  | "TICKET_MAIL_INVALID"
  | "TICKET_MAIL_RATE_LIMITED"
  | "TICKET_NOT_REFUNDABLE"
  | "TICKET_SESSION_STARTED"
  | "TICKET_ALREADY_CANCELLED"
  | "SHARE_LINK_INVALID"
  | "SHARED_SESSION_NOT_FOUND"
>;

/**
 * SPEC 8: the web shows the server's message under 'Code {code}', so the e-ticket answers speak the
 * request's language. The same words as the web's `Tickets.Error.*` (a server test holds them equal).
 */
export const TICKET_ERROR_MESSAGES: Record<Language, Record<TicketErrorCode, string>> = {
  fr: {
    TICKET_NOT_FOUND: "Ce billet est introuvable dans votre compte.",
    TICKET_REFERENCE_INVALID: "Cette référence de billet n'est pas valide.",
    TICKET_MAIL_INVALID: "Cette adresse e-mail n'est pas valide.",
    TICKET_MAIL_RATE_LIMITED: "Vous avez envoyé trop de billets par e-mail. Réessayez dans une heure.",
    TICKET_NOT_REFUNDABLE: "Ce billet n'est pas remboursable.",
    TICKET_SESSION_STARTED: "La séance a commencé : ce billet ne peut plus être annulé.",
    TICKET_ALREADY_CANCELLED: "Ce billet a déjà été annulé.",
    SHARE_LINK_INVALID: "Ce lien de partage n'est pas valide.",
    SHARED_SESSION_NOT_FOUND: "Cette séance n'existe pas, ou plus.",
  },
  nl: {
    TICKET_NOT_FOUND: "Dit ticket staat niet in je account.",
    TICKET_REFERENCE_INVALID: "Deze ticketreferentie is ongeldig.",
    TICKET_MAIL_INVALID: "Dit e-mailadres is ongeldig.",
    TICKET_MAIL_RATE_LIMITED:
      "Je hebt te veel tickets per e-mail verstuurd. Probeer het over een uur opnieuw.",
    TICKET_NOT_REFUNDABLE: "Dit ticket kan niet worden terugbetaald.",
    TICKET_SESSION_STARTED: "De voorstelling is begonnen: dit ticket kan niet meer worden geannuleerd.",
    TICKET_ALREADY_CANCELLED: "Dit ticket is al geannuleerd.",
    SHARE_LINK_INVALID: "Deze deellink is ongeldig.",
    SHARED_SESSION_NOT_FOUND: "Deze voorstelling bestaat niet (meer).",
  },
  en: {
    TICKET_NOT_FOUND: "This ticket can't be found in your account.",
    TICKET_REFERENCE_INVALID: "This ticket reference isn't valid.",
    TICKET_MAIL_INVALID: "This e-mail address isn't valid.",
    TICKET_MAIL_RATE_LIMITED: "You've sent too many tickets by e-mail. Please try again in an hour.",
    TICKET_NOT_REFUNDABLE: "This ticket can't be refunded.",
    TICKET_SESSION_STARTED: "The session has started: this ticket can no longer be cancelled.",
    TICKET_ALREADY_CANCELLED: "This ticket has already been cancelled.",
    SHARE_LINK_INVALID: "This share link isn't valid.",
    SHARED_SESSION_NOT_FOUND: "This session doesn't exist, or no longer does.",
  },
};

export function isTicketErrorCode(code: string): code is TicketErrorCode {
  return code in TICKET_ERROR_MESSAGES.en;
}

/** The message of a code known only at run time (a refused action's), when it names nothing of the request. */
export function fixedErrorMessage(code: ErrorCode): string | undefined {
  const message: unknown = (ERROR_MESSAGES as Partial<Record<ErrorCode, unknown>>)[code];
  return typeof message === "string" ? message : undefined;
}
