import { CLAIM_TOKEN_QUERY } from "@cinelux/contract";
import { DEMO_PREPAID_OFFER } from "@cinelux/demo/wallet";
import { and, desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { solvedCaptcha } from "../../../test/captcha.ts";
import { createCustomer } from "../../../test/factories.ts";
import { dayIn } from "../../../test/wallet.factories.ts";
import { goodies, outboxMails, siteSettings } from "../../db/schema/index.ts";
import { callAs, claimOf, holderOf, stockCard, walletOf } from "./wallet-test-kit.ts";

const t = useTestApp();

const DONATE = "/api/accounts/me/prepaids/donate?language=en";
const CANCEL_OFFER = "/api/accounts/me/prepaids/donate/cancel?language=en";
const DISSOCIATE = "/api/accounts/me/prepaids/cancel?language=en";
const CLAIM = "/api/accounts/me/prepaids/claim?language=en";

/** The claim link of the last offer mailed to `mail`, and the mail. */
async function offerMailTo(mail: string) {
  const [row] = await t.database.db
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.recipient, mail), eq(outboxMails.kind, "prepaid_offered")))
    .orderBy(desc(outboxMails.createdAt))
    .limit(1);
  if (!row) {
    throw new Error(`no offer mailed to ${mail}`);
  }
  const link = new URL(/https?:\/\/\S+/.exec(row.text)?.[0] ?? "");
  return { mail: row, link, token: link.searchParams.get(CLAIM_TOKEN_QUERY) ?? "" };
}

async function shareableCard(holder: { id: string }) {
  return stockCard(t, { holder, shareable: true });
}

