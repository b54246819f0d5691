import type { FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { findAccountByMail, insertAccount } from "../modules/accounts/accounts.repository.ts";
import { createLinkToken } from "./account-links.ts";
import { queueLinkMail } from "./mails.ts";
import { format, MESSAGES } from "./messages/index.ts";
import { messagePage, signUpPage } from "./pages/pages.ts";
import { hashPassword, isStrongEnough } from "./passwords.ts";
import {
  domainOfOrigin,
  formString,
  type InteractionDetails,
  interactionLanguage,
  interactionOrigin,
  sendPage,
} from "./request-context.ts";

const MailSchema = z.email().max(254);

/**
 * Sign-up creates an account with `registered` false (the customer completes the profile on
 * /{language}/register) and queues the verification mail in the same transaction.
 */
export async function signUp(options: {
  request: FastifyRequest;
  reply: FastifyReply;
  details: InteractionDetails;
  db: Database;
  config: Config;
}): Promise<FastifyReply> {
  const { request, reply, details, db, config } = options;
  const lang = interactionLanguage(details);
  const t = MESSAGES[lang];
  const email = formString(request.body, "email").trim().toLowerCase();
  const password = formString(request.body, "password");
  const confirm = formString(request.body, "confirm");

  const errors: Record<string, string> = {};
  if (!MailSchema.safeParse(email).success) {
    errors.email = t.signUp.invalidEmail;
  }
  if (!isStrongEnough(password)) {
    errors.password = t.signUp.weakPassword;
  } else if (password !== confirm) {
    errors.confirm = t.signUp.mismatch;
  }
  if (!errors.email && (await findAccountByMail(db, email))) {
    errors.email = t.signUp.exists;
  }
  if (Object.keys(errors).length > 0) {
    return sendPage(reply, signUpPage(lang, details.uid, { values: { email }, errors }), 400);
  }

  const origin = interactionOrigin(config, details);
  const passwordHash = await hashPassword(password);
  try {
    await db.transaction(async (tx) => {
      const account = await insertAccount(tx, {
        mail: email,
        passwordHash,
        language: lang,
        domain: domainOfOrigin(origin),
        registered: false,
        mustVerifyMail: true,
      });
      const token = await createLinkToken(tx, account.id, "verify_mail");
      const url = `${origin}/auth/verify?token=${encodeURIComponent(token)}&lang=${lang}`;
      await queueLinkMail(tx, { kind: "verify", to: email, lang, url });
    });
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides.
    if (await findAccountByMail(db, email)) {
      const page = signUpPage(lang, details.uid, { values: { email }, errors: { email: t.signUp.exists } });
      return sendPage(reply, page, 409);
    }
    throw error;
  }
  const body = format(t.signUp.doneBody, { email });
  return sendPage(
    reply,
    messagePage(lang, t.signUp.doneTitle, body, [
      { href: `/auth/interaction/${details.uid}`, label: t.common.backToSignIn },
    ]),
    201,
  );
}
