import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AddGiftCardRequestSchema,
  AddPrepaidRequestSchema,
  ClaimPrepaidRequestSchema,
  ClaimPrepaidResponseSchema,
  DonatePrepaidRequestSchema,
  MAX_GIVER_FIRST_NAME_LENGTH,
} from "./wallet.ts";
import {
  canCancelPrepaidOffer,
  canDissociate,
  canOfferPrepaid,
  compareWalletCards,
  formatWalletCardNumber,
  isGiftCardPin,
  isPermanentPrepaid,
  isPrepaidType,
  normalizeWalletCardNumber,
  PREPAID_TYPES,
  prepaidStatusCodeOf,
  prepaidStatusOf,
  subtypeOf,
  type WalletCardFacts,
  walletKindOf,
} from "./wallet-rules.ts";

describe("prepaidStatusOf (SPEC 4)", () => {
  it("reads 0 as expired, 1 as used and anything else as available", () => {
    expect(prepaidStatusOf(0)).toBe("expired");
    expect(prepaidStatusOf(1)).toBe("used");
    for (const code of [2, 3, -1, 99, 1.5]) {
      expect(prepaidStatusOf(code)).toBe("available");
    }
  });

  it("never reads an integer other than 0 and 1 as expired or used", () => {
    fc.assert(
      fc.property(
        fc.integer().filter((code) => code !== 0 && code !== 1),
        (code) => prepaidStatusOf(code) === "available",
      ),
    );
  });
});

describe("prepaidStatusCodeOf", () => {
  const today = "2026-03-20";

  it("is expired past the expiration date, whatever is left", () => {
    expect(prepaidStatusCodeOf({ remaining: 5, expirationDate: "2026-03-19" }, today)).toBe(0);
  });

  it("is still valid on its expiration day", () => {
    expect(prepaidStatusCodeOf({ remaining: 5, expirationDate: today }, today)).toBe(2);
  });

  it("is used when nothing is left", () => {
    expect(prepaidStatusCodeOf({ remaining: 0, expirationDate: "2027-01-01" }, today)).toBe(1);
  });

  it("never expires a permanent card", () => {
    expect(prepaidStatusCodeOf({ remaining: 3, expirationDate: null }, today)).toBe(2);
  });
});

describe("card types (SPEC 9)", () => {
  it("lists the prepaid cards, IPL and IPN permanent", () => {
    expect(PREPAID_TYPES).toEqual([
      "MOVIECARD_20",
      "MOVIECARD_21",
      "MOVIECARD_25",
      "MOVIECARD_50",
      "IPL",
      "IPN",
      "PRO",
    ]);
    expect(PREPAID_TYPES.filter(isPermanentPrepaid)).toEqual(["IPL", "IPN"]);
    expect(isPrepaidType("CINEPASS")).toBe(false);
    expect(isPrepaidType("GIFT_CARD")).toBe(false);
  });

  it("sorts a type into the wallet's lists and counts gift cards in cents", () => {
    expect(walletKindOf("MOVIECARD_50")).toBe("prepaid");
    expect(walletKindOf("GIFT_CARD")).toBe("giftCard");
    expect(walletKindOf("VOUCHER")).toBe("voucher");
    expect(subtypeOf("GIFT_CARD")).toBe("AMOUNT");
    expect(subtypeOf("PRO")).toBe("PLACES");
  });
});

