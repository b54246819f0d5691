import { randomBytes } from "node:crypto";
import { addDays, CLUB_FLAG } from "@cinelux/contract";
import type { Database } from "../../db/client.ts";
import { accountGone } from "../../lib/app-error.ts";
import { localDateOf } from "../../lib/local-time.ts";
import type { AccountCache } from "../accounts/account-cache.ts";
import { requireSiteFlag } from "../advantages/advantages.service.ts";
import { grantAdvantage, markMember } from "./club.repository.ts";

/** The welcome gift stays valid this long. */
const WELCOME_VALIDITY_DAYS = 90;

const WELCOME = {
  name: {
    fr: "Bienvenue au Club : une boisson offerte",
    nl: "Welkom bij de Club: een gratis drankje",
    en: "Welcome to the Club: a free drink",
  },
  details: {
    fr: "Une petite boisson offerte au comptoir de votre cinéma, sur présentation de ce code. Vos 50 points de bienvenue sont crédités sur votre compte Club.",
    nl: "Een klein drankje gratis aan de balie van je bioscoop, op vertoon van deze code. Je 50 welkomstpunten staan op je Club-rekening.",
    en: "A small drink on the house at your cinema's counter, on showing this code. Your 50 welcome points are on your Club account.",
  },
  terms: {
    fr: "Une fois, dans tous les cinémas Cinélux, jusqu'à la date indiquée.",
    nl: "Eenmalig, in alle Cinélux-bioscopen, tot de vermelde datum.",
    en: "Once, in every Cinélux cinema, until the date shown.",
  },
};

/**
 * Joining the Club (docs/domain/payments.md "The Club"): free, where the domain's club flag is on. The
 * account becomes a member (`hasLoyalty`) and receives the welcome gift among its advantages; joining
 * again changes nothing.
 */
export async function joinClub(options: {
  db: Database;
  cache: AccountCache;
  accountId: string;
  host: string;
  now: Date;
}) {
  await requireSiteFlag({ db: options.db, host: options.host, flag: CLUB_FLAG });
  await options.db.transaction(async (tx) => {
    const joined = await markMember(tx, options.accountId);
    if (joined === "gone") {
      throw accountGone();
    }
    if (joined === "member") {
      return;
    }
    await grantAdvantage(tx, {
      // One welcome gift per account, whatever happens to the membership later.
      id: `CLUB-WELCOME-${options.accountId}`,
      accountId: options.accountId,
      ...WELCOME,
      code: `CLUB-${randomBytes(5).toString("hex").toUpperCase()}`,
      expirationDate: addDays(localDateOf(options.now), WELCOME_VALIDITY_DAYS),
    });
  });
  // This process reads the account again at once (the customer's next call); the others drop it on NOTIFY.
  options.cache.evict(options.accountId);
  return { hasLoyalty: true as const };
}
