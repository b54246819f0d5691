import {
  CAPTCHA_HEADER,
  ERROR_MESSAGES,
  type ErrorCode,
  type FixedMessageErrorCode,
} from "@cinelux/contract";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app.ts";
import { solvedCaptcha } from "../../test/captcha.ts";
import { eventually } from "../../test/eventually.ts";
import { createCustomer } from "../../test/factories.ts";
import { type AccountRow, accounts } from "../db/schema/index.ts";
import { issueAccessToken } from "../identity/tokens.ts";

const t = useTestApp({ seed: false });

/** How a call is made: its query string, its headers, and the customer signed in (none: no token). */
interface Call {
  customer?: AccountRow;
  query?: string;
  headers?: Record<string, string>;
}

/**
 * SPEC 8's four refusals whose message the web shows in a toast, each met the way a customer meets it.
 * The account deletion's token is older than 10 minutes; the e-mail change skips step 1; the pause
 * toggle is asked of a customer without a pass; the friend invited is oneself.
 */
const FLOWS: {
  name: string;
  code: FixedMessageErrorCode;
  send: (call: Call) => Promise<LightMyRequestResponse>;
}[] = [
  {
    name: "the account deletion",
    code: "REAUTHENTICATION_REQUIRED",
    send: async ({ customer, query = "", headers = {} }) => {
      const token =
        customer &&
        (await issueAccessToken({
          db: t.database.db,
          config: t.config,
          accountId: customer.id,
          authTime: Math.floor(Date.now() / 1000) - 11 * 60,
        }));
      return t.app.inject({
        method: "POST",
        url: `/api/accounts/me/delete${query}`,
        headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
      });
    },
  },
  {
    name: "the e-mail change step 2",
    code: "CREDENTIALS_CHECK_REQUIRED",
    send: async (call) =>
      inject(call, "PATCH", "/api/accounts/me/email", {
        payload: { newMail: "new@example.test", newMailConfirmation: "new@example.test" },
        headers: { [CAPTCHA_HEADER]: await solvedCaptcha(t) },
      }),
  },
  {
    name: "the pause toggle",
    code: "SUBSCRIPTION_NOT_FOUND",
    send: (call) =>
      inject(call, "PATCH", "/api/accounts/me/subscription/suspend", { payload: { action: "suspend" } }),
  },
  {
    name: "the friend invitation",
    code: "FRIEND_SELF",
    send: (call) =>
      inject(call, "POST", "/api/accounts/me/friends", {
        payload: { mail: call.customer?.mail ?? "a@b.test" },
      }),
  },
];

async function inject(
  { customer, query = "", headers = {} }: Call,
  method: "POST" | "PATCH" | "GET",
  url: string,
  extra: { payload?: object; headers?: Record<string, string> } = {},
) {
  const all = { ...headers, ...extra.headers };
  return t.app.inject({
    method,
    url: `${url}${query}`,
    payload: extra.payload,
    headers: customer ? { ...all, authorization: `Bearer ${await t.tokenFor(customer.mail)}` } : all,
  });
}

async function expectRefusal(response: LightMyRequestResponse, code: ErrorCode, message: string) {
  expect(response.json()).toEqual({ code, message });
}

const dutchCustomer = () => createCustomer(t.database.db, { domain: "nl", language: "nl" });

describe("an error's message in the request's language (SPEC 8)", () => {
  it.each(FLOWS)(
    "answers $name in French with ?language=fr, whatever else the request says",
    async (flow) => {
      const customer = await dutchCustomer();
      const response = await flow.send({
        customer,
        query: "?language=fr",
        headers: { "accept-language": "nl" },
      });
      await expectRefusal(response, flow.code, ERROR_MESSAGES.fr[flow.code]);
    },
  );

  it.each(FLOWS)("answers $name in Dutch to a Dutch customer who names no language", async (flow) => {
    const customer = await dutchCustomer();
    // The customer's own language comes before the browser's.
    const response = await flow.send({ customer, headers: { "accept-language": "en" } });
    await expectRefusal(response, flow.code, ERROR_MESSAGES.nl[flow.code]);
  });

  it.each(FLOWS)("answers $name signed out in Accept-Language's first supported language", async (flow) => {
    // Signed out, no customer's language: the browser's, by q-order, German unsupported.
    const response = await flow.send({ headers: { "accept-language": "de-DE, en;q=0.5, nl-BE;q=0.8" } });
    expect(response.statusCode).toBe(401);
    await expectRefusal(response, "UNAUTHORIZED", ERROR_MESSAGES.nl.UNAUTHORIZED);
  });

  it.each(FLOWS)(
    "answers $name signed out in the domain's language when nothing else names one",
    async (flow) => {
      const dutch = await flow.send({ headers: { host: "nl.localhost" } });
      await expectRefusal(dutch, "UNAUTHORIZED", ERROR_MESSAGES.nl.UNAUTHORIZED);
      const french = await flow.send({ headers: { host: "localhost" } });
      await expectRefusal(french, "UNAUTHORIZED", ERROR_MESSAGES.fr.UNAUTHORIZED);
    },
  );

  it("answers a validation failure in Dutch, with every refused field as before", async () => {
    const customer = await dutchCustomer();
    const response = await inject({ customer }, "PATCH", "/api/accounts/me", { payload: { nickname: "x" } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "BAD_REQUEST",
      message: ERROR_MESSAGES.nl.when.refusingFields.BAD_REQUEST,
      fields: [{ path: "nickname", code: "unknown_field" }],
    });
  });

  it("answers a path no route answers in Dutch", async () => {
    const response = await t.app.inject({
      url: "/api/nothing-here?x=1",
      headers: { "accept-language": "nl" },
    });
    expect(response.statusCode).toBe(404);
    await expectRefusal(
      response,
      "NOT_FOUND",
      ERROR_MESSAGES.nl.when.noRoute.NOT_FOUND("GET", "/api/nothing-here"),
    );
  });

  it("answers in the customer's new language once the row changes (the account cache is evicted)", async () => {
    const customer = await dutchCustomer();
    const [flow] = FLOWS.filter(({ code }) => code === "FRIEND_SELF");
    if (!flow) {
      throw new Error("no friend flow");
    }
    await expectRefusal(await flow.send({ customer }), flow.code, ERROR_MESSAGES.nl[flow.code]);
    await t.database.db.update(accounts).set({ language: "en" }).where(eq(accounts.id, customer.id));
    await eventually(
      async () => (await flow.send({ customer })).json().message === ERROR_MESSAGES.en[flow.code],
    );
  });
});
