// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { pollingEnded } from "./api/get-order";
import {
  amountCentsOf,
  buyItemOf,
  buyRequestOf,
  chainDay,
  initialBuyForm,
  saleOf,
  sendOnRange,
} from "./buy-form";
import { tryAgainPath } from "./checkout";

// 23:30 UTC on 31 December is already 1 January in the chain's calendar (Europe/Paris).
const NOW = new Date("2026-12-31T23:30:00Z");

function form(changes: Partial<ReturnType<typeof initialBuyForm>> = {}) {
  return { ...initialBuyForm("GIFT_CARD", chainDay(NOW)), ...changes };
}

describe("the purchase form's rules", () => {
  it("reads ?item= and takes the first movie card for anything it does not sell", () => {
    expect(buyItemOf("GIFT_CARD")).toBe("GIFT_CARD");
    expect(buyItemOf("MOVIECARD_50")).toBe("MOVIECARD_50");
    expect(buyItemOf("MOVIECARD_5")).toBe("MOVIECARD_20");
    expect(buyItemOf(null)).toBe("MOVIECARD_20");
  });

  it("takes whole euros from 20 to 200 and totals a gift card without VAT, a movie card with the ticket rate", () => {
    expect(amountCentsOf("75")).toBe(7_500);
    expect(amountCentsOf("7.5")).toBeNull();
    expect(saleOf(form({ amountEuros: "19" }), "fr")).toBeNull();
    expect(saleOf(form({ amountEuros: "201" }), "fr")).toBeNull();
    expect(saleOf(form({ amountEuros: "200" }), "fr")).toMatchObject({ totalCents: 20_000, vatCents: 0 });
    expect(saleOf(form({ item: "MOVIECARD_20" }), "nl")).toMatchObject({
      totalCents: 19_400,
      vatRateBasisPoints: 900,
      vatCents: 1_602,
    });
  });

  it("counts a gift's days in the chain's calendar, a year ahead at most", () => {
    expect(sendOnRange(NOW)).toEqual({ first: "2027-01-01", last: "2028-01-01" });
  });

  it("asks a guest for their mail, never a signed-in customer", () => {
    const guest = buyRequestOf(form({ amountEuros: "50" }), { signedIn: false, now: NOW });
    expect(guest.fields).toEqual([{ path: "buyerMail", code: "required" }]);
    const customer = buyRequestOf(form({ amountEuros: "50" }), { signedIn: true, now: NOW });
    expect(customer.request).toEqual({ item: "GIFT_CARD", body: { amountCents: 5_000 } });
  });

  it("sends a gift's recipient, words and day, and refuses a day out of range or a missing recipient", () => {
    const gift = form({
      item: "MOVIECARD_25",
      gift: true,
      buyerMail: " Guest@Example.com ",
      recipientMail: "alex@example.com",
      recipientName: "Alex",
      message: "  Bon film !  ",
      sendOn: "2027-02-14",
    });
    expect(buyRequestOf(gift, { signedIn: false, now: NOW }).request).toEqual({
      item: "prepaid",
      body: {
        type: "MOVIECARD_25",
        buyerMail: "guest@example.com",
        recipientMail: "alex@example.com",
        recipientName: "Alex",
        message: "Bon film !",
        sendOn: "2027-02-14",
      },
    });
    expect(
      buyRequestOf({ ...gift, recipientMail: "", sendOn: "2026-12-31" }, { signedIn: false, now: NOW })
        .fields,
    ).toEqual([
      { path: "recipientMail", code: "required" },
      { path: "sendOn", code: "invalid_value" },
    ]);
    expect(
      buyRequestOf({ ...gift, amountEuros: "abc", item: "GIFT_CARD" }, { signedIn: true, now: NOW }).fields,
    ).toEqual([{ path: "amountCents", code: "invalid_value" }]);
  });
});

describe("after the provider", () => {
  it("leads Try again back to the page the payment started from, else to the kind's page", () => {
    expect(tryAgainPath("a", "giftCard", "nl")).toBe("/nl/buy?item=GIFT_CARD");
    expect(tryAgainPath("a", "subscription", "fr")).toBe("/fr/subscription");
    sessionStorage.setItem("cinelux.checkout.origin.a", "/fr/buy?item=MOVIECARD_50");
    expect(tryAgainPath("a", "prepaid", "fr")).toBe("/fr/buy?item=MOVIECARD_50");
    sessionStorage.setItem("cinelux.checkout.origin.b", "//elsewhere.example/phish");
    expect(tryAgainPath("b", "prepaid", "fr")).toBe("/fr/buy");
  });

  it("stops polling a pending order after two minutes", () => {
    const pending = { status: "pending" } as Parameters<typeof pollingEnded>[0];
    expect(pollingEnded(pending, 0, 119_999)).toBe(false);
    expect(pollingEnded(pending, 0, 120_000)).toBe(true);
    expect(pollingEnded({ ...pending, status: "paid" }, 0, 500_000)).toBe(false);
  });
});
