// Test helpers of the wallet's API tests (wallet.test.ts, prepaid-offers.test.ts): cards of the
// chain's stock made per test, and calls as a customer with a solved captcha (test/captcha.ts).
import { ClaimPrepaidResponseSchema, type WalletCardType, WalletResponseSchema } from "@cinelux/contract";
import { CAPTCHA_HEADER } from "@cinelux/contract/captcha-header";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { TestApp } from "../../../test/app.ts";
import { solvedCaptcha } from "../../../test/captcha.ts";
import { tokenOf } from "../../../test/factories.ts";
import { type AccountRow, walletCards } from "../../db/schema/index.ts";
import { giftCardPinHash } from "./wallet-secrets.ts";

let numbers = 0;
const TEXT = { fr: "Carte", nl: "Kaart", en: "Card" };

/** A card of the chain's stock of its own per call (numbers 6399…), held by `holder` or by nobody. */
export async function stockCard(
  t: TestApp,
  options: {
    type?: WalletCardType;
    holder?: Pick<AccountRow, "id">;
    pin?: string;
    remaining?: number;
    expirationDate?: string | null;
    shareable?: boolean;
  } = {},
) {
  numbers += 1;
  const number = `6399${String(process.pid % 10_000).padStart(4, "0")}${String(numbers).padStart(8, "0")}`;
  const type = options.type ?? "MOVIECARD_20";
  const [card] = await t.database.db
    .insert(walletCards)
    .values({
      type,
      number,
      code: `TEST-${number}`,
      accountId: options.holder?.id ?? null,
      pinHash: type === "GIFT_CARD" ? giftCardPinHash(number, options.pin ?? "123456") : null,
      name: TEXT,
      description: TEXT,
      initialQuantity: 20,
      remainingQuantity: options.remaining ?? 20,
      expirationDate: options.expirationDate === undefined ? "2099-12-31" : options.expirationDate,
      shareable: options.shareable ?? false,
    })
    .returning();
  if (!card) {
    throw new Error("no card");
  }
  return card;
}

export async function holderOf(t: TestApp, cardId: string): Promise<string | null | undefined> {
  const [row] = await t.database.db.select().from(walletCards).where(eq(walletCards.id, cardId));
  return row?.accountId;
}

/**
 * Calls `url` as `customer` with a fresh solved captcha ("solve"), a given answer, or none (null).
 * `remoteAddress` stands for the client's IP.
 */
export async function callAs(
  t: TestApp,
  customer: Pick<AccountRow, "id">,
  request: { method: "GET" | "PATCH" | "DELETE" | "POST"; url: string; body?: object },
  options: { captcha?: string | null; app?: FastifyInstance; remoteAddress?: string } = {},
) {
  const captcha = options.captcha === undefined ? "solve" : options.captcha;
  const answer = captcha === "solve" ? await solvedCaptcha(t) : captcha;
  const token = await tokenOf(t, customer);
  return (options.app ?? t.app).inject({
    method: request.method,
    url: request.url,
    ...(request.body ? { payload: request.body } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    headers: {
      authorization: `Bearer ${token}`,
      ...(answer === null || request.method === "GET" ? {} : { [CAPTCHA_HEADER]: answer }),
    },
  });
}

/** The wallet of a 200 answer, checked against the contract. */
export function walletOf(response: { statusCode: number; body: string; json(): unknown }) {
  if (response.statusCode !== 200) {
    throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  }
  return WalletResponseSchema.parse(response.json());
}

/** The claim's 200 answer (the wallet and `claimed`), checked against the contract. */
export function claimOf(response: { statusCode: number; body: string; json(): unknown }) {
  walletOf(response);
  return ClaimPrepaidResponseSchema.parse(response.json());
}
