import { ErrorResponseSchema } from "@cinelux/contract/errors";
import { ticketReferenceOf } from "@cinelux/contract/eticket-rules";
import { EticketsResponseSchema, TicketActionResponseSchema } from "@cinelux/contract/etickets";
import {
  ClaimPrepaidResponseSchema,
  GoodiesResponseSchema,
  WalletResponseSchema,
} from "@cinelux/contract/wallet";
import { TICKET_MAIL_LIMIT, WALLET_ADD_LIMITS } from "@cinelux/contract/wallet-limits";
import { describe, expect, it } from "vitest";
import { FAKE_ADDABLE, FAKE_CLAIM_TOKEN } from "../data/wallet";
import { BEARER_JSON, captchaAnswer, FR } from "./fakes-test-kit";
import { FAKE_CANCEL_MESSAGES } from "./wallet-etickets";
import { fakeWallet } from "./wallet-state";

async function call(path: string, method: string, body?: unknown, captcha?: string, language = "fr") {
  return fetch(`${FR}${path}?language=${language}`, {
    method,
    headers: captcha ? { ...BEARER_JSON, "x-captcha-response": captcha } : BEARER_JSON,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function refusal(response: Response) {
  return { status: response.status, code: ErrorResponseSchema.parse(await response.json()).code };
}

/** The id the fakes gave the fake customer's card `number`. */
function cardId(number: string): string {
  const card = fakeWallet().cards.find((candidate) => candidate.number === number);
  if (!card) {
    throw new Error(`No card ${number} in the fake wallet.`);
  }
  return card.id;
}

async function wallet(response: Response) {
  expect(response.status).toBe(200);
  return WalletResponseSchema.parse(await response.json());
}

describe("fake wallet (docs/fakes.md 'The wallet')", () => {
  it("answers the wallet, goodies and tickets in the contract's shapes, texts in the asked language", async () => {
    const cards = await wallet(await call("/api/accounts/me/prepaids", "GET", undefined, undefined, "nl"));
    expect(cards.prepaids.map((card) => [card.name, card.status])).toEqual([
      ["MovieCard 20 plaatsen", 2],
      ["MovieCard 50 plaatsen", 2],
      ["MovieCard 25 plaatsen", 0],
    ]);
    const goodies = GoodiesResponseSchema.parse(await (await call("/api/accounts/me/goodies", "GET")).json());
    expect(goodies).toHaveLength(2);
    const tickets = EticketsResponseSchema.parse(await (await call("/api/ec/ebillet", "GET")).json());
    expect(tickets.map((ticket) => ticket.bookingId)).toEqual([
      "CLX-FR-000101",
      "CLX-FR-000103",
      "CLX-FR-000104",
    ]);
  });

  it("wants the token, then a valid body, then the captcha, as the server", async () => {
    const path = "/api/accounts/me/prepaids";
    const anonymous = await fetch(`${FR}${path}?language=fr`, { method: "PATCH", body: "{}" });
    expect(anonymous.status).toBe(401);
    expect(await refusal(await call(path, "PATCH", { num: "12" }))).toEqual({
      status: 400,
      code: "BAD_REQUEST",
    });
    expect(await refusal(await call(path, "PATCH", { num: FAKE_ADDABLE.prepaid }))).toEqual({
      status: 400,
      code: "CAPTCHA_REQUIRED",
    });
    const added = await wallet(
      await call(path, "PATCH", { num: FAKE_ADDABLE.prepaid }, await captchaAnswer()),
    );
    expect(added.prepaids.some((card) => card.number === FAKE_ADDABLE.prepaid)).toBe(true);
    expect(
      await refusal(await call(path, "PATCH", { num: FAKE_ADDABLE.prepaid }, await captchaAnswer())),
    ).toEqual({
      status: 409,
      code: "WALLET_CARD_ALREADY_ADDED",
    });
  });

  it("answers a wrong pin like an unknown number, and stops guessing after the server's allowance", async () => {
    const path = "/api/accounts/me/giftcard";
    for (let attempt = 0; attempt < WALLET_ADD_LIMITS.perAccount.max; attempt++) {
      const body = { cardNumber: FAKE_ADDABLE.giftCard.number, pinCode: String(100000 + attempt) };
      expect(await refusal(await call(path, "PATCH", body, await captchaAnswer()))).toEqual({
        status: 404,
        code: "WALLET_CARD_NOT_FOUND",
      });
    }
    // Even the right pin is refused now: a number cannot be brute-forced.
    const right = { cardNumber: FAKE_ADDABLE.giftCard.number, pinCode: FAKE_ADDABLE.giftCard.pin };
    const limited = await call(path, "PATCH", right, await captchaAnswer());
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refusal(limited)).toEqual({ status: 429, code: "RATE_LIMITED" });
  });

  it("counts every add, the good ones too, across the three add calls", async () => {
    const prepaid = await call(
      "/api/accounts/me/prepaids",
      "PATCH",
      { num: FAKE_ADDABLE.prepaid },
      await captchaAnswer(),
    );
    expect(prepaid.status).toBe(200);
    for (let attempt = 1; attempt < WALLET_ADD_LIMITS.perAccount.max; attempt++) {
      const again = await call(
        "/api/accounts/me/prepaids",
        "PATCH",
        { num: FAKE_ADDABLE.prepaid },
        await captchaAnswer(),
      );
      expect(await refusal(again)).toEqual({ status: 409, code: "WALLET_CARD_ALREADY_ADDED" });
    }
    const voucher = await call(
      "/api/accounts/me/voucher",
      "PATCH",
      { cardNumber: FAKE_ADDABLE.voucher },
      await captchaAnswer(),
    );
    expect(await refusal(voucher)).toEqual({ status: 429, code: "RATE_LIMITED" });
  });

  it("keeps an offered card until the offer is cancelled: no removal, no second offer", async () => {
    // The shareable 50-seat card (packages/demo wallet.ts).
    const id = cardId("6310000000000013");
    const offered = await wallet(
      await call(
        "/api/accounts/me/prepaids/donate",
        "POST",
        { id, email: "ami@example.org" },
        await captchaAnswer(),
      ),
    );
    expect(offered.prepaids.find((card) => card.id === id)?.given?.mail).toBe("ami@example.org");
    expect(
      await refusal(await call("/api/accounts/me/prepaids/cancel", "POST", { id }, await captchaAnswer())),
    ).toEqual({ status: 409, code: "PREPAID_OFFER_PENDING" });
    expect(
      await refusal(
        await call(
          "/api/accounts/me/prepaids/donate",
          "POST",
          { id, email: "x@example.org" },
          await captchaAnswer(),
        ),
      ),
    ).toEqual({ status: 409, code: "PREPAID_OFFER_PENDING" });
    await wallet(
      await call("/api/accounts/me/prepaids/donate/cancel", "POST", { id }, await captchaAnswer()),
    );
    expect(
      await refusal(
        await call("/api/accounts/me/prepaids/donate/cancel", "POST", { id }, await captchaAnswer()),
      ),
    ).toEqual({ status: 409, code: "PREPAID_NO_PENDING_OFFER" });
    const expired = cardId("6310000000000012");
    expect(
      await refusal(
        await call(
          "/api/accounts/me/prepaids/donate",
          "POST",
          { id: expired, email: "x@example.org" },
          await captchaAnswer(),
        ),
      ),
    ).toEqual({ status: 409, code: "PREPAID_NOT_SHAREABLE" });
  });

  it("claims an offered card once, without a captcha, naming who offered it", async () => {
    const response = await call("/api/accounts/me/prepaids/claim", "POST", { token: FAKE_CLAIM_TOKEN });
    expect(response.status).toBe(200);
    const first = ClaimPrepaidResponseSchema.parse(await response.json());
    // The seed's demo offer: Lucas's permanent card.
    expect(first.prepaids.some((card) => card.number === "6310000000000021")).toBe(true);
    expect(first.claimed.card.number).toBe("6310000000000021");
    expect(first.claimed.giverFirstName).toBe("Lucas");
    expect(
      await refusal(await call("/api/accounts/me/prepaids/claim", "POST", { token: FAKE_CLAIM_TOKEN })),
    ).toEqual({ status: 404, code: "PREPAID_CLAIM_INVALID" });
  });

  it("answers sendmail and cancel in the { done, error } shape with the server's codes", async () => {
    const [ticket, notRefundable] = EticketsResponseSchema.parse(
      await (await call("/api/ec/ebillet", "GET")).json(),
    );
    if (!ticket || !notRefundable) {
      throw new Error("the fake lists three tickets");
    }
    const reference = ticketReferenceOf(ticket);
    const sent = await call(`/api/ec/sendmail/${reference}/${encodeURIComponent("ami@example.org")}`, "GET");
    expect(TicketActionResponseSchema.parse(await sent.json())).toEqual({ done: true, error: null });
    const badMail = await call(`/api/ec/sendmail/${reference}/ami`, "GET");
    expect(badMail.status).toBe(400);
    expect(TicketActionResponseSchema.parse(await badMail.json()).error?.code).toBe("TICKET_MAIL_INVALID");
    const otherSession = reference.replace(/_[^_]+$/, `_${ticket.id}`);
    const notFound = await call(`/api/ec/sendmail/${otherSession}/ami%40example.org`, "GET");
    expect(TicketActionResponseSchema.parse(await notFound.json()).error?.code).toBe("TICKET_NOT_FOUND");
    const refused = await call(`/api/ec/cancel/${ticketReferenceOf(notRefundable)}`, "GET");
    expect(refused.status).toBe(409);
    expect(TicketActionResponseSchema.parse(await refused.json()).error?.code).toBe("TICKET_NOT_REFUNDABLE");
    // SPEC 8: the fake cancel answers code 3 with a test message, and the ticket stays.
    const cancelled = await call(`/api/ec/cancel/${ticket.id}`, "GET");
    expect(cancelled.status).toBe(409);
    expect(TicketActionResponseSchema.parse(await cancelled.json())).toEqual({
      done: false,
      error: { code: "3", message: FAKE_CANCEL_MESSAGES.fr },
    });
    const count = (await (await call("/api/accounts/me/tickets/count", "GET")).json()) as { count: number };
    expect(count.count).toBe(3);
  });

  it("limits the ticket mails a customer sends in an hour", async () => {
    const [ticket] = EticketsResponseSchema.parse(await (await call("/api/ec/ebillet", "GET")).json());
    if (!ticket) {
      throw new Error("the fake lists three tickets");
    }
    const path = `/api/ec/sendmail/${ticketReferenceOf(ticket)}/ami%40example.org`;
    for (let sent = 0; sent < TICKET_MAIL_LIMIT.max; sent++) {
      expect((await call(path, "GET")).status).toBe(200);
    }
    const limited = await call(path, "GET");
    expect(limited.status).toBe(429);
    expect(TicketActionResponseSchema.parse(await limited.json()).error?.code).toBe(
      "TICKET_MAIL_RATE_LIMITED",
    );
    expect(fakeWallet().sentTickets).toHaveLength(TICKET_MAIL_LIMIT.max);
  });
});
