import { randomInt } from "node:crypto";
import {
  addDays,
  addMonths,
  type GiveGoodwillRequest,
  type GiveGoodwillResponse,
  GOODWILL_VALIDITY_MONTHS,
  GOODWILL_VOUCHERS_PER_DAY,
  goodwillVoucherTexts,
} from "@cinelux/contract";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { localDateOf } from "../../lib/local-time.ts";
import { siteOriginOfDomain } from "../../lib/request-origin.ts";
import { recordStaffAction } from "../staff/staff-audit.service.ts";
import { requireRoomInWallet } from "../wallet/wallet.service.ts";
import { languageOfAccount, presentCustomerWalletCard } from "./customer-care.presenter.ts";
import {
  countGoodwillToday,
  insertGoodwillCard,
  lockGoodwillOf,
  selectCustomerAccount,
} from "./customer-care.repository.ts";
import { queueGoodwillMail } from "./goodwill-mail.ts";

/** The audit action that counts a member's vouchers of the day. */
export const GOODWILL_ACTION = "customer.goodwill_given";

/** Voucher numbers behind the chain's voucher prefix (docs/domain/wallet.md), as the demo's. */
const VOUCHER_PREFIX = "6330";

function digits(count: number): string {
  return Array.from({ length: count }, () => randomInt(10)).join("");
}

/**
 * A goodwill voucher (docs/staff.md "Customers"): a VOUCHER wallet card of 1 or 2 seats, straight
 * into the customer's wallet, valid GOODWILL_VALIDITY_MONTHS, mailed to them. At most
 * GOODWILL_VOUCHERS_PER_DAY per member and chain's day, counted from the audit log under an advisory
 * lock on the member: two tabs giving at once are counted one after the other, so the limit holds.
 * The card, its mail and its audit row are written in one transaction.
 */
export async function giveGoodwillVoucher(options: {
  db: Database;
  config: Pick<Config, "origins" | "publicUrl">;
  staffId: string;
  accountId: string;
  request: GiveGoodwillRequest;
  now?: Date;
}): Promise<GiveGoodwillResponse> {
  const { request } = options;
  const today = localDateOf(options.now ?? new Date());
  const expirationDate = addDays(addMonths(today, GOODWILL_VALIDITY_MONTHS), -1);
  return options.db.transaction(async (tx) => {
    await lockGoodwillOf(tx, options.staffId);
    const given = await countGoodwillToday(tx, options.staffId, GOODWILL_ACTION);
    if (given >= GOODWILL_VOUCHERS_PER_DAY) {
      throw new AppError("GOODWILL_LIMIT", { message: (m) => m.GOODWILL_LIMIT(GOODWILL_VOUCHERS_PER_DAY) });
    }
    const account = await selectCustomerAccount(tx, options.accountId);
    if (!account) {
      throw new AppError("CUSTOMER_NOT_FOUND");
    }
    await requireRoomInWallet(tx, account.id);
    const texts = goodwillVoucherTexts(request.seats);
    for (let attempt = 0; attempt < 5; attempt++) {
      const number = `${VOUCHER_PREFIX}${digits(12)}`;
      const card = await insertGoodwillCard(tx, {
        accountId: account.id,
        type: "VOUCHER",
        number,
        code: `CLX-W-${digits(16)}`,
        pinHash: null,
        ...texts,
        initialQuantity: request.seats,
        remainingQuantity: request.seats,
        expirationDate,
        shareable: false,
      });
      if (!card) {
        continue;
      }
      const language = languageOfAccount(account);
      await queueGoodwillMail(tx, {
        to: account.mail,
        language,
        firstName: account.firstName,
        number,
        seats: request.seats,
        expirationDate,
        walletUrl: `${siteOriginOfDomain(options.config, account.domain === "nl" ? "nl" : "fr")}/${language}/tickets`,
      });
      await recordStaffAction(tx, {
        staffId: options.staffId,
        action: GOODWILL_ACTION,
        target: { kind: "customer", id: account.id },
        reason: request.reason,
        details: {
          reference: request.reference,
          note: request.note ?? null,
          seats: request.seats,
          cardId: card.id,
        },
      });
      return {
        voucher: presentCustomerWalletCard(card, language),
        remainingToday: GOODWILL_VOUCHERS_PER_DAY - given - 1,
      };
    }
    throw new Error("no free voucher number after 5 draws");
  });
}
