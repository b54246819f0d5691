import type { FastifyInstance } from "fastify";
import * as z from "zod";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { format } from "../lib/format.ts";
import { hashPassword, isStrongEnough } from "../lib/passwords.ts";
import { requestOrigin } from "../lib/request-origin.ts";
import { queueLinkMail } from "../modules/accounts/account-mails.ts";
import {
  findAccountByMail,
  markMailVerified,
  setPasswordHash,
} from "../modules/accounts/accounts.repository.ts";
import {
  consumeLinkToken,
  createLinkToken,
  isLinkTokenUsable,
} from "../modules/credentials/account-links.ts";
import { clearAccountFailures } from "../modules/credentials/brute-force.ts";
import { MESSAGES } from "./messages/index.ts";
import { forgotPage, messagePage, resetPage } from "./pages/pages.ts";
import {
  formHasControlCharacter,
  formString,
  queryLanguage,
  sendInvalidInput,
  sendPage,
} from "./request-context.ts";

const WRITE_RATE_LIMIT = { rateLimit: { max: 10, timeWindow: 60_000 } };
const LinkQuery = z.object({ token: z.string().max(200).optional(), lang: z.string().optional() });

/** Forgotten password (a single-use link valid 30 minutes) and e-mail verification. */
export async function passwordRoutes(
  app: FastifyInstance,
  options: { db: Database; config: Config },
): Promise<void> {
  const { db, config } = options;

  app.get(
    "/auth/forgot",
    {
      schema: {
        hide: true,
        querystring: z.object({ lang: z.string().optional(), uid: z.string().max(128).optional() }),
      },
    },
    async (request, reply) => {
      const query = request.query as { lang?: string; uid?: string };
      return sendPage(reply, forgotPage(queryLanguage(query.lang), query.uid));
    },
  );

  // Control characters are refused before anything reads the form (docs/identity.md "Control characters").
  app.addHook("preHandler", async (request, reply) => {
    if (request.method === "POST" && formHasControlCharacter(request.body)) {
      return sendInvalidInput(reply, queryLanguage(formString(request.body, "lang")));
    }
  });

  app.post("/auth/forgot", { schema: { hide: true }, config: WRITE_RATE_LIMIT }, async (request, reply) => {
    const lang = queryLanguage(formString(request.body, "lang"));
    const uid = formString(request.body, "uid") || undefined;
    const email = formString(request.body, "email").trim().toLowerCase();
    const t = MESSAGES[lang];
    if (!z.email().safeParse(email).success) {
      const page = forgotPage(lang, uid, { values: { email }, errors: { email: t.signUp.invalidEmail } });
      return sendPage(reply, page, 400);
    }
    const account = await findAccountByMail(db, email);
    if (account) {
      const origin = requestOrigin(config, request);
      await db.transaction(async (tx) => {
        const token = await createLinkToken(tx, account.id, "reset_password");
        const url = `${origin}/auth/reset?token=${encodeURIComponent(token)}&lang=${lang}`;
        await queueLinkMail(tx, { kind: "reset", to: account.mail, lang, url });
      });
    }
    // The same answer whether or not the account exists: the page reveals no address.
    const links = uid ? [{ href: `/auth/interaction/${uid}`, label: t.common.backToSignIn }] : [];
    return sendPage(
      reply,
      messagePage(lang, t.forgot.doneTitle, format(t.forgot.doneBody, { email }), links),
    );
  });

  app.get("/auth/reset", { schema: { hide: true, querystring: LinkQuery } }, async (request, reply) => {
    const query = request.query as z.infer<typeof LinkQuery>;
    const lang = queryLanguage(query.lang);
    if (!query.token || !(await isLinkTokenUsable(db, query.token, "reset_password"))) {
      return sendPage(reply, invalidResetLink(lang), 400);
    }
    return sendPage(reply, resetPage(lang, query.token));
  });

  app.post("/auth/reset", { schema: { hide: true }, config: WRITE_RATE_LIMIT }, async (request, reply) => {
    const lang = queryLanguage(formString(request.body, "lang"));
    const token = formString(request.body, "token");
    const password = formString(request.body, "password");
    const t = MESSAGES[lang];
    const errors: Record<string, string> = {};
    if (!isStrongEnough(password)) {
      errors.password = t.signUp.weakPassword;
    } else if (password !== formString(request.body, "confirm")) {
      errors.confirm = t.signUp.mismatch;
    }
    if (Object.keys(errors).length > 0) {
      return sendPage(reply, resetPage(lang, token, { errors }), 400);
    }
    const passwordHash = await hashPassword(password);
    const changed = await db.transaction(async (tx) => {
      const accountId = await consumeLinkToken(tx, token, "reset_password");
      if (!accountId) {
        return false;
      }
      const account = await setPasswordHash(tx, accountId, passwordHash);
      // A new password lifts the slow-down on the account.
      if (account) {
        await clearAccountFailures(tx, account.mail);
      }
      return true;
    });
    if (!changed) {
      return sendPage(reply, invalidResetLink(lang), 400);
    }
    return sendPage(
      reply,
      messagePage(lang, t.reset.doneTitle, t.reset.doneBody, [
        { href: `/${lang}`, label: t.common.continueToSite },
      ]),
    );
  });

  app.get("/auth/verify", { schema: { hide: true, querystring: LinkQuery } }, async (request, reply) => {
    const query = request.query as z.infer<typeof LinkQuery>;
    const lang = queryLanguage(query.lang);
    const t = MESSAGES[lang];
    const verified = await db.transaction(async (tx) => {
      const accountId = query.token ? await consumeLinkToken(tx, query.token, "verify_mail") : undefined;
      if (!accountId) {
        return false;
      }
      await markMailVerified(tx, accountId);
      return true;
    });
    if (!verified) {
      return sendPage(
        reply,
        messagePage(lang, t.verify.invalidTitle, t.verify.invalidBody, [
          { href: `/${lang}`, label: t.error.back },
        ]),
        400,
      );
    }
    return sendPage(
      reply,
      messagePage(lang, t.verify.title, t.verify.body, [
        { href: `/${lang}`, label: t.common.continueToSite },
      ]),
    );
  });
}

function invalidResetLink(lang: ReturnType<typeof queryLanguage>): string {
  const t = MESSAGES[lang];
  return messagePage(lang, t.reset.title, t.reset.invalidLink, [
    { href: `/auth/forgot?lang=${lang}`, label: t.reset.askAgain },
  ]);
}
