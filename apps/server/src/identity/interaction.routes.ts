import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { format } from "../lib/format.ts";
import { hashPassword, verifyPassword } from "../lib/passwords.ts";
import { findAccountByMail } from "../modules/accounts/accounts.repository.ts";
import type { Captcha } from "../modules/captcha/captcha.service.ts";
import {
  checkAttempt,
  needsCaptcha,
  recordFailure,
  recordSuccess,
} from "../modules/credentials/brute-force.ts";
import type { CaptchaAssets } from "./captcha-assets.ts";
import { MESSAGES } from "./messages/index.ts";
import { signInPage, signUpPage } from "./pages/pages.ts";
import { offeredProviders, socialButtons } from "./pages/social-buttons.ts";
import { staffSignInPage } from "./pages/staff-pages.ts";
import {
  formString,
  type InteractionDetails,
  interactionLanguage,
  isStaffInteraction,
  type ProviderInteractions,
  postedForm,
  sendExpired,
  sendPage,
} from "./request-context.ts";
import { signUp } from "./sign-up.ts";

// Verified against when the account does not exist, so both answers take the same time.
let dummyHash: Promise<string> | undefined;
function unknownAccountHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return dummyHash;
}

const SIGN_IN_RATE_LIMIT = { rateLimit: { max: 30, timeWindow: 60_000 } };

export async function interactionRoutes(
  app: FastifyInstance,
  options: {
    provider: ProviderInteractions;
    db: Database;
    config: Config;
    captcha: Captcha;
    captchaAssets: CaptchaAssets;
  },
): Promise<void> {
  const { provider, db, config, captcha, captchaAssets } = options;
  const uidParams = z.object({ uid: z.string().min(1).max(128) });

  async function details(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<InteractionDetails | undefined> {
    try {
      return await provider.interactionDetails(request.raw, reply.raw);
    } catch {
      return undefined;
    }
  }

  /** A customer's step: never on the staff client's interaction, whose accounts are not customers. */
  async function customerDetails(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<InteractionDetails | undefined> {
    const found = await details(request, reply);
    return found && !isStaffInteraction(config, found) ? found : undefined;
  }

  app.get("/auth/interaction/:uid", { schema: { params: uidParams, hide: true } }, async (request, reply) => {
    const found = await details(request, reply);
    if (!found) {
      return sendExpired(reply, "fr");
    }
    const lang = interactionLanguage(found);
    // The staff client's interaction has its own pages (staff-interaction.routes.ts): no sign-up,
    // no social sign-in, a second factor.
    if (isStaffInteraction(config, found)) {
      return sendPage(reply, staffSignInPage(lang, found.uid));
    }
    const social = socialButtons(lang, found.uid, offeredProviders(config));
    return sendPage(reply, signInPage(lang, found.uid, { social }));
  });

  app.post(
    "/auth/interaction/:uid/login",
    { schema: { params: uidParams, hide: true }, config: SIGN_IN_RATE_LIMIT },
    async (request, reply) => {
      const form = await postedForm(request, reply, customerDetails);
      if (!form) {
        return reply;
      }
      const { found, lang } = form;
      const t = MESSAGES[lang].signIn;
      const email = formString(request.body, "email").trim();
      const password = formString(request.body, "password");
      const page = (formError: string, captcha: boolean) =>
        signInPage(lang, found.uid, {
          values: { email },
          formError,
          captcha: captcha ? captchaAssets.widget(lang) : undefined,
          social: socialButtons(lang, found.uid, offeredProviders(config)),
        });

      const verdict = await checkAttempt(db, email, request.ip);
      if (!verdict.allowed) {
        const formError = format(t.tooMany, { minutes: Math.ceil(verdict.retryAfterSeconds / 60) });
        reply.header("retry-after", String(verdict.retryAfterSeconds));
        return sendPage(reply, page(formError, verdict.captchaRequired), 429);
      }
      if (verdict.captchaRequired) {
        // Checked before the password, and spent even if the password is wrong: one answer, one try.
        const answer = await captcha.verify(formString(request.body, "altcha") || undefined);
        if (answer !== "verified") {
          return sendPage(
            reply,
            page(answer === "missing" ? t.captchaRequired : t.captchaInvalid, true),
            400,
          );
        }
      }
      if (verdict.delayMs > 0) {
        await sleep(verdict.delayMs);
      }
      const account = email ? await findAccountByMail(db, email) : undefined;
      const valid = await verifyPassword(account?.passwordHash ?? (await unknownAccountHash()), password);
      if (!account || !valid) {
        const failures = await recordFailure(db, email, request.ip);
        return sendPage(reply, page(t.invalid, needsCaptcha(failures)), 401);
      }
      await recordSuccess(db, email, request.ip);
      const target = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: account.id, remember: true } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(target, 303);
    },
  );

  app.get(
    "/auth/interaction/:uid/signup",
    { schema: { params: uidParams, hide: true } },
    async (request, reply) => {
      const found = await customerDetails(request, reply);
      if (!found) {
        return sendExpired(reply, "fr");
      }
      return sendPage(reply, signUpPage(interactionLanguage(found), found.uid));
    },
  );

  app.post(
    "/auth/interaction/:uid/signup",
    { schema: { params: uidParams, hide: true }, config: SIGN_IN_RATE_LIMIT },
    async (request, reply) => {
      const form = await postedForm(request, reply, customerDetails);
      if (!form) {
        return reply;
      }
      return signUp({ request, reply, details: form.found, db, config });
    },
  );
}
