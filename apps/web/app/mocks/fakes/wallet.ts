import { domainFromHost } from "@cinelux/contract/domains";
import { ERROR_MESSAGES } from "@cinelux/contract/error-messages";
import { ERROR_STATUS } from "@cinelux/contract/errors";
import { isLanguage, type Language } from "@cinelux/contract/languages";
import {
  AddGiftCardRequestSchema,
  AddPrepaidRequestSchema,
  AddVoucherRequestSchema,
  CancelDonationRequestSchema,
  ClaimPrepaidRequestSchema,
  type ClaimPrepaidResponse,
  DissociatePrepaidRequestSchema,
  DonatePrepaidRequestSchema,
  RemovePrepaidRequestSchema,
} from "@cinelux/contract/wallet";
import { WALLET_ADD_LIMITS } from "@cinelux/contract/wallet-limits";
import {
  canCancelPrepaidOffer,
  canDissociate,
  canOfferPrepaid,
  type WalletKind,
  walletKindOf,
} from "@cinelux/contract/wallet-rules";
import { HttpResponse, http } from "msw";
import type * as z from "zod";
import { fakeSettings } from "../data/settings";
import { fakeDb } from "../fake-db";
import { coded, codedAs, refusalLanguage, signedInBody, unauthorized } from "../fake-responses";
import { guardedBody } from "./account-security";
import { eticketHandlers } from "./wallet-etickets";
import {
  type FakeCard,
  fakeWallet,
  presentCard,
  presentGoodies,
  presentWallet,
  saveFakeWallet,
} from "./wallet-state";

/**
 * The wallet calls on the fakes (docs/fakes.md "The wallet"): prepaid cards, gift cards,
 * vouchers, the offer by mail and its claim, goodies. The rules are the contract's (wallet-rules),
 * the codes and statuses errors.ts', in the server's order: token, body, captcha, then the card.
 */

const BASE = "*/api/accounts/me";

function languageOf(request: Request): Language {
  const language = new URL(request.url).searchParams.get("language");
  return isLanguage(language) ? language : "fr";
}

function walletAnswer(request: Request) {
  saveFakeWallet();
  return HttpResponse.json(presentWallet(languageOf(request)));
}

/** Token, then the body against the contract's schema, then the captcha (docs/captcha.md "When it runs"). */
async function guarded<T>(
  request: Request,
  schema: z.ZodType<T>,
  handle: (body: T) => Response,
): Promise<Response> {
  const checked = await guardedBody(request, schema);
  return checked.refused ?? handle(checked.data);
}

/**
 * As the server (contract WALLET_ADD_LIMITS): every add counts, the good ones too, the three add
 * calls together; beyond an allowance, 429 RATE_LIMITED with Retry-After. The fake has one customer
 * on one connection, so the per-account and per-IP windows both count every attempt, the per-number
 * one those on this number.
 */
function addLimited(request: Request, number: string): Response | null {
  const wallet = fakeWallet();
  const now = Date.now();
  const longest = Math.max(...Object.values(WALLET_ADD_LIMITS).map((limit) => limit.windowMs));
  wallet.addAttempts = [
    ...wallet.addAttempts.filter((attempt) => now - attempt.at < longest),
    { at: now, number },
  ];
  saveFakeWallet();
  const windows = [
    { limit: WALLET_ADD_LIMITS.perAccount, attempts: wallet.addAttempts },
    { limit: WALLET_ADD_LIMITS.perIp, attempts: wallet.addAttempts },
    { limit: WALLET_ADD_LIMITS.perNumber, attempts: wallet.addAttempts.filter((a) => a.number === number) },
  ];
  for (const { limit, attempts } of windows) {
    const within = attempts.filter((attempt) => now - attempt.at < limit.windowMs);
    if (within.length > limit.max) {
      const retryAfter = Math.ceil((limit.windowMs - (now - (within[0]?.at ?? now))) / 1000);
      const message = ERROR_MESSAGES[refusalLanguage(request)].when.tryingCards.RATE_LIMITED(retryAfter);
      return HttpResponse.json(
        { code: "RATE_LIMITED", message },
        { status: ERROR_STATUS.RATE_LIMITED, headers: { "retry-after": String(retryAfter) } },
      );
    }
  }
  return null;
}

/** Adds a card of `kind` from the chain's stock; every refusal of a number (or pin) is the same 404. */
function addFromStock(request: Request, kind: WalletKind, number: string, pin?: string): Response {
  const limited = addLimited(request, number);
  if (limited) {
    return limited;
  }
  const wallet = fakeWallet();
  if (wallet.cards.some((card) => card.number === number && walletKindOf(card.type) === kind)) {
    return coded(request, "WALLET_CARD_ALREADY_ADDED");
  }
  const found = wallet.stock.find(
    (card) =>
      card.number === number && walletKindOf(card.type) === kind && (pin === undefined || card.pin === pin),
  );
  if (!found) {
    return codedAs(request, "WALLET_CARD_NOT_FOUND", (m) => m.when.addingCard.WALLET_CARD_NOT_FOUND);
  }
  wallet.stock = wallet.stock.filter((card) => card !== found);
  wallet.cards.push({ ...found, lastUpdateDate: new Date().toISOString() });
  return walletAnswer(request);
}

function cardById(id: string): FakeCard | undefined {
  return fakeWallet().cards.find((card) => card.id === id);
}

