import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { format } from "../lib/format.ts";
import {
  checkSecondFactor,
  checkStaffPassword,
  findStaffById,
  loadStepTokens,
  type StepTokens,
  secondFactorPrompt,
} from "../modules/staff/staff-sign-in.service.ts";
import { MESSAGES } from "./messages/index.ts";
import { staffCodePage, staffRecoveryCodesPage, staffSignInPage } from "./pages/staff-pages.ts";
import {
  formString,
  type InteractionDetails,
  type interactionLanguage,
  isStaffInteraction,
  type ProviderInteractions,
  postedForm,
  sendPage,
} from "./request-context.ts";

const SIGN_IN_RATE_LIMIT = { rateLimit: { max: 30, timeWindow: 60_000 } };

/**
 * What a staff sign-in tells the provider: the methods used (RFC 8176). `otp` marks a staff session,
 * which the customers' client never reuses, and the other way round (provider.ts `staffSessionCheck`).
 */
export const STAFF_AMR = ["pwd", "otp", "mfa"];

/**
 * The staff client's sign-in (docs/staff.md "Sign-in"): mail and password, then the TOTP code or a
 * recovery code (with the enrolment first if no code was ever accepted), then the provider's login.
 */
export async function staffInteractionRoutes(
  app: FastifyInstance,
  options: { provider: ProviderInteractions; db: Database; config: Config },
): Promise<void> {
  const { provider, db, config } = options;
  const uidParams = z.object({ uid: z.string().min(1).max(128) });
  let steps: StepTokens | undefined;
  const stepTokens = async () => {
    steps ??= await loadStepTokens(db);
    return steps;
  };

  async function staffDetails(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<InteractionDetails | undefined> {
    try {
      const found = await provider.interactionDetails(request.raw, reply.raw);
      return isStaffInteraction(config, found) ? found : undefined;
    } catch {
      return undefined;
    }
  }

  const tooMany = (lang: ReturnType<typeof interactionLanguage>, seconds: number) =>
    format(MESSAGES[lang].staff.tooMany, { minutes: Math.ceil(seconds / 60) });

  app.post(
    "/auth/interaction/:uid/staff/password",
    { schema: { params: uidParams, hide: true }, config: SIGN_IN_RATE_LIMIT },
    async (request, reply) => {
      const form = await postedForm(request, reply, staffDetails);
      if (!form) {
        return reply;
      }
      const { found, lang } = form;
      const email = formString(request.body, "email").trim();
      const outcome = await checkStaffPassword({
        db,
        mail: email,
        password: formString(request.body, "password"),
        ip: request.ip,
      });
      if (outcome.kind === "throttled") {
        reply.header("retry-after", String(outcome.retryAfterSeconds));
        const page = staffSignInPage(lang, found.uid, {
          email,
          formError: tooMany(lang, outcome.retryAfterSeconds),
        });
        return sendPage(reply, page, 429);
      }
      if (outcome.kind === "invalid") {
        const page = staffSignInPage(lang, found.uid, { email, formError: MESSAGES[lang].staff.invalid });
        return sendPage(reply, page, 401);
      }
      const step = (await stepTokens()).sign(found.uid, outcome.staff.id);
      const enrolment = await secondFactorPrompt(db, outcome.staff);
      return sendPage(reply, staffCodePage(lang, found.uid, { step, enrolment }));
    },
  );

  app.post(
    "/auth/interaction/:uid/staff/code",
    { schema: { params: uidParams, hide: true }, config: SIGN_IN_RATE_LIMIT },
    async (request, reply) => {
      const form = await postedForm(request, reply, staffDetails);
      if (!form) {
        return reply;
      }
      const { found, lang } = form;
      const t = MESSAGES[lang].staff;
      const step = formString(request.body, "step");
      const staffId = (await stepTokens()).read(found.uid, step);
      if (!staffId) {
        return sendPage(reply, staffSignInPage(lang, found.uid, { formError: t.expired }), 400);
      }
      const outcome = await checkSecondFactor({
        db,
        staffId,
        code: formString(request.body, "code"),
        ip: request.ip,
      });
      if (outcome.kind !== "ok") {
        const staff = await findStaffById(db, staffId);
        const enrolment = staff ? await secondFactorPrompt(db, staff) : null;
        const locked = outcome.kind === "locked";
        if (locked) {
          reply.header("retry-after", String(outcome.retryAfterSeconds));
        }
        const formError = locked ? tooMany(lang, outcome.retryAfterSeconds) : t.codeInvalid;
        return sendPage(
          reply,
          staffCodePage(lang, found.uid, { step, enrolment, formError }),
          locked ? 429 : 401,
        );
      }
      const target = await provider.interactionResult(
        request.raw,
        reply.raw,
        // A session cookie only (`remember: false`): a staff sign-in ends with the browser.
        { login: { accountId: outcome.staff.id, amr: STAFF_AMR, remember: false } },
        { mergeWithLastSubmission: false },
      );
      if (outcome.recoveryCodes) {
        return sendPage(reply, staffRecoveryCodesPage(lang, outcome.recoveryCodes, target));
      }
      return reply.redirect(target, 303);
    },
  );
}
