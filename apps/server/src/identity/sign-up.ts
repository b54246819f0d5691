import type { Language } from "@cinelux/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { format } from "../lib/format.ts";
import { hashPassword, isStrongEnough } from "../lib/passwords.ts";
import { queueAccountExistsMail, queueLinkMail } from "../modules/accounts/account-mails.ts";
import { findAccountByMail, insertAccount } from "../modules/accounts/accounts.repository.ts";
import { createLinkToken } from "../modules/credentials/account-links.ts";
import { MESSAGES } from "./messages/index.ts";
import { messagePage, signUpPage } from "./pages/pages.ts";
import {
  domainOfOrigin,
  formString,
  type InteractionDetails,
  interactionLanguage,
  interactionOrigin,
  sendPage,
} from "./request-context.ts";

const MailSchema = z.email().max(254);

/** Mails the owner of an address someone tried to sign up with, in the account's language. */
async function tellOwner(db: Database, account: { mail: string; language: Language }, origin: string) {
  const lang = account.language;
  await queueAccountExistsMail(db, {
    to: account.mail,
    lang,
    signInUrl: `${origin}/${lang}`,
    resetUrl: `${origin}/auth/forgot?lang=${lang}`,
  });
}

/**
 * Sign-up creates an account with `registered` false (the customer completes the profile on
 * /{language}/register) and queues the verification mail in the same transaction. An address that
 * already has an account gets the same answer; its owner gets a mail instead, so
 * sign-up never tells whether an address has an account (docs/identity.md "Sign-up").
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
  if (Object.keys(errors).length > 0) {
    return sendPage(reply, signUpPage(lang, details.uid, { values: { email }, errors }), 400);
  }

  const origin = interactionOrigin(config, details);
  // Hashed for a known address too, so both answers take the same time.
  const passwordHash = await hashPassword(password);
  const existing = await findAccountByMail(db, email);
  if (existing) {
    await tellOwner(db, existing, origin);
  } else {
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
      // Two sign-ups racing for one address: the unique index decides, the loser tells the owner.
      const winner = await findAccountByMail(db, email);
      if (!winner) {
        throw error;
      }
      await tellOwner(db, winner, origin);
    }
  }
  // The same page whether or not the address had an account (as the forgotten-password page).
  const body = format(t.signUp.doneBody, { email });
  return sendPage(
    reply,
    messagePage(lang, t.signUp.doneTitle, body, [
      { href: `/auth/interaction/${details.uid}`, label: t.common.backToSignIn },
    ]),
    201,
  );
}
