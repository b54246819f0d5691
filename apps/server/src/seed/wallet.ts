import { WALLET_CARD_TEXTS } from "@cinelux/contract/wallet-card-texts";
import {
  DEMO_GOODIES,
  DEMO_PREPAID_OFFER,
  DEMO_WALLET_CARDS,
  demoExpirationDate,
  demoWalletCardCode,
} from "@cinelux/demo/wallet";
import { inArray } from "drizzle-orm";
import type { Transaction } from "../db/client.ts";
import { accounts, goodies, type NewWalletCardRow, prepaidOffers, walletCards } from "../db/schema/index.ts";
import { normalizeMail } from "../lib/mail-address.ts";
import { claimLink, queuePrepaidOfferMail } from "../modules/wallet/prepaid-offer-mail.ts";
import { claimTokenHash, giftCardPinHash } from "../modules/wallet/wallet-secrets.ts";

/**
 * Inserts the demo wallet of packages/demo (README "Demo wallet"; dev only, like the whole seed):
 * the cards, each with its type's texts, the goodies and the pending offer with its mail.
 */

function dateIn(now: Date, days: number | null): string | null {
  return demoExpirationDate(now.toISOString().slice(0, 10), days);
}

/** Writes the demo wallet; rows are keyed by card number and goodie code, never overwritten. Returns the rows created. */
export async function insertWallet(tx: Transaction, now: Date): Promise<number> {
  const mails = [
    ...DEMO_WALLET_CARDS.map((card) => card.holder),
    ...DEMO_GOODIES.map((goodie) => goodie.mail),
  ];
  const owners = await tx
    .select({ id: accounts.id, mail: accounts.mail })
    .from(accounts)
    .where(inArray(accounts.mail, [...new Set(mails.filter((mail) => mail !== null).map(normalizeMail))]));
  const idByMail = new Map(owners.map((owner) => [owner.mail, owner.id]));
  const cards: NewWalletCardRow[] = DEMO_WALLET_CARDS.map((card) => ({
    number: card.number,
    code: demoWalletCardCode(card.number),
    type: card.type,
    accountId: card.holder === null ? null : (idByMail.get(normalizeMail(card.holder)) ?? null),
    pinHash: card.pin ? giftCardPinHash(card.number, card.pin) : null,
    ...WALLET_CARD_TEXTS[card.type],
    initialQuantity: card.initial,
    remainingQuantity: card.remaining,
    expirationDate: dateIn(now, card.expiresInDays),
    shareable: card.shareable ?? false,
  }));
  const created = await tx.insert(walletCards).values(cards).onConflictDoNothing().returning();
  const goodieRows = DEMO_GOODIES.flatMap(({ mail, expiresInDays, ...goodie }) => {
    const accountId = idByMail.get(normalizeMail(mail));
    return accountId ? [{ ...goodie, accountId, expirationDate: dateIn(now, expiresInDays) }] : [];
  });
  const createdGoodies = await tx.insert(goodies).values(goodieRows).onConflictDoNothing().returning();
  const offered = created.find((card) => card.number === DEMO_PREPAID_OFFER.cardNumber);
  const giverId = idByMail.get(normalizeMail(DEMO_PREPAID_OFFER.giver));
  if (offered && giverId) {
    await insertDemoOffer(tx, offered, giverId);
  }
  return created.length + createdGoodies.length + (offered && giverId ? 1 : 0);
}

/** The pending offer and its mail, as POST .../prepaids/donate writes them (dev origin, README). */
async function insertDemoOffer(tx: Transaction, card: typeof walletCards.$inferSelect, giverId: string) {
  const { friend, token, language } = DEMO_PREPAID_OFFER;
  await tx.insert(prepaidOffers).values({
    cardId: card.id,
    giverAccountId: giverId,
    friendMail: friend,
    tokenHash: claimTokenHash(token),
  });
  await queuePrepaidOfferMail(tx, {
    to: friend,
    language,
    giverName: "Lucas",
    cardName: card.name[language],
    cardNumber: card.number,
    remaining: card.remainingQuantity,
    expirationDate: card.expirationDate,
    link: claimLink("http://localhost:3000", language, token),
  });
}
