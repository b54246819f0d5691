import { prepaidStatusOf, WALLET_ADD_LIMITS } from "@cinelux/contract";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { useSecondProcess, useTestApp } from "../../../test/app.ts";
import { solvedCaptcha } from "../../../test/captcha.ts";
import { createCustomer } from "../../../test/factories.ts";
import { createWalletCard } from "../../../test/wallet.factories.ts";
import { prepaidOffers } from "../../db/schema/index.ts";
import { claimTokenHash } from "./wallet-secrets.ts";
import { callAs, holderOf, stockCard, walletOf } from "./wallet-test-kit.ts";

const t = useTestApp({ seed: false });
const otherProcess = useSecondProcess(t);

const PREPAIDS = "/api/accounts/me/prepaids?language=en";
const GIFT_CARD = "/api/accounts/me/giftcard?language=en";
const VOUCHER = "/api/accounts/me/voucher?language=en";
let ips = 0;
/** A client IP of its own per test, so the per-IP window of one test does not spill into another. */
const freshIp = () => `10.11.${Math.floor(++ips / 250)}.${ips % 250}`;

describe("GET /api/accounts/me/prepaids", () => {
  it("lists the customer's cards with SPEC 4 statuses, available first, in the asked language", async () => {
    const customer = await createCustomer(t.database.db);
    const db = t.database.db;
    const twenty = await createWalletCard(db, {
      customer,
      type: "MOVIECARD_20",
      remaining: 13,
      expiresInDays: 240,
    });
    await createWalletCard(db, {
      customer,
      type: "MOVIECARD_25",
      initial: 25,
      remaining: 4,
      expiresInDays: -30,
    });
    await createWalletCard(db, {
      customer,
      type: "MOVIECARD_50",
      initial: 50,
      expiresInDays: 330,
      shareable: true,
    });
    const voucher = await createWalletCard(db, { customer, type: "VOUCHER", initial: 1, remaining: 1 });
    const response = await callAs(t, customer, {
      method: "GET",
      url: "/api/accounts/me/prepaids?language=fr",
    });
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const wallet = walletOf(response);
    expect(wallet.prepaids.map((card) => [card.type, prepaidStatusOf(card.status)])).toEqual([
      ["MOVIECARD_20", "available"],
      ["MOVIECARD_50", "available"],
      ["MOVIECARD_25", "expired"],
    ]);
    expect(wallet.prepaids[0]).toMatchObject({
      name: twenty.name.fr,
      number: twenty.number,
      subtype: "PLACES",
      quantity: { initial: 20, remaining: 13 },
      shareable: false,
      given: null,
    });
    expect(wallet.prepaids[1]?.shareable).toBe(true);
    expect(wallet.vouchers.map((card) => card.name)).toEqual([voucher.name.fr]);
    expect(wallet.giftCards).toEqual([]);
  });

  it("shows a gift card in cents, and a card offered to a friend as given", async () => {
    const db = t.database.db;
    const friend = await createCustomer(db);
    await createWalletCard(db, { customer: friend, type: "GIFT_CARD", initial: 5000, remaining: 3250 });
    const wallet = walletOf(await callAs(t, friend, { method: "GET", url: PREPAIDS }));
    expect(wallet.giftCards[0]).toMatchObject({
      subtype: "AMOUNT",
      quantity: { initial: 5000, remaining: 3250 },
    });
    const giver = await createCustomer(db);
    const card = await createWalletCard(db, {
      customer: giver,
      type: "IPL",
      expiresInDays: null,
      shareable: true,
    });
    await db.insert(prepaidOffers).values({
      cardId: card.id,
      giverAccountId: giver.id,
      friendMail: friend.mail,
      tokenHash: claimTokenHash(`test-offer-${card.number}`),
    });
    const given = walletOf(await callAs(t, giver, { method: "GET", url: PREPAIDS })).prepaids[0];
    expect(given).toMatchObject({
      type: "IPL",
      expirationDate: null,
      given: { mail: friend.mail },
    });
  });

  it("shows a second customer none of another's cards", async () => {
    const other = await createCustomer(t.database.db);
    const wallet = walletOf(await callAs(t, other, { method: "GET", url: PREPAIDS }));
    expect(wallet).toEqual({ prepaids: [], giftCards: [], vouchers: [] });
  });

  it("needs a bearer token", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/accounts/me/prepaids" })).statusCode).toBe(401);
  });
});

