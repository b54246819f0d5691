import { TICKET_MAIL_LIMIT, WALLET_OFFER_LIMIT, WALLET_WRITE_LIMIT } from "@cinelux/contract";
import { describe, expect, it } from "vitest";
import { TICKET_MAILS_PER_HOUR } from "../etickets/etickets.service.ts";
import { WALLET_OFFER_RATE_LIMIT, WALLET_WRITE_RATE_LIMIT } from "./wallet-limits.ts";

// The web's fakes answer by the contract's figures (mocks/fakes/wallet*.ts): the server must enforce
// the same ones, or the fakes would promise customers what the real site refuses.
describe("the wallet's limits", () => {
  it("are the contract's figures", () => {
    expect(WALLET_WRITE_RATE_LIMIT).toMatchObject({
      max: WALLET_WRITE_LIMIT.max,
      timeWindow: WALLET_WRITE_LIMIT.windowMs,
    });
    expect(WALLET_OFFER_RATE_LIMIT).toMatchObject({
      max: WALLET_OFFER_LIMIT.max,
      timeWindow: WALLET_OFFER_LIMIT.windowMs,
    });
  });

  it("send ticket mails up to the contract's hourly figure", () => {
    // modules/etickets counts them in a rolling hour (docs/domain/etickets.md "Resend by mail").
    expect(TICKET_MAIL_LIMIT).toEqual({ max: TICKET_MAILS_PER_HOUR, windowMs: 3_600_000 });
  });
});
