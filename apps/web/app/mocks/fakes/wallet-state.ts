import type { Language } from "@cinelux/contract/languages";
import type { Goodie, WalletCard, WalletResponse } from "@cinelux/contract/wallet";
import { WALLET_CARD_TEXTS } from "@cinelux/contract/wallet-card-texts";
import {
  compareWalletCards,
  prepaidStatusCodeOf,
  subtypeOf,
  walletKindOf,
} from "@cinelux/contract/wallet-rules";
import { demoExpirationDate } from "@cinelux/demo/wallet";
import { type FakeBooking, fakeBookings } from "../data/etickets";
import {
  FAKE_CLAIM_GIVER_FIRST_NAME,
  FAKE_CLAIM_TOKEN,
  FAKE_GOODIES,
  type FakeGoodie,
  type FakeWalletCard,
  fakeOfferedCard,
  fakeUnclaimedStock,
  fakeWalletCards,
} from "../data/wallet";
import { fakeSessionState } from "../fake-session-state";

/** A wallet item as the fake keeps it: its last valid day computed when the scenario started. */
export type FakeCard = Omit<FakeWalletCard, "expiresInDays"> & { expirationDate: string | null };

/** Everything the wallet's fake endpoints change (docs/fakes.md "The wallet"). */
export interface FakeWallet {
  cards: FakeCard[];
  /** Cards sold and not held by anyone: what the add-to-wallet calls find. */
  stock: FakeCard[];
  /** Offers made to the fake customer by mail, by claim token, with the giver's first name. */
  offersToMe: { token: string; card: FakeCard; giverFirstName: string | null }[];
  bookings: FakeBooking[];
  goodies: FakeGoodie[];
  /** Every add tried (ms, and the number): the server's add limits (contract WALLET_ADD_LIMITS). */
  addAttempts: { at: number; number: string }[];
  /** The tickets "mailed" by GET /api/ec/sendmail (the fake's outbox). */
  sentTickets: { reference: string; mail: string; at: number }[];
  startedOn: string;
}

const STORAGE_KEY = "cinelux.fake.wallet";
/** The scenario's state object: a reset (a test, `?fake-customer=`) gives a new one, hence a new wallet. */

function dated(card: FakeWalletCard, today: string): FakeCard {
  const { expiresInDays, ...rest } = card;
  return { ...rest, expirationDate: demoExpirationDate(today, expiresInDays) };
}

function initialWallet(now = new Date()): FakeWallet {
  const today = now.toISOString().slice(0, 10);
  return {
    cards: fakeWalletCards().map((card) => dated(card, today)),
    stock: fakeUnclaimedStock().map((card) => dated(card, today)),
    offersToMe: [
      {
        token: FAKE_CLAIM_TOKEN,
        card: dated(fakeOfferedCard(), today),
        giverFirstName: FAKE_CLAIM_GIVER_FIRST_NAME,
      },
    ],
    bookings: fakeBookings(now),
    goodies: [...FAKE_GOODIES],
    addAttempts: [],
    sentTickets: [],
    startedOn: today,
  };
}

/** Per fake database; in the browser a reload keeps the wallet (like fake-db.ts). */
const walletState = fakeSessionState(STORAGE_KEY, initialWallet);

export function fakeWallet(): FakeWallet {
  return walletState.current();
}

export function saveFakeWallet(): void {
  walletState.save();
}

export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * SPEC 3 "Prepaid, voucher or gift card" in the request's language (its type's texts, as the seed
 * writes them on each card), its status as of today (SPEC 4).
 */
export function presentCard(card: FakeCard, language: Language): WalletCard {
  const texts = WALLET_CARD_TEXTS[card.type];
  return {
    id: card.id,
    type: card.type,
    status: prepaidStatusCodeOf({ remaining: card.remaining, expirationDate: card.expirationDate }, today()),
    subtype: subtypeOf(card.type),
    name: texts.name[language],
    description: texts.description[language],
    number: card.number,
    code: card.code,
    quantity: { initial: card.initial, remaining: card.remaining },
    expirationDate: card.expirationDate,
    lastUpdateDate: card.lastUpdateDate,
    shareable: card.shareable,
    given: card.given,
  };
}

/** Each list in the server's order: the contract's `compareWalletCards`. */
export function presentWallet(language: Language): WalletResponse {
  const cards = fakeWallet()
    .cards.map((card) => presentCard(card, language))
    .sort(compareWalletCards);
  return {
    prepaids: cards.filter((card) => walletKindOf(card.type) === "prepaid"),
    giftCards: cards.filter((card) => walletKindOf(card.type) === "giftCard"),
    vouchers: cards.filter((card) => walletKindOf(card.type) === "voucher"),
  };
}

/** GET /api/accounts/me/goodies: those still valid, soonest expiry first (never-expiring last). */
export function presentGoodies(language: Language): Goodie[] {
  const start = fakeWallet().startedOn;
  return fakeWallet()
    .goodies.map((goodie) => ({
      id: goodie.id,
      name: goodie.name[language],
      description: goodie.description[language],
      code: goodie.code,
      expirationDate: demoExpirationDate(start, goodie.expiresInDays),
    }))
    .filter((goodie) => goodie.expirationDate === null || goodie.expirationDate >= today())
    .sort((a, b) => (a.expirationDate ?? "9999-12-31").localeCompare(b.expirationDate ?? "9999-12-31"));
}