describe("adding cards (PATCH prepaids, giftcard, voucher)", () => {
  it("adds a prepaid card by its number as typed, and tells the customer it is already theirs", async () => {
    const customer = await createCustomer(t.database.db);
    const card = await stockCard(t);
    const typed = card.number.replace(/(.{4})/g, "$1 ").trim();
    const wallet = walletOf(
      await callAs(t, customer, { method: "PATCH", url: PREPAIDS, body: { num: typed } }),
    );
    expect(wallet.prepaids.map((c) => c.number)).toEqual([card.number]);
    const again = await callAs(t, customer, { method: "PATCH", url: PREPAIDS, body: { num: card.number } });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("WALLET_CARD_ALREADY_ADDED");
  });

  it("adds a gift card with its pin and a voucher by its number", async () => {
    const customer = await createCustomer(t.database.db);
    const gift = await stockCard(t, { type: "GIFT_CARD", pin: "482913" });
    const voucher = await stockCard(t, { type: "VOUCHER" });
    const body = { cardNumber: gift.number, pinCode: "482913" };
    expect(
      walletOf(await callAs(t, customer, { method: "PATCH", url: GIFT_CARD, body })).giftCards,
    ).toHaveLength(1);
    const wallet = walletOf(
      await callAs(t, customer, { method: "PATCH", url: VOUCHER, body: { cardNumber: voucher.number } }),
    );
    expect(wallet.vouchers.map((c) => c.id)).toEqual([voucher.id]);
  });

  it("answers a wrong pin, an unknown number, another kind and another customer's card alike", async () => {
    const customer = await createCustomer(t.database.db);
    const owner = await createCustomer(t.database.db);
    const gift = await stockCard(t, { type: "GIFT_CARD", pin: "111111" });
    const prepaid = await stockCard(t);
    const owned = await stockCard(t, { holder: owner });
    const refusals = [
      await callAs(t, customer, {
        method: "PATCH",
        url: GIFT_CARD,
        body: { cardNumber: gift.number, pinCode: "222222" },
      }),
      await callAs(t, customer, {
        method: "PATCH",
        url: GIFT_CARD,
        body: { cardNumber: "6399999999999999", pinCode: "111111" },
      }),
      await callAs(t, customer, { method: "PATCH", url: VOUCHER, body: { cardNumber: prepaid.number } }),
      await callAs(t, customer, { method: "PATCH", url: PREPAIDS, body: { num: owned.number } }),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(refusals[0]?.json());
    }
    expect(refusals[0]?.json().code).toBe("WALLET_CARD_NOT_FOUND");
    expect([await holderOf(t, gift.id), await holderOf(t, prepaid.id), await holderOf(t, owned.id)]).toEqual([
      null,
      null,
      owner.id,
    ]);
  });

  it("gives a card raced for by two customers on two processes to one of them only", async () => {
    const [first, second] = [await createCustomer(t.database.db), await createCustomer(t.database.db)];
    const card = await stockCard(t);
    const body = { num: card.number };
    const [a, b] = await Promise.all([
      callAs(t, first, { method: "PATCH", url: PREPAIDS, body }),
      callAs(t, second, { method: "PATCH", url: PREPAIDS, body }, { app: otherProcess.app }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 404]);
    expect([first.id, second.id]).toContain(await holderOf(t, card.id));
  });

  it("refuses bad bodies with their fields, before spending the captcha", async () => {
    const customer = await createCustomer(t.database.db);
    const answer = await solvedCaptcha(t);
    const badPin = await callAs(
      t,
      customer,
      { method: "PATCH", url: GIFT_CARD, body: { cardNumber: "12ab", pinCode: "12" } },
      { captcha: answer },
    );
    expect(badPin.statusCode).toBe(400);
    expect(badPin.json()).toMatchObject({
      code: "BAD_REQUEST",
      fields: expect.arrayContaining([
        { path: "cardNumber", code: "invalid_format" },
        { path: "pinCode", code: "invalid_value" },
      ]),
    });
    const extra = await callAs(
      t,
      customer,
      { method: "PATCH", url: VOUCHER, body: { cardNumber: "6399000000000000", x: 1 } },
      { captcha: answer },
    );
    expect(extra.json().fields).toEqual([{ path: "x", code: "unknown_field" }]);
    const card = await stockCard(t, { type: "VOUCHER" });
    walletOf(
      await callAs(
        t,
        customer,
        { method: "PATCH", url: VOUCHER, body: { cardNumber: card.number } },
        { captcha: answer },
      ),
    );
  });

  it("needs a captcha answer, unspent", async () => {
    const customer = await createCustomer(t.database.db);
    const card = await stockCard(t);
    const missing = await callAs(
      t,
      customer,
      { method: "PATCH", url: PREPAIDS, body: { num: card.number } },
      { captcha: null },
    );
    expect(missing.json().code).toBe("CAPTCHA_REQUIRED");
    const wrong = await callAs(
      t,
      customer,
      { method: "PATCH", url: PREPAIDS, body: { num: card.number } },
      { captcha: "bm90IGFuIGFuc3dlcg==" },
    );
    expect(wrong.json().code).toBe("CAPTCHA_INVALID");
    const answer = await solvedCaptcha(t);
    walletOf(
      await callAs(
        t,
        customer,
        { method: "PATCH", url: PREPAIDS, body: { num: card.number } },
        { captcha: answer },
      ),
    );
    const replayed = await callAs(
      t,
      customer,
      { method: "PATCH", url: PREPAIDS, body: { num: card.number } },
      { captcha: answer },
    );
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().code).toBe("CAPTCHA_REPLAYED");
  });
});

