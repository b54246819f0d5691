import {
  ChangeMailRequestSchema,
  CheckCredentialsRequestSchema,
  type DeleteAccountResponse,
} from "@cinelux/contract/account";
import type { CaptchaChallengeResponse } from "@cinelux/contract/captcha";
import { CAPTCHA_HEADER } from "@cinelux/contract/captcha-header";
import { HttpResponse, http } from "msw";
import type * as z from "zod";
import { type FakeState, fakeDb, resetFakeDb, saveFakeDb } from "../fake-db";
import { type Checked, coded, codedAs, signedInBody, unauthorized } from "../fake-responses";

/** The fake customer's password for the e-mail change's step 1 (the demo customers' password). */
export const FAKE_PASSWORD = "Cinelux-demo-2026!";
/** As the server (docs/accounts.md): step 1 lets step 2 through for 10 minutes. */
const PROOF_MS = 10 * 60_000;
/** As the server: a challenge is valid 10 minutes. */
const CHALLENGE_SECONDS = 10 * 60;

/** This file's state, per fake database (a reset starts it afresh). */
interface SecurityState {
  proofUntil: number;
}
const states = new WeakMap<FakeState, SecurityState>();
function securityState(): SecurityState {
  const db = fakeDb();
  let state = states.get(db);
  if (!state) {
    state = { proofUntil: 0 };
    states.set(db, state);
  }
  return state;
}

/** Challenges this fake handed out, and those already answered (single use, as the server). */
const issued = new Set<string>();
const spent = new Set<string>();

function randomHex(bytes: number): string {
  return [...crypto.getRandomValues(new Uint8Array(bytes))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");
}

/**
 * An ALTCHA challenge in the server's format that any counter solves (an empty key prefix): the
 * widget runs as in production, at no cost. Not a proof of anything, only the flow.
 */
export function fakeChallenge(now = Date.now()): CaptchaChallengeResponse {
  const signature = randomHex(32);
  issued.add(signature);
  return {
    parameters: {
      algorithm: "PBKDF2/SHA-256",
      nonce: randomHex(16),
      salt: randomHex(16),
      cost: 1,
      keyLength: 32,
      keyPrefix: "",
      expiresAt: Math.floor(now / 1000) + CHALLENGE_SECONDS,
    },
    signature,
  };
}

/** As http/captcha-guard.ts: the verdict on the `x-captcha-response` header (docs/captcha.md). */
export function captchaRefusal(request: Request) {
  const payload = request.headers.get(CAPTCHA_HEADER);
  if (!payload) {
    return coded(request, "CAPTCHA_REQUIRED");
  }
  let signature: unknown;
  try {
    signature = (JSON.parse(atob(payload)) as { challenge?: { signature?: unknown } }).challenge?.signature;
  } catch {
    signature = undefined;
  }
  if (typeof signature !== "string" || !issued.has(signature)) {
    return coded(request, "CAPTCHA_INVALID");
  }
  if (spent.has(signature)) {
    return coded(request, "CAPTCHA_REPLAYED");
  }
  spent.add(signature);
  return null;
}

/** The deletion's answer for the fake customer: what the account held (docs/accounts.md). */
export function fakeDeletionLoss(state: FakeState): DeleteAccountResponse {
  return {
    deleted: true,
    lost: {
      pass: state.account.subscription,
      loyalty: state.account.hasLoyalty,
      advantages: state.advantages.length,
      bookings: state.ticketCount,
      paymentCard: state.account.card !== null,
    },
  };
}

/**
 * A captcha-guarded write checked in the server's order: the token (401), the body against the
 * contract's schema (400 naming the fields), then the captcha answer (docs/captcha.md "When it runs").
 */
export async function guardedBody<T>(request: Request, schema: z.ZodType<T>): Promise<Checked<T>> {
  const checked = await signedInBody(request, schema);
  const captcha = checked.refused ? null : captchaRefusal(request);
  return captcha ? { refused: captcha } : checked;
}

/** The captcha, the two-step e-mail change and the account deletion (docs/account-security.md). */
export const accountSecurityHandlers = [
  http.get("*/api/captcha", () =>
    HttpResponse.json(fakeChallenge(), { headers: { "cache-control": "no-store" } }),
  ),

  http.post("*/api/accounts/me/checkCredentials", async ({ request }) => {
    const checked = await guardedBody(request, CheckCredentialsRequestSchema);
    if (checked.refused) {
      return checked.refused;
    }
    const { account } = fakeDb();
    if (checked.data.mail.toLowerCase() !== account.mail || checked.data.password !== FAKE_PASSWORD) {
      return coded(request, "CREDENTIALS_INVALID");
    }
    securityState().proofUntil = Date.now() + PROOF_MS;
    return HttpResponse.json({ done: true });
  }),

  http.patch("*/api/accounts/me/email", async ({ request }) => {
    const checked = await guardedBody(request, ChangeMailRequestSchema);
    if (checked.refused) {
      return checked.refused;
    }
    const security = securityState();
    if (security.proofUntil < Date.now()) {
      return coded(request, "CREDENTIALS_CHECK_REQUIRED");
    }
    const state = fakeDb();
    const newMail = checked.data.newMail.toLowerCase();
    if (newMail === state.account.mail) {
      return codedAs(request, "BAD_REQUEST", (m) => m.when.keepingMail.BAD_REQUEST, [
        { path: "newMail", code: "invalid_value" },
      ]);
    }
    security.proofUntil = 0;
    state.account = { ...state.account, mail: newMail, mustVerifyMail: true };
    saveFakeDb();
    return HttpResponse.json({ done: true });
  }),

  http.post("*/api/accounts/me/delete", ({ request }) => {
    const refused = unauthorized(request);
    if (refused) {
      return refused;
    }
    const answer = fakeDeletionLoss(fakeDb());
    // There is no provider to sign up again with: the next fake sign-in finds the demo customer anew.
    resetFakeDb("registered");
    return HttpResponse.json(answer);
  }),
];
