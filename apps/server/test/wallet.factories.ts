// Wallet cards a test makes for its own customer (STYLE.md "Tests"), instead of the demo wallet.
import type { WalletCardType } from "@cinelux/contract";
import type { Database } from "../src/db/client.ts";
import { type AccountRow, type WalletCardRow, walletCards } from "../src/db/schema/index.ts";
import { giftCardPinHash } from "../src/modules/wallet/wallet-secrets.ts";
import { uniqueCardNumber } from "./passes.factories.ts";

const DAY_MS = 86_400_000;

/** `days` from today as YYYY-MM-DD. */
export function dayIn(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * A prepaid card (or gift card, with its pin, or voucher) held by `customer`, or by nobody (in the
 * chain's stock, to add): 20 seats, 10 left, valid 200 days unless asked.
 */
export async function createWalletCard(
  db: Database,
  options: {
    customer?: Pick<AccountRow, "id"> | null;
    type?: WalletCardType;
    initial?: number;
    remaining?: number;
    /** Days to the last valid day (negative: expired); null: permanent. */
    expiresInDays?: number | null;
    shareable?: boolean;
    /** Gift cards only (the pin printed under the scratch panel). */
    pin?: string;
  } = {},
): Promise<WalletCardRow> {
  const type = options.type ?? "MOVIECARD_20";
  const number = uniqueCardNumber("63");
  const expiresInDays = options.expiresInDays === undefined ? 200 : options.expiresInDays;
  const pin = type === "GIFT_CARD" ? (options.pin ?? "123456") : undefined;
  const [card] = await db
    .insert(walletCards)
    .values({
      accountId: options.customer?.id ?? null,
      type,
      number,
      code: `PP-${number}`,
      pinHash: pin ? giftCardPinHash(number, pin) : null,
      name: { fr: `Carte ${type}`, nl: `Kaart ${type}`, en: `Card ${type}` },
      description: { fr: "Carte de test.", nl: "Testkaart.", en: "A test card." },
      initialQuantity: options.initial ?? 20,
      remainingQuantity: options.remaining ?? 10,
      expirationDate: expiresInDays === null ? null : dayIn(expiresInDays),
      shareable: options.shareable ?? false,
    })
    .returning();
  if (!card) {
    throw new Error("the wallet card was not inserted");
  }
  return card;
}