function facts(card: FakeCard) {
  return presentCard(card, "fr");
}

function notFound(request: Request) {
  return coded(request, "WALLET_CARD_NOT_FOUND");
}

function offerPending(request: Request) {
  return coded(request, "PREPAID_OFFER_PENDING");
}

/** Leaves the wallet (dissociate or remove); an offer waiting for its friend must be cancelled first. */
function detach(request: Request, card: FakeCard | undefined): Response {
  if (!card) {
    return notFound(request);
  }
  if (!canDissociate(facts(card))) {
    return offerPending(request);
  }
  const wallet = fakeWallet();
  wallet.cards = wallet.cards.filter((other) => other !== card);
  return walletAnswer(request);
}

export const walletHandlers = [
  http.get(`${BASE}/prepaids`, ({ request }) => unauthorized(request) ?? walletAnswer(request)),

  http.patch(`${BASE}/prepaids`, ({ request }) =>
    guarded(request, AddPrepaidRequestSchema, ({ num }) => addFromStock(request, "prepaid", num)),
  ),

  http.delete(`${BASE}/prepaids`, ({ request }) =>
    guarded(request, RemovePrepaidRequestSchema, ({ num }) =>
      detach(
        request,
        fakeWallet().cards.find((card) => card.number === num),
      ),
    ),
  ),

  http.post(`${BASE}/prepaids/donate`, ({ request }) =>
    guarded(request, DonatePrepaidRequestSchema, ({ id, email }) => {
      const card = cardById(id);
      if (!card || walletKindOf(card.type) !== "prepaid") {
        return notFound(request);
      }
      if (card.given) {
        return offerPending(request);
      }
      if (!canOfferPrepaid(facts(card))) {
        return coded(request, "PREPAID_NOT_SHAREABLE");
      }
      if (email.trim().toLowerCase() === fakeDb().account.mail.toLowerCase()) {
        return coded(request, "PREPAID_OFFER_TO_SELF");
      }
      const now = new Date().toISOString();
      card.given = { date: now, mail: email.trim() };
      card.lastUpdateDate = now;
      return walletAnswer(request);
    }),
  ),

  http.post(`${BASE}/prepaids/donate/cancel`, ({ request }) =>
    guarded(request, CancelDonationRequestSchema, ({ id }) => {
      const card = cardById(id);
      if (!card) {
        return notFound(request);
      }
      if (!canCancelPrepaidOffer(facts(card))) {
        return coded(request, "PREPAID_NO_PENDING_OFFER");
      }
      card.given = null;
      card.lastUpdateDate = new Date().toISOString();
      return walletAnswer(request);
    }),
  ),

  http.post(`${BASE}/prepaids/cancel`, ({ request }) =>
    guarded(request, DissociatePrepaidRequestSchema, ({ id }) => detach(request, cardById(id))),
  ),

  // No captcha, as the server: the link's token is the secret (contract ClaimPrepaidRequestSchema).
  http.post(`${BASE}/prepaids/claim`, async ({ request }) => {
    const parsed = await signedInBody(request, ClaimPrepaidRequestSchema);
    if (parsed.refused) {
      return parsed.refused;
    }
    const wallet = fakeWallet();
    const offer = wallet.offersToMe.find((candidate) => candidate.token === parsed.data.token);
    if (!offer) {
      return coded(request, "PREPAID_CLAIM_INVALID");
    }
    wallet.offersToMe = wallet.offersToMe.filter((candidate) => candidate !== offer);
    wallet.cards.push({ ...offer.card, lastUpdateDate: new Date().toISOString() });
    saveFakeWallet();
    const language = languageOf(request);
    const answer: ClaimPrepaidResponse = {
      ...presentWallet(language),
      claimed: { card: presentCard(offer.card, language), giverFirstName: offer.giverFirstName ?? null },
    };
    return HttpResponse.json(answer);
  }),

  http.patch(`${BASE}/giftcard`, ({ request }) =>
    guarded(request, AddGiftCardRequestSchema, ({ cardNumber, pinCode }) =>
      addFromStock(request, "giftCard", cardNumber, pinCode),
    ),
  ),

  http.patch(`${BASE}/voucher`, ({ request }) =>
    guarded(request, AddVoucherRequestSchema, ({ cardNumber }) =>
      addFromStock(request, "voucher", cardNumber),
    ),
  ),

  // SPEC 2.2 /vouchers is behind goodiesEnabled: its API too (FEATURE_DISABLED where the flag is off).
  http.get(`${BASE}/goodies`, ({ request }) => {
    const refused = unauthorized(request);
    if (refused) {
      return refused;
    }
    const url = new URL(request.url);
    const domain = domainFromHost(request.headers.get("host") ?? url.host).id;
    if (!fakeSettings(domain, url.origin).flags.goodiesEnabled) {
      return codedAs(request, "FEATURE_DISABLED", (m) => m.FEATURE_DISABLED("goodiesEnabled"));
    }
    return HttpResponse.json(presentGoodies(languageOf(request)));
  }),

  ...eticketHandlers,
];

/** The header's Wallet bullet on the fakes: the upcoming tickets GET /api/ec/ebillet lists. */
export function fakeTicketCount(): number {
  const now = Date.now();
  return fakeWallet().bookings.filter(
    (booking) => booking.status === "CONFIRMED" && Date.parse(booking.ticket.session.endDate) > now,
  ).length;
}