describe("offering a prepaid card to a friend", () => {
  it("mails the friend a claim link in the giver's language; claimed, the card moves to the friend", async () => {
    const giver = await createCustomer(t.database.db, { language: "nl", domain: "nl", firstName: "Sanne" });
    const friend = await createCustomer(t.database.db);
    const card = await shareableCard(giver);
    const offered = walletOf(
      await callAs(t, giver, { method: "POST", url: DONATE, body: { id: card.id, email: friend.mail } }),
    );
    expect(offered.prepaids[0]?.given).toEqual({ date: expect.any(String), mail: friend.mail });
    const { mail, link, token } = await offerMailTo(friend.mail);
    expect(mail.language).toBe("nl");
    expect(mail.subject).toBe("Je krijgt een bioscoopkaart cadeau · Cinélux");
    expect(mail.text).toContain("Sanne geeft je de kaart Kaart cadeau.");
    expect(link.pathname).toBe("/nl/tickets");
    expect(link.host).toBe("nl.localhost:3000");
    // The token is only in the mail: the database keeps its hash.
    const stored = await t.database.db.execute(
      sql`select token_hash from prepaid_offers where card_id = ${card.id}`,
    );
    expect(JSON.stringify(stored)).not.toContain(token);

    // No captcha: the page claims as soon as the friend lands on it; the token is the secret.
    const answer = await callAs(
      t,
      friend,
      { method: "POST", url: CLAIM, body: { token } },
      { captcha: null },
    );
    const claimed = claimOf(answer);
    expect(claimed.prepaids.map((c) => [c.id, c.given])).toEqual([[card.id, null]]);
    // The page says who offered the card: the giver's first name, never their address.
    expect(claimed.claimed).toEqual({ card: claimed.prepaids[0], giverFirstName: "Sanne" });
    expect(answer.body).not.toContain(giver.mail);
    expect(await holderOf(t, card.id)).toBe(friend.id);
    expect(
      walletOf(await callAs(t, giver, { method: "GET", url: DONATE.replace("/donate", "") })).prepaids,
    ).toEqual([]);
    // A claimed token is spent.
    const again = await callAs(t, await createCustomer(t.database.db), {
      method: "POST",
      url: CLAIM,
      body: { token },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe("PREPAID_CLAIM_INVALID");
  });

  it("names no giver when the giver's account has no first name", async () => {
    const giver = await createCustomer(t.database.db, { firstName: "   " });
    const friend = await createCustomer(t.database.db);
    const card = await shareableCard(giver);
    walletOf(
      await callAs(t, giver, { method: "POST", url: DONATE, body: { id: card.id, email: friend.mail } }),
    );
    const { token } = await offerMailTo(friend.mail);
    const answer = await callAs(t, friend, { method: "POST", url: CLAIM, body: { token } });
    const claimed = claimOf(answer).claimed;
    expect([claimed.card.id, claimed.giverFirstName]).toEqual([card.id, null]);
  });

  it("refuses the giver's own claim, and a cancelled offer's link", async () => {
    const giver = await createCustomer(t.database.db);
    const card = await shareableCard(giver);
    walletOf(
      await callAs(t, giver, {
        method: "POST",
        url: DONATE,
        body: { id: card.id, email: "friend@example.test" },
      }),
    );
    const { token } = await offerMailTo("friend@example.test");
    const own = await callAs(t, giver, { method: "POST", url: CLAIM, body: { token } });
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe("PREPAID_OFFER_TO_SELF");

    const cancelled = walletOf(
      await callAs(t, giver, { method: "POST", url: CANCEL_OFFER, body: { id: card.id } }),
    );
    expect(cancelled.prepaids[0]?.given).toBeNull();
    const late = await callAs(t, await createCustomer(t.database.db), {
      method: "POST",
      url: CLAIM,
      body: { token },
    });
    expect(late.json().code).toBe("PREPAID_CLAIM_INVALID");
    expect(await holderOf(t, card.id)).toBe(giver.id);
    const twice = await callAs(t, giver, { method: "POST", url: CANCEL_OFFER, body: { id: card.id } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe("PREPAID_NO_PENDING_OFFER");
  });

  it("refuses a card that is not shareable, used, expired or already offered, and the giver's own address", async () => {
    const giver = await createCustomer(t.database.db);
    const refusals = [
      await stockCard(t, { holder: giver }),
      await stockCard(t, { holder: giver, shareable: true, remaining: 0 }),
      await stockCard(t, { holder: giver, shareable: true, expirationDate: "2020-01-01" }),
    ];
    for (const card of refusals) {
      const response = await callAs(t, giver, {
        method: "POST",
        url: DONATE,
        body: { id: card.id, email: "x@example.test" },
      });
      expect(response.json().code).toBe("PREPAID_NOT_SHAREABLE");
    }
    const card = await shareableCard(giver);
    const toSelf = await callAs(t, giver, {
      method: "POST",
      url: DONATE,
      body: { id: card.id, email: giver.mail.toUpperCase() },
    });
    expect(toSelf.json().code).toBe("PREPAID_OFFER_TO_SELF");
    walletOf(
      await callAs(t, giver, { method: "POST", url: DONATE, body: { id: card.id, email: "y@example.test" } }),
    );
    const twice = await callAs(t, giver, {
      method: "POST",
      url: DONATE,
      body: { id: card.id, email: "z@example.test" },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe("PREPAID_OFFER_PENDING");
    // Neither dissociated nor removed while offered.
    const dissociate = await callAs(t, giver, { method: "POST", url: DISSOCIATE, body: { id: card.id } });
    expect(dissociate.json().code).toBe("PREPAID_OFFER_PENDING");
  });

  it("refuses bad bodies with their fields, and calls without a captcha or with a replayed one", async () => {
    const giver = await createCustomer(t.database.db);
    const card = await shareableCard(giver);
    const bad = await callAs(t, giver, {
      method: "POST",
      url: DONATE,
      body: { id: "1", email: "not a mail" },
    });
    expect(bad.json()).toMatchObject({
      code: "BAD_REQUEST",
      fields: [
        { path: "id", code: "invalid_format" },
        { path: "email", code: "invalid_format" },
      ],
    });
    for (const url of [DONATE, CANCEL_OFFER, DISSOCIATE]) {
      const body = url === DONATE ? { id: card.id, email: "f@example.test" } : { id: card.id };
      const missing = await callAs(t, giver, { method: "POST", url, body }, { captcha: null });
      expect(missing.json().code).toBe("CAPTCHA_REQUIRED");
    }
    const badToken = await callAs(t, giver, { method: "POST", url: CLAIM, body: { token: "short" } });
    expect(badToken.json().fields).toEqual([{ path: "token", code: "invalid_format" }]);
    const answer = await solvedCaptcha(t);
    walletOf(
      await callAs(
        t,
        giver,
        { method: "POST", url: DONATE, body: { id: card.id, email: "f@example.test" } },
        { captcha: answer },
      ),
    );
    const replayed = await callAs(
      t,
      giver,
      { method: "POST", url: CANCEL_OFFER, body: { id: card.id } },
      { captcha: answer },
    );
    expect(replayed.json().code).toBe("CAPTCHA_REPLAYED");
  });

  it("answers a second customer 404 on the first one's cards: offer, cancel the offer, dissociate, remove", async () => {
    const [owner, other] = [await createCustomer(t.database.db), await createCustomer(t.database.db)];
    const card = await shareableCard(owner);
    const offered = await shareableCard(owner);
    walletOf(
      await callAs(t, owner, {
        method: "POST",
        url: DONATE,
        body: { id: offered.id, email: "f@example.test" },
      }),
    );
    const calls = [
      { method: "POST" as const, url: DONATE, body: { id: card.id, email: "thief@example.test" } },
      { method: "POST" as const, url: CANCEL_OFFER, body: { id: offered.id } },
      { method: "POST" as const, url: DISSOCIATE, body: { id: card.id } },
      { method: "DELETE" as const, url: "/api/accounts/me/prepaids", body: { num: card.number } },
    ];
    for (const call of calls) {
      const response = await callAs(t, other, call);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe("WALLET_CARD_NOT_FOUND");
    }
    expect([await holderOf(t, card.id), await holderOf(t, offered.id)]).toEqual([owner.id, owner.id]);
    const ownerWallet = walletOf(await callAs(t, owner, { method: "GET", url: "/api/accounts/me/prepaids" }));
    expect(ownerWallet.prepaids.find((c) => c.id === offered.id)?.given?.mail).toBe("f@example.test");
  });
});

describe("POST /api/accounts/me/prepaids/cancel (dissociate)", () => {
  it("returns the prepaid card to nobody; a gift card's id is not a prepaid's", async () => {
    const customer = await createCustomer(t.database.db);
    const card = await stockCard(t, { holder: customer });
    const gift = await stockCard(t, { holder: customer, type: "GIFT_CARD" });
    const giftRefused = await callAs(t, customer, { method: "POST", url: DISSOCIATE, body: { id: gift.id } });
    expect(giftRefused.json().code).toBe("WALLET_CARD_NOT_FOUND");
    const wallet = walletOf(
      await callAs(t, customer, { method: "POST", url: DISSOCIATE, body: { id: card.id } }),
    );
    expect(wallet.prepaids).toEqual([]);
    expect(await holderOf(t, card.id)).toBeNull();
  });
});

describe("the demo offer", () => {
  it("lets sanne.devries claim the card lucas.bernard offered her, with the link of her mail", async () => {
    const { token, link } = await offerMailTo("sanne.devries@example.com");
    expect(token).toBe(DEMO_PREPAID_OFFER.token);
    expect(link.pathname).toBe("/fr/tickets");
    const sanne = { id: await t.accountId("sanne.devries@example.com") };
    const wallet = walletOf(await callAs(t, sanne, { method: "POST", url: CLAIM, body: { token } }));
    expect(wallet.prepaids.map((card) => card.number)).toContain(DEMO_PREPAID_OFFER.cardNumber);
  });
});

describe("GET /api/accounts/me/goodies", () => {
  it("lists the customer's goodies, soonest expiry first, only theirs, and honours goodiesEnabled", async () => {
    const camille = await createCustomer(t.database.db);
    const goodie = (code: string, en: string, expirationDate: string | null) => ({
      accountId: camille.id,
      code: `${code}-${camille.id}`,
      name: { fr: en, nl: en, en },
      description: { fr: "", nl: "", en: "" },
      expirationDate,
    });
    await t.database.db
      .insert(goodies)
      .values([
        goodie("POSTER", "Poster of the film of the month", null),
        goodie("POP", "Free small popcorn", dayIn(45)),
      ]);
    const response = await callAs(t, camille, { method: "GET", url: "/api/accounts/me/goodies?language=en" });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((goodie: { name: string }) => goodie.name)).toEqual([
      "Free small popcorn",
      "Poster of the film of the month",
    ]);
    const other = await createCustomer(t.database.db);
    expect((await callAs(t, other, { method: "GET", url: "/api/accounts/me/goodies" })).json()).toEqual([]);
    const setFlag = (on: boolean) =>
      t.database.db
        .update(siteSettings)
        .set({ flags: sql`flags || ${JSON.stringify({ goodiesEnabled: on })}::jsonb` })
        .where(eq(siteSettings.domain, "fr"));
    await setFlag(false);
    try {
      const off = await callAs(t, camille, { method: "GET", url: "/api/accounts/me/goodies" });
      expect(off.statusCode).toBe(404);
      expect(off.json().code).toBe("FEATURE_DISABLED");
    } finally {
      await setFlag(true);
    }
  });
});
