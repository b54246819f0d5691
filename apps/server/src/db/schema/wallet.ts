import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { accounts } from "./accounts.ts";
import { createdAt, lastUpdateDate, ownerAccountId } from "./columns.ts";
import type { LocalizedText } from "./subscription.ts";

/** A text the customer reads, in every language of the site (SPEC 1: fr, nl, en). */
export type WalletText = LocalizedText;

/**
 * The wallet (docs/domain/wallet.md): every prepaid card, gift card and voucher the chain issued, its
 * stock. A card with no account is in nobody's wallet: a customer adds it by its number (and a gift
 * card's pin); dissociated, it returns to nobody.
 */
export const walletCards = pgTable(
  "wallet_cards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Deleting the account deletes its cards (personal data), never frees them for another (as pass_cards).
    accountId: uuid("account_id").references(() => accounts.id, { onDelete: "cascade" }),
    /** A SPEC 9 prepaid type (MOVIECARD_20…), GIFT_CARD or VOUCHER (WALLET_CARD_TYPES). */
    type: text("type").notNull(),
    /** 16 digits (WalletCardNumberSchema normalises what the customer types). */
    number: text("number").notNull().unique(),
    /** What the cinema scans (shown as a QR code). */
    code: text("code").notNull().unique(),
    /** Gift cards only: SHA-256 of `number:pin` (wallet-pin.ts); the pin is never stored. */
    pinHash: text("pin_hash"),
    name: jsonb("name").$type<WalletText>().notNull(),
    description: jsonb("description").$type<WalletText>().notNull(),
    /** Seats, or EUR cents for a gift card (subtypeOf). */
    initialQuantity: integer("initial_quantity").notNull(),
    remainingQuantity: integer("remaining_quantity").notNull(),
    /** The last valid day; null for permanent cards (IPL, IPN). */
    expirationDate: date("expiration_date", { mode: "string" }),
    shareable: boolean("shareable").notNull().default(false),
    lastUpdateDate: lastUpdateDate(),
  },
  (t) => [
    index("wallet_cards_account_idx").on(t.accountId),
    check("wallet_cards_number_check", sql`${t.number} ~ '^[0-9]{16}$'`),
    check(
      "wallet_cards_type_check",
      sql`${t.type} in ('MOVIECARD_20', 'MOVIECARD_21', 'MOVIECARD_25', 'MOVIECARD_50', 'IPL', 'IPN', 'PRO', 'GIFT_CARD', 'VOUCHER')`,
    ),
    // A gift card is added with its pin: it must have one; the other kinds have none.
    check("wallet_cards_pin_check", sql`(${t.type} = 'GIFT_CARD') = (${t.pinHash} is not null)`),
    check(
      "wallet_cards_quantity_check",
      sql`${t.initialQuantity} >= 0 and ${t.remainingQuantity} between 0 and ${t.initialQuantity}`,
    ),
    check("wallet_cards_name_languages_check", sql`${t.name} ?& array['fr', 'nl', 'en']`),
    check("wallet_cards_description_languages_check", sql`${t.description} ?& array['fr', 'nl', 'en']`),
  ],
);
export type WalletCardRow = typeof walletCards.$inferSelect;
export type NewWalletCardRow = typeof walletCards.$inferInsert;

/**
 * SPEC 4 "Prepaid cards can be offered": an offer of a card to a friend's address. The friend's mail
 * carries a random token; only its SHA-256 is stored. Pending while neither claimed nor cancelled;
 * one pending offer per card.
 */
export const prepaidOffers = pgTable(
  "prepaid_offers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cardId: uuid("card_id")
      .notNull()
      .references(() => walletCards.id, { onDelete: "cascade" }),
    giverAccountId: ownerAccountId("giver_account_id"),
    friendMail: text("friend_mail").notNull(),
    /** SHA-256 (hex) of the claim token; the token itself is only in the friend's mail. */
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    // The friend's account may be deleted later: the offer stays claimed, by nobody we know.
    claimedBy: uuid("claimed_by").references(() => accounts.id, { onDelete: "set null" }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("prepaid_offers_pending_card_idx")
      .on(t.cardId)
      .where(sql`${t.claimedAt} is null and ${t.cancelledAt} is null`),
    index("prepaid_offers_giver_idx").on(t.giverAccountId),
    index("prepaid_offers_claimed_by_idx").on(t.claimedBy),
    check("prepaid_offers_outcome_check", sql`${t.claimedAt} is null or ${t.cancelledAt} is null`),
  ],
);
export type PrepaidOfferRow = typeof prepaidOffers.$inferSelect;

/** SPEC 1 "goodies": a customer's small rewards (a free popcorn, a poster), with a code and an expiry. */
export const goodies = pgTable(
  "goodies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: ownerAccountId(),
    name: jsonb("name").$type<WalletText>().notNull(),
    description: jsonb("description").$type<WalletText>().notNull(),
    code: text("code").notNull().unique(),
    /** The last valid day; null when it never expires. */
    expirationDate: date("expiration_date", { mode: "string" }),
    /** Set when the counter redeems it: a used goodie is no longer listed. */
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("goodies_account_idx").on(t.accountId),
    check("goodies_name_languages_check", sql`${t.name} ?& array['fr', 'nl', 'en']`),
    check("goodies_description_languages_check", sql`${t.description} ?& array['fr', 'nl', 'en']`),
  ],
);
export type GoodieRow = typeof goodies.$inferSelect;