describe("card numbers and pins", () => {
  it("takes 16 digits, spaces and dashes typed between them ignored", () => {
    expect(normalizeWalletCardNumber("6310 0000-0000 0017")).toBe("6310000000000017");
    for (const typed of ["631000000000001", "63100000000000170", "6310 0000 0000 001a", ""]) {
      expect(normalizeWalletCardNumber(typed)).toBeNull();
    }
    expect(formatWalletCardNumber("6310000000000017")).toBe("6310 0000 0000 0017");
  });

  it("takes a pin of exactly 6 digits", () => {
    expect(isGiftCardPin("123456")).toBe(true);
    for (const typed of ["12345", "1234567", "12345a", " 123456"]) {
      expect(isGiftCardPin(typed)).toBe(false);
    }
  });

  it("validates the request bodies with the same formats", () => {
    expect(AddPrepaidRequestSchema.parse({ num: "6310 0000 0000 0017" })).toEqual({
      num: "6310000000000017",
    });
    expect(
      AddGiftCardRequestSchema.parse({ cardNumber: "6320-0000-0000-0011", pinCode: " 482913 " }),
    ).toEqual({
      cardNumber: "6320000000000011",
      pinCode: "482913",
    });
    expect(
      AddGiftCardRequestSchema.safeParse({ cardNumber: "6320000000000011", pinCode: "4829" }).success,
    ).toBe(false);
    expect(AddPrepaidRequestSchema.safeParse({ num: "6310000000000017", extra: 1 }).success).toBe(false);
    expect(DonatePrepaidRequestSchema.safeParse({ id: crypto.randomUUID(), email: "friend" }).success).toBe(
      false,
    );
    expect(ClaimPrepaidRequestSchema.safeParse({ token: "a".repeat(43) }).success).toBe(true);
    expect(ClaimPrepaidRequestSchema.safeParse({ token: "a".repeat(44) }).success).toBe(false);
  });

  it("bounds the claim's answer: the wallet, the card claimed, a first name or null", () => {
    const card = {
      id: crypto.randomUUID(),
      type: "MOVIECARD_20",
      status: 2,
      subtype: "PLACES",
      name: "MovieCard 20 places",
      description: "",
      number: "6310000000000052",
      code: "PP-6310000000000052",
      quantity: { initial: 20, remaining: 12 },
      expirationDate: null,
      lastUpdateDate: new Date(0).toISOString(),
      shareable: true,
      given: null,
    };
    const answer = (giverFirstName: string | null) => ({
      prepaids: [card],
      giftCards: [],
      vouchers: [],
      claimed: { card, giverFirstName },
    });
    expect(ClaimPrepaidResponseSchema.safeParse(answer("Camille")).success).toBe(true);
    expect(ClaimPrepaidResponseSchema.safeParse(answer(null)).success).toBe(true);
    const long = "C".repeat(MAX_GIVER_FIRST_NAME_LENGTH + 1);
    expect(ClaimPrepaidResponseSchema.safeParse(answer(long)).success).toBe(false);
    expect(ClaimPrepaidResponseSchema.safeParse({ ...answer("Camille"), claimed: undefined }).success).toBe(
      false,
    );
  });
});

describe("what a customer may do with a card (SPEC 4)", () => {
  const available: WalletCardFacts = { type: "MOVIECARD_20", status: 2, shareable: true, given: null };
  const offered = { ...available, given: { date: "2026-03-01T10:00:00.000Z", mail: "friend@example.com" } };

  it("offers a shareable, available prepaid card not already offered", () => {
    expect(canOfferPrepaid(available)).toBe(true);
    expect(canOfferPrepaid({ ...available, shareable: false })).toBe(false);
    expect(canOfferPrepaid({ ...available, status: 0 })).toBe(false);
    expect(canOfferPrepaid({ ...available, status: 1 })).toBe(false);
    expect(canOfferPrepaid(offered)).toBe(false);
    expect(canOfferPrepaid({ ...available, type: "GIFT_CARD" })).toBe(false);
    expect(canOfferPrepaid({ ...available, type: "VOUCHER" })).toBe(false);
  });

  it("cancels an offer only while the card shows it", () => {
    expect(canCancelPrepaidOffer(offered)).toBe(true);
    expect(canCancelPrepaidOffer(available)).toBe(false);
  });

  it("dissociates any card but one whose offer is pending", () => {
    expect(canDissociate(available)).toBe(true);
    const expired: WalletCardFacts = { ...available, status: 0 };
    expect(canDissociate(expired)).toBe(true);
    expect(canDissociate(offered)).toBe(false);
  });
});

describe("compareWalletCards", () => {
  it("puts available cards first, then the soonest expiry, permanent cards last", () => {
    const cards = [
      { number: "1", status: 0, expirationDate: "2026-01-01" },
      { number: "2", status: 2, expirationDate: null },
      { number: "3", status: 2, expirationDate: "2026-09-01" },
      { number: "4", status: 1, expirationDate: "2027-01-01" },
      { number: "5", status: 2, expirationDate: "2026-05-01" },
      { number: "6", status: 2, expirationDate: "2026-05-01" },
    ];
    expect([...cards].sort(compareWalletCards).map((card) => card.number)).toEqual([
      "5",
      "6",
      "3",
      "2",
      "1",
      "4",
    ]);
  });
});
