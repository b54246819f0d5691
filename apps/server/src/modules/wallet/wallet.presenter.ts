import {
  compareWalletCards,
  type Goodie,
  type Language,
  prepaidStatusCodeOf,
  subtypeOf,
  type WalletCard,
  type WalletCardType,
  type WalletResponse,
  walletKindOf,
} from "@cinelux/contract";
import type { GoodieRow } from "../../db/schema/index.ts";
import type { WalletCardSummary } from "./wallet.repository.ts";

/**
 * SPEC 3 "Prepaid, voucher or gift card" in `language`. `status` is SPEC 4's numeric code, computed
 * on the chain's day `today` (prepaidStatusCodeOf); the web maps it with prepaidStatusOf.
 */
export function toWalletCard(row: WalletCardSummary, language: Language, today: string): WalletCard {
  const type = row.type as WalletCardType;
  return {
    id: row.id,
    type,
    status: prepaidStatusCodeOf(
      { remaining: row.remainingQuantity, expirationDate: row.expirationDate },
      today,
    ),
    subtype: subtypeOf(type),
    name: row.name[language],
    description: row.description[language],
    number: row.number,
    code: row.code,
    quantity: { initial: row.initialQuantity, remaining: row.remainingQuantity },
    expirationDate: row.expirationDate,
    lastUpdateDate: row.lastUpdateDate.toISOString(),
    shareable: row.shareable,
    given: row.offeredAt && row.offeredTo ? { date: row.offeredAt.toISOString(), mail: row.offeredTo } : null,
  };
}

/** The three lists of GET /api/accounts/me/prepaids, each in the wallet's order (compareWalletCards). */
export function toWalletResponse(
  rows: WalletCardSummary[],
  language: Language,
  today: string,
): WalletResponse {
  const wallet: WalletResponse = { prepaids: [], giftCards: [], vouchers: [] };
  const lists = { prepaid: wallet.prepaids, giftCard: wallet.giftCards, voucher: wallet.vouchers };
  for (const row of rows) {
    const card = toWalletCard(row, language, today);
    lists[walletKindOf(card.type)].push(card);
  }
  for (const list of Object.values(lists)) {
    list.sort(compareWalletCards);
  }
  return wallet;
}

export function toGoodie(row: GoodieRow, language: Language): Goodie {
  return {
    id: row.id,
    name: row.name[language],
    description: row.description[language],
    code: row.code,
    expirationDate: row.expirationDate,
  };
}
