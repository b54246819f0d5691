import { type WalletCardType, walletKindOf } from "@cinelux/contract/wallet-rules";
import { DEMO_CUSTOMERS } from "@cinelux/demo/customers";
import {
  DEMO_GOODIES,
  DEMO_PREPAID_OFFER,
  DEMO_WALLET_CARDS,
  type DemoGoodie,
  type DemoWalletCard,
  demoWalletCardCode,
} from "@cinelux/demo/wallet";
import { FAKE_CUSTOMER_MAIL } from "../../lib/auth/fake-user-manager";
import { fakeUuid } from "./history";

/**
 * The fake wallet (docs/fakes.md "The wallet"): the fake customer's cards and goodies as the seed
 * gives them (packages/demo wallet.ts: Camille's), the chain's stock and the offer by mail, dated
 * from the day the scenario starts. Texts are kept in the three languages; the handlers answer in
 * the request's. Her tickets are data/etickets.ts.
 */

/** A wallet item before the request's language and today's status are applied. */
export interface FakeWalletCard {
  id: string;
  type: WalletCardType;
  number: string;
  code: string;
  initial: number;
  remaining: number;
  /** Days from the scenario's start to the last valid day; null: permanent. */
  expiresInDays: number | null;
  shareable: boolean;
  given: { date: string; mail: string } | null;
  /** When it was last changed (ISO date-time). */
  lastUpdateDate: string;
  /** A gift card's pin (SPEC 3: added by number, pin and challenge). */
  pin?: string;
}

const ADDED = "2026-01-10T10:00:00.000Z";

/** A demo card as the fakes keep it: a stable uuid from its number (the contract's ids are uuids). */
function fakeCard(card: DemoWalletCard): FakeWalletCard {
  return {
    id: fakeUuid(`wallet-card:${card.number}`),
    type: card.type,
    number: card.number,
    code: demoWalletCardCode(card.number),
    initial: card.initial,
    remaining: card.remaining,
    expiresInDays: card.expiresInDays,
    shareable: card.shareable ?? false,
    given: null,
    lastUpdateDate: ADDED,
    ...(card.pin === undefined ? {} : { pin: card.pin }),
  };
}

function demoCard(number: string): DemoWalletCard {
  const card = DEMO_WALLET_CARDS.find((candidate) => candidate.number === number);
  if (!card) {
    throw new Error(`No demo wallet card ${number}.`);
  }
  return card;
}

/** The fake customer's wallet: the demo customer's cards (Camille's). */
export function fakeWalletCards(): FakeWalletCard[] {
  return DEMO_WALLET_CARDS.filter((card) => card.holder === FAKE_CUSTOMER_MAIL).map(fakeCard);
}

/** Cards sold by the chain and held by no one yet: what the add-to-wallet form can find. */
export function fakeUnclaimedStock(): FakeWalletCard[] {
  return DEMO_WALLET_CARDS.filter((card) => card.holder === null).map(fakeCard);
}

/** The first card of the stock of each kind. */
function stockOf(kind: "prepaid" | "giftCard" | "voucher"): DemoWalletCard {
  const card = DEMO_WALLET_CARDS.find(
    (candidate) => candidate.holder === null && walletKindOf(candidate.type) === kind,
  );
  if (!card) {
    throw new Error(`No ${kind} in the demo stock.`);
  }
  return card;
}

/** The known numbers to try the add flow on the fakes (docs/fakes.md): the first of the stock of each kind. */
export const FAKE_ADDABLE = {
  prepaid: stockOf("prepaid").number,
  giftCard: { number: stockOf("giftCard").number, pin: stockOf("giftCard").pin ?? "" },
  voucher: stockOf("voucher").number,
} as const;

/**
 * The card offered by mail (the seed's demo offer, from Lucas): the fakes have one customer, so the
 * offer the seed addresses to Sanne reaches the fake customer; the link's token claims it.
 */
export const FAKE_CLAIM_TOKEN = DEMO_PREPAID_OFFER.token;
/** Who offered it: the claim's answer names the giver by first name (contract ClaimPrepaidResponse). */
export const FAKE_CLAIM_GIVER_FIRST_NAME =
  DEMO_CUSTOMERS.find((customer) => customer.mail === DEMO_PREPAID_OFFER.giver)?.firstName ?? null;
export function fakeOfferedCard(): FakeWalletCard {
  return fakeCard(demoCard(DEMO_PREPAID_OFFER.cardNumber));
}

/** A goodie as the fakes keep it (SPEC 2.2): the demo customer's, with a stable uuid from its code. */
export type FakeGoodie = Omit<DemoGoodie, "mail"> & { id: string };

/** The fake customer's goodies (Camille's: a free popcorn and a poster). */
export const FAKE_GOODIES: FakeGoodie[] = DEMO_GOODIES.filter(
  (goodie) => goodie.mail === FAKE_CUSTOMER_MAIL,
).map(({ mail: _mail, ...goodie }) => ({ id: fakeUuid(`goodie:${goodie.code}`), ...goodie }));
