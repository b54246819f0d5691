// Test data a test states for itself (STYLE.md "Tests"), instead of leaning on the demo seed.
//
//   const customer = await createCustomer(t.database.db, { language: "nl", mailNotification: true });
//   const response = await injectAs(t, customer, { method: "GET", url: "/api/accounts/me" });
import { randomUUID } from "node:crypto";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import type { Database } from "../src/db/client.ts";
import type { AccountRow, NewAccountRow } from "../src/db/schema/index.ts";
import { issueAccessToken } from "../src/identity/tokens.ts";
import { hashPassword } from "../src/lib/passwords.ts";
import { insertAccount } from "../src/modules/accounts/accounts.repository.ts";
import type { TestApp } from "./app.ts";

let sequence = 0;

/**
 * A registered customer of the French domain with a verified mail and a complete profile; every
 * field can be overridden. The mail is unique per call (and per test file, across workers).
 */
export async function createCustomer(
  db: Database,
  overrides: Partial<NewAccountRow> = {},
): Promise<AccountRow> {
  sequence += 1;
  const unique = `${sequence}-${randomUUID().slice(0, 8)}`;
  return insertAccount(db, {
    mail: `customer-${unique}@example.test`,
    mailVerifiedAt: new Date(),
    mustVerifyMail: false,
    domain: "fr",
    language: "fr",
    gender: "civ-mm",
    firstName: "Alice",
    lastName: `Client ${unique}`,
    birthDate: "1990-05-14",
    address: "12 rue des Lilas",
    postalCode: "75011",
    city: "Paris",
    country: "FR",
    registered: true,
    ...overrides,
  });
}

/** The password of every customer made by createSignInCustomer (strong enough for sign-up's rules). */
export const TEST_PASSWORD = "Popcorn-Test-2026";
let testPasswordHash: Promise<string> | undefined;

/** A customer (as createCustomer) who signs in with TEST_PASSWORD; the hash is computed once. */
export async function createSignInCustomer(
  db: Database,
  overrides: Partial<NewAccountRow> = {},
): Promise<AccountRow> {
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  return createCustomer(db, { passwordHash: await testPasswordHash, ...overrides });
}

/** A valid access token (a stored grant) for `customer`, signed by the provider's key. */
export function tokenOf(
  t: Pick<TestApp, "database" | "config">,
  customer: Pick<AccountRow, "id">,
): Promise<string> {
  return issueAccessToken({ db: t.database.db, config: t.config, accountId: customer.id });
}

/** The authorization header of the customer with `mail` (a valid access token); none without a mail. */
export async function bearerOf(
  t: Pick<TestApp, "tokenFor">,
  mail: string | undefined,
): Promise<{ authorization?: string }> {
  return mail === undefined ? {} : { authorization: `Bearer ${await t.tokenFor(mail)}` };
}

/** Injects a request carrying a valid access token (a stored grant) for `customer`. */
export async function injectAs(
  t: TestApp,
  customer: Pick<AccountRow, "id">,
  request: Pick<InjectOptions, "method" | "url" | "payload" | "headers" | "query">,
): Promise<LightMyRequestResponse> {
  const token = await tokenOf(t, customer);
  return t.app.inject({
    ...request,
    headers: { ...request.headers, authorization: `Bearer ${token}` },
  });
}