describe("guessing a gift card's pin", () => {
  const guess = (
    customer: { id: string },
    number: string,
    pin: string,
    remoteAddress: string,
    app?: FastifyInstance,
  ) =>
    callAs(
      t,
      customer,
      { method: "PATCH", url: GIFT_CARD, body: { cardNumber: number, pinCode: pin } },
      {
        remoteAddress,
        ...(app ? { app } : {}),
      },
    );

  it("is refused for the account after its allowance, even with the right pin", async () => {
    const guesser = await createCustomer(t.database.db);
    const ip = freshIp();
    const card = await stockCard(t, { type: "GIFT_CARD", pin: "654321" });
    for (let pin = 0; pin < WALLET_ADD_LIMITS.perAccount.max; pin++) {
      // Another gift card each time, so the per-number window is not the one refusing.
      const other = await stockCard(t, { type: "GIFT_CARD", pin: "999999" });
      expect((await guess(guesser, other.number, String(pin).padStart(6, "0"), ip)).statusCode).toBe(404);
    }
    const refused = await guess(guesser, card.number, "654321", ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("RATE_LIMITED");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(await holderOf(t, card.id)).toBeNull();
  });

  it("is refused per card number across accounts, IPs and processes, so a pin cannot be found from many", async () => {
    const card = await stockCard(t, { type: "GIFT_CARD", pin: "777777" });
    const processes = t.database.kind === "postgres" ? [t.app, otherProcess.app] : [t.app];
    for (let tried = 0; tried < WALLET_ADD_LIMITS.perNumber.max; tried++) {
      const guesser = await createCustomer(t.database.db);
      const pin = String(100_000 + tried);
      expect(
        (await guess(guesser, card.number, pin, freshIp(), processes[tried % processes.length])).statusCode,
      ).toBe(404);
    }
    const holder = await createCustomer(t.database.db);
    const refused = await guess(holder, card.number, "777777", freshIp());
    expect(refused.statusCode).toBe(429);
    expect(await holderOf(t, card.id)).toBeNull();
    // Another card is not affected.
    const other = await stockCard(t, { type: "GIFT_CARD", pin: "777777" });
    walletOf(await guess(holder, other.number, "777777", freshIp()));
  });

  it("is refused per IP across accounts", async () => {
    const ip = freshIp();
    let tried = 0;
    while (tried < WALLET_ADD_LIMITS.perIp.max) {
      const guesser = await createCustomer(t.database.db);
      for (
        let i = 0;
        i < WALLET_ADD_LIMITS.perAccount.max && tried < WALLET_ADD_LIMITS.perIp.max;
        i++, tried++
      ) {
        const other = await stockCard(t, { type: "GIFT_CARD" });
        expect((await guess(guesser, other.number, "000000", ip)).statusCode).toBe(404);
      }
    }
    const fresh = await createCustomer(t.database.db);
    const card = await stockCard(t, { type: "GIFT_CARD", pin: "123456" });
    expect((await guess(fresh, card.number, "123456", ip)).statusCode).toBe(429);
    walletOf(await guess(fresh, card.number, "123456", freshIp()));
  });
});

describe("DELETE /api/accounts/me/prepaids", () => {
  it("returns any card of the wallet to nobody; another customer's number is 404", async () => {
    const [customer, other] = [await createCustomer(t.database.db), await createCustomer(t.database.db)];
    const voucher = await stockCard(t, { type: "VOUCHER", holder: customer });
    const stranger = await callAs(t, other, {
      method: "DELETE",
      url: PREPAIDS,
      body: { num: voucher.number },
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().code).toBe("WALLET_CARD_NOT_FOUND");
    expect(await holderOf(t, voucher.id)).toBe(customer.id);
    const wallet = walletOf(
      await callAs(t, customer, { method: "DELETE", url: PREPAIDS, body: { num: voucher.number } }),
    );
    expect(wallet.vouchers).toEqual([]);
    expect(await holderOf(t, voucher.id)).toBeNull();
    // Back in the stock: its number adds it again.
    walletOf(await callAs(t, other, { method: "PATCH", url: VOUCHER, body: { cardNumber: voucher.number } }));
  });

  it("refuses a bad number and a missing captcha", async () => {
    const customer = await createCustomer(t.database.db);
    const bad = await callAs(t, customer, { method: "DELETE", url: PREPAIDS, body: { num: "12" } });
    expect(bad.json()).toMatchObject({
      code: "BAD_REQUEST",
      fields: [{ path: "num", code: "invalid_format" }],
    });
    const card = await stockCard(t, { holder: customer });
    const missing = await callAs(
      t,
      customer,
      { method: "DELETE", url: PREPAIDS, body: { num: card.number } },
      { captcha: null },
    );
    expect(missing.json().code).toBe("CAPTCHA_REQUIRED");
    expect(await holderOf(t, card.id)).toBe(customer.id);
  });
});
