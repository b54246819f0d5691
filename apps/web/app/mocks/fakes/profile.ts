import type { AccountExportResponse } from "@cinelux/contract/account";
import { ERROR_MESSAGES } from "@cinelux/contract/error-messages";
import { exportFileName } from "@cinelux/contract/profile";
import { HttpResponse, http } from "msw";
import { fakeDb, saveFakeDb } from "../fake-db";
import { coded, refusalLanguage, unauthorized } from "../fake-responses";

/** As the server (docs/my-data.md): 3 password links per 10 minutes per account. */
export const PASSWORD_LINK_LIMIT = { max: 3, windowMs: 10 * 60_000 };
/** As the server: a password link is valid 30 minutes. */
const PASSWORD_LINK_MS = 30 * 60_000;
/** When the fake customer's account was created, for the export. */
const CREATED_AT = "2024-01-15T09:30:00.000Z";

/** As the server: `language` is the only query parameter these calls accept. */
function unknownParameter(request: Request) {
  const names = [...new URL(request.url).searchParams.keys()].filter((name) => name !== "language");
  return names.length === 0 ? null : coded(request, "BAD_REQUEST");
}

/** The export of the fake customer: the account with its stored dates, advantages and password links. */
export function fakeExport(now: Date): AccountExportResponse {
  const state = fakeDb();
  return {
    exportedAt: now.toISOString(),
    account: {
      ...state.account,
      mailVerifiedAt: state.account.mustVerifyMail ? null : CREATED_AT,
      createdAt: CREATED_AT,
      updatedAt: now.toISOString(),
    },
    bookings: [],
    advantages: state.advantages.map((advantage) => ({ ...advantage, grantedAt: CREATED_AT })),
    mails: state.passwordLinks.map((sentAt) => ({
      subject: "Cinélux",
      date: new Date(sentAt).toISOString(),
    })),
    links: state.passwordLinks.map((sentAt) => ({
      purpose: "reset_password" as const,
      createdAt: new Date(sentAt).toISOString(),
      expiresAt: new Date(sentAt + PASSWORD_LINK_MS).toISOString(),
      usedAt: null,
    })),
    signInFailures: null,
    linkedIdentities: [],
    // The home's survey answers (docs/survey.md): the fake customer has given none.
    ...{ surveyAnswers: [] },
  };
}

/** The profile's calls (docs/profile.md, docs/my-data.md), with the server's rules and answers. */
export const profileHandlers = [
  // SPEC 7 DELETE /api/accounts/me/cards/cb: idempotent, answers the account without a card.
  http.delete("*/api/accounts/me/cards/cb", ({ request }) => {
    const refused = unauthorized(request);
    if (refused) {
      return refused;
    }
    const state = fakeDb();
    if (state.account.card) {
      state.account = { ...state.account, card: null };
      saveFakeDb();
    }
    return HttpResponse.json(state.account);
  }),

  // SPEC 7 GET /api/accounts/me/changePassword: `{ done: true }`; 429 after 3 in 10 minutes.
  http.get("*/api/accounts/me/changePassword", ({ request }) => {
    const refused = unauthorized(request) ?? unknownParameter(request);
    if (refused) {
      return refused;
    }
    const state = fakeDb();
    const now = Date.now();
    const recent = state.passwordLinks.filter((sentAt) => now - sentAt < PASSWORD_LINK_LIMIT.windowMs);
    if (recent.length >= PASSWORD_LINK_LIMIT.max) {
      const seconds = Math.ceil((PASSWORD_LINK_LIMIT.windowMs - (now - (recent[0] ?? now))) / 1000);
      return new HttpResponse(
        JSON.stringify({
          code: "RATE_LIMITED",
          message: ERROR_MESSAGES[refusalLanguage(request)].RATE_LIMITED(seconds),
        }),
        { status: 429, headers: { "content-type": "application/json", "retry-after": String(seconds) } },
      );
    }
    state.passwordLinks.push(now);
    saveFakeDb();
    return HttpResponse.json({ done: true });
  }),

  // GET /api/accounts/me/export (GDPR art. 15, 20): one JSON attachment.
  http.get("*/api/accounts/me/export", ({ request }) => {
    const refused = unauthorized(request) ?? unknownParameter(request);
    if (refused) {
      return refused;
    }
    const now = new Date();
    return HttpResponse.json(fakeExport(now), {
      headers: {
        "cache-control": "private, no-store",
        "content-disposition": `attachment; filename="${exportFileName(now.toISOString().slice(0, 10))}"`,
      },
    });
  }),
];
