import type { Environment } from "@cinelux/contract";
import { DEMO_PASSWORD } from "@cinelux/demo/customers";
import type { Database, Transaction } from "../db/client.ts";
import { loadReferenceData } from "../db/reference/index.ts";
import { accounts } from "../db/schema/index.ts";
import { normalizeMail } from "../lib/mail-address.ts";
import { hashPassword } from "../lib/passwords.ts";
import { insertAdvantages } from "./advantages.ts";
import { insertBookings } from "./bookings.ts";
import { insertCatalogDetails } from "./catalog.ts";
import { DEMO_CUSTOMERS } from "./customers.ts";
import { insertDemoCatalog } from "./demo-catalog.ts";
import { insertFavouritesAndFriends } from "./favourites-friends.ts";
import { insertFeelings } from "./feelings.ts";
import { insertDemoMandates } from "./payments.ts";
import { insertFriendLikes } from "./recommendations.ts";
import { insertDemoStaff } from "./staff.ts";
import { insertAlerts, insertSubscriptions } from "./subscriptions.ts";
import { insertSupport } from "./support.ts";
import { insertSurveys } from "./surveys.ts";
import { insertWallet } from "./wallet.ts";

export { DEMO_BOOKINGS } from "@cinelux/demo/bookings";
export { DEMO_MAILS, DEMO_PASSWORD } from "@cinelux/demo/customers";
export { DEMO_PASSES, DEMO_UNATTACHED_CARD } from "@cinelux/demo/passes";
export { SITE_PAGE_SLUGS } from "../db/reference/index.ts";
export { DEMO_ADVANTAGES } from "./advantages.ts";
export { DEMO_CINEMAS, FOOTER_CITIES } from "./cinemas.ts";
export { DEMO_CUSTOMERS } from "./customers.ts";
export { SESSION_DAYS } from "./sessions.ts";
export { DEMO_SHOWS } from "./shows.ts";
export { DEMO_ALERTS } from "./subscriptions.ts";
export { DEMO_SURVEYS } from "./surveys.ts";

/** What one run created; all zeros when the demo data was already there. */
export interface SeedSummary {
  accounts: number;
  cinemas: number;
  shows: number;
  sessions: number;
  bookings: number;
  advantages: number;
  /** Footer columns, links, social networks, FAQ categories and articles. */
  footer: number;
  /** The footer's site pages, one row per domain, page and language (docs/catalog-pages.md). */
  sitePages: number;
  /** The home's survey (docs/survey.md). */
  surveys: number;
  /** The demo passes (each with its card, a year of invoices and supplements). */
  subscriptions: number;
  /** The chain's alerts (GET /api/alerts?type=ec). */
  alerts: number;
  /** The demo staff, one per role (docs/staff.md "Demo staff"). */
  staff: number;
}

/**
 * The demo customers share a published password (README): never where real customers sign in, nor
 * in preprod, where a release is tried under production's conditions before it goes out.
 */
function refusesDemo(env: Environment): boolean {
  return env === "prod" || env === "preprod";
}

/**
 * Writes the reference data (db/reference, as every environment has it), then the demo catalog,
 * customers and bookings. Idempotent: rows are keyed by their unique mail / slug / id / booking_ref
 * and never overwritten, and sessions are only planned for a cinema or a show this run created.
 * (The settings of both domains come from migration 0002.)
 */
export async function seedDemoData(options: {
  db: Database;
  env: Environment;
  now?: Date;
}): Promise<SeedSummary> {
  if (refusesDemo(options.env)) {
    throw new Error(`the demo seed refuses to run in ${options.env}`);
  }
  const now = options.now ?? new Date();
  // What every environment holds first (already there when the database was opened with its
  // migrations): the demo's cases name the support taxonomy.
  const reference = await loadReferenceData(options.db);
  // argon2 is deliberately slow: one hash shared by every demo customer.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const summary = await options.db.transaction(async (tx) => {
    const createdAccounts = await insertCustomers(tx, passwordHash, now);
    // Cinemas, halls, seat maps, prices and menus, shows and sessions: the demo catalog file through
    // the catalog import (docs/catalog-import.md), keeping what is stored.
    const catalog = await insertDemoCatalog(tx, now);
    // Show texts and the 0011 facts of rows seeded before them (docs/catalog.md).
    await insertCatalogDetails(tx, now);
    const createdBookings = await insertBookings(tx, now);
    const createdAdvantages = await insertAdvantages(tx, now);
    const createdSurveys = await insertSurveys(tx);
    // After the customers, cinemas and shows: passes point at them (docs/domain/subscription.md).
    const createdSubscriptions = await insertSubscriptions(tx, now);
    const createdAlerts = await insertAlerts(tx, now);
    if (options.env === "dev") {
      // The built-in payment provider exists in dev only: the demo passes' mandates live there.
      await insertDemoMandates(tx, now);
    }
    // The wallet: after the customers, who hold the cards (seed.test.ts checks its counts).
    await insertWallet(tx, now);
    // Favourites and friends: after the customers and cinemas (docs/domain/favourites-friends.md; checked by
    // the API tests).
    await insertFavouritesAndFriends(tx, now);
    // Feelings: after the shows and the bookings, which her films to rate come from.
    await insertFeelings(tx, now);
    // A friend's likings for Camille's recommendations (docs/domain/statistics.md).
    await insertFriendLikes(tx, now);
    // Camille's cases, on the reference step's support taxonomy (docs/domain/support.md).
    await insertSupport(tx, now);
    return {
      accounts: createdAccounts,
      cinemas: catalog.cinemas.created,
      shows: catalog.shows.created,
      sessions: catalog.sessions.created,
      bookings: createdBookings,
      advantages: createdAdvantages,
      footer: reference.footer,
      sitePages: reference.sitePages,
      surveys: createdSurveys,
      subscriptions: createdSubscriptions,
      alerts: createdAlerts,
    };
  });
  // After the transaction: each member is written in one of its own (createStaffAccount).
  return { ...summary, staff: await insertDemoStaff(options.db) };
}

/** Seeds a fresh database on start (server.ts); an existing account means someone already uses it. */
export async function seedIfEmpty(options: { db: Database; env: Environment }): Promise<boolean> {
  if (refusesDemo(options.env)) {
    return false;
  }
  const [existing] = await options.db.select({ id: accounts.id }).from(accounts).limit(1);
  if (existing) {
    return false;
  }
  await seedDemoData(options);
  return true;
}

async function insertCustomers(tx: Transaction, passwordHash: string, now: Date): Promise<number> {
  const rows = DEMO_CUSTOMERS.map((customer) => ({
    ...customer,
    mail: normalizeMail(customer.mail),
    passwordHash,
    // Every demo mail counts as verified, new.customer included: it only lacks a completed profile.
    mailVerifiedAt: now,
    mustVerifyMail: false,
  }));
  const created = await tx.insert(accounts).values(rows).onConflictDoNothing().returning({ id: accounts.id });
  return created.length;
}
