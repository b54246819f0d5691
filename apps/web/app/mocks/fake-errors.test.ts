import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  ERROR_MESSAGES,
  type ErrorMessagePick,
  type FixedMessageErrorCode,
  type TicketErrorCode,
} from "@cinelux/contract/error-messages";
import { ERROR_STATUS, type ErrorCode } from "@cinelux/contract/errors";
import { LANGUAGES, type Language } from "@cinelux/contract/languages";
import { describe, expect, it } from "vitest";
import type { FakeScenario } from "./data/accounts";
import { resetFakeDb } from "./fake-db";

const ORIGIN = "http://localhost";
const AUTH = { authorization: "Bearer fake-access-token" };
const JSON_BODY = { ...AUTH, "content-type": "application/json" };

interface Refusal {
  code: ErrorCode;
  /** The server's words for this code in this situation, when not the code's own (the table the server answers with). */
  pick?: ErrorMessagePick;
  scenario: FakeScenario;
  path: string;
  init?: RequestInit;
}

function wordsOf(refusal: Refusal, language: Language): string {
  const pick = refusal.pick ?? ((messages) => messages[refusal.code as FixedMessageErrorCode]);
  return pick(ERROR_MESSAGES[language]);
}

/** One call per refusal the customer can meet on the fakes, each answered in the server's words. */
const REFUSALS: Refusal[] = [
  {
    code: "SUBSCRIPTION_NOT_FOUND",
    scenario: "registered",
    path: "/api/accounts/me/subscription",
  },
  {
    code: "SUBSCRIPTION_NO_PENDING_PAUSE",
    scenario: "pass-active",
    path: "/api/accounts/me/subscription/suspend",
    init: { method: "DELETE" },
  },
  {
    code: "INVOICE_NOT_FOUND",
    scenario: "pass-active",
    path: "/api/accounts/me/subscription/invoice/nothing.pdf",
  },
  {
    code: "PASS_CARD_NOT_FOUND",
    scenario: "pass-active",
    path: "/api/accounts/me/cards/picture/nothing.jpg",
  },
  {
    code: "SHOW_NOT_FOUND",
    scenario: "registered",
    path: "/api/show/nothing",
  },
  {
    code: "CINEMA_NOT_FOUND",
    scenario: "registered",
    path: "/api/cinema/nothing",
  },
  {
    code: "ZONE_NOT_FOUND",
    scenario: "registered",
    path: "/api/zone/nothing",
  },
  {
    code: "FAQ_TOPIC_NOT_FOUND",
    scenario: "registered",
    path: "/api/faq/topic/999999",
  },
  {
    code: "ATTACHMENT_NOT_FOUND",
    scenario: "registered",
    path: "/api/accounts/me/case/nothing/attachments/nothing",
  },
  {
    code: "IDENTITY_LINK_TOKEN_INVALID",
    pick: (m) => m.when.linkToken.invalid,
    scenario: "registered",
    path: "/api/accounts/me/link",
    init: {
      method: "POST",
      headers: JSON_BODY,
      body: JSON.stringify({ provider: "apple", token: "forged" }),
    },
  },
];

/** E-ticket refusals answer inside `{ done: false, error }`, in the request's language (SPEC 8). */
const TICKET_REFUSALS: { code: TicketErrorCode; path: string }[] = [
  { code: "TICKET_REFERENCE_INVALID", path: "/api/ec/sendmail/nothing/someone@example.com" },
  { code: "SHARE_LINK_INVALID", path: "/api/ec/shared/nothing" },
];

async function refuse(refusal: Refusal, headers: Record<string, string> = {}, host = "") {
  resetFakeDb(refusal.scenario);
  const init = refusal.init ?? {};
  return fetch(`${host || ORIGIN}${refusal.path}`, {
    ...init,
    headers: { ...AUTH, ...headers, ...init.headers },
  });
}

describe("the fakes refuse in the server's words (packages/contract error-messages.ts)", () => {
  it.each(REFUSALS.flatMap((refusal) => LANGUAGES.map((language) => ({ ...refusal, language }))))(
    "answers $code with the server's status and message in $language (Accept-Language)",
    async ({ language, ...refusal }) => {
      const response = await refuse(refusal, { "accept-language": `${language};q=0.9, de` });
      expect(response.status).toBe(ERROR_STATUS[refusal.code]);
      expect(await response.json()).toMatchObject({
        code: refusal.code,
        message: wordsOf(refusal, language),
      });
    },
  );

  it("answers in the `language` parameter before Accept-Language, as the server", async () => {
    resetFakeDb("registered");
    const response = await fetch(`${ORIGIN}/api/accounts/me/subscription?language=nl`, {
      headers: { ...AUTH, "accept-language": "en" },
    });
    expect(await response.json()).toEqual({
      code: "SUBSCRIPTION_NOT_FOUND",
      message: ERROR_MESSAGES.nl.SUBSCRIPTION_NOT_FOUND,
    });
  });

  it("answers in the domain's language when the request names none (nl host: Dutch)", async () => {
    const refusal = REFUSALS[0] as Refusal;
    const response = await refuse(refusal, {}, "http://nl.localhost");
    expect(await response.json()).toMatchObject({ message: wordsOf(refusal, "nl") });
  });

  it.each(TICKET_REFUSALS.flatMap((refusal) => LANGUAGES.map((language) => ({ ...refusal, language }))))(
    "answers $code in $language with the server's message",
    async ({ code, path, language }) => {
      resetFakeDb("registered");
      const response = await fetch(`${ORIGIN}${path}?language=${language}`, { headers: AUTH });
      const body = (await response.json()) as { error?: { message: string }; message?: string };
      expect(body.error?.message ?? body.message).toBe(ERROR_MESSAGES[language][code]);
    },
  );

  it("write no message of their own for a code the server has words for", () => {
    const folder = join(import.meta.dirname, "fakes");
    const codes = Object.keys(ERROR_STATUS).join("|");
    const ownWords = new RegExp(`code: "(${codes})",\\s*message: ["\`]`);
    const offenders = readdirSync(folder)
      .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
      .filter((name) => ownWords.test(readFileSync(join(folder, name), "utf8")));
    expect(offenders).toEqual([]);
  });
});
