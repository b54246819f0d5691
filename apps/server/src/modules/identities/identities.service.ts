import type { IdentitiesResponse, IdentityProvider } from "@cinelux/contract";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { AppError, accountGone } from "../../lib/app-error.ts";
import { toIdentitiesResponse } from "./identities.presenter.ts";
import {
  deleteLinkedIdentity,
  findSignInAccount,
  findUpstreamIdentity,
  insertLinkedIdentity,
  listLinkedIdentities,
  lockSignInAccount,
} from "./identities.repository.ts";
import { spendLinkToken } from "./link-token.ts";

/** GET /api/accounts/me/identities: the signed-in customer's ways to sign in. */
export async function getOwnIdentities(options: {
  db: Database;
  accountId: string;
}): Promise<IdentitiesResponse> {
  const account = await findSignInAccount(options.db, options.accountId);
  if (!account) {
    throw accountGone();
  }
  return toIdentitiesResponse(account, await listLinkedIdentities(options.db, account.id));
}

/**
 * POST /api/accounts/me/link (docs/identities.md): spends the popup's link token (single use) and
 * links its upstream identity to the signed-in customer, under the account's lock. An upstream
 * identity belongs to one account; an account has at most one identity per provider.
 */
export async function linkIdentity(options: {
  db: Database;
  config: Config;
  accountId: string;
  provider: IdentityProvider;
  token: string;
}): Promise<IdentitiesResponse> {
  const { db, accountId, provider } = options;
  const verdict = await spendLinkToken({ db, config: options.config, token: options.token, provider });
  if (!verdict.valid) {
    const { reason } = verdict;
    throw new AppError("IDENTITY_LINK_TOKEN_INVALID", {
      message: (m) => m.when.linkToken[reason],
      fields: [{ path: reason === "provider" ? "provider" : "token", code: "invalid_value" }],
    });
  }
  const { identity } = verdict;
  return db.transaction(async (tx) => {
    const account = await lockSignInAccount(tx, accountId);
    if (!account) {
      throw accountGone();
    }
    const alreadyLinked = () => new AppError("IDENTITY_ALREADY_LINKED");
    const providerTaken = () => new AppError("IDENTITY_PROVIDER_ALREADY_LINKED");
    if (await findUpstreamIdentity(tx, provider, identity.subject)) {
      throw alreadyLinked();
    }
    const rows = await listLinkedIdentities(tx, accountId);
    if (rows.some((row) => row.provider === provider)) {
      throw providerTaken();
    }
    const inserted = await insertLinkedIdentity(tx, {
      accountId,
      provider,
      subject: identity.subject,
      name: identity.name,
      mail: identity.mail,
    });
    if (!inserted) {
      // Another account linked the same upstream identity a moment ago: the unique index decided.
      throw alreadyLinked();
    }
    return toIdentitiesResponse(account, [...rows, inserted]);
  });
}

/**
 * POST /api/accounts/me/unlink: removes one of the customer's own linked identities. Another
 * customer's (or an unknown) id is not found; the last way to sign in stays (docs/identities.md).
 */
export async function unlinkIdentity(options: {
  db: Database;
  accountId: string;
  provider: IdentityProvider;
  id: string;
}): Promise<IdentitiesResponse> {
  const { db, accountId, provider, id } = options;
  return db.transaction(async (tx) => {
    const account = await lockSignInAccount(tx, accountId);
    if (!account) {
      throw accountGone();
    }
    const rows = await listLinkedIdentities(tx, accountId);
    const target = rows.find((row) => row.id === id && row.provider === provider);
    if (!target) {
      throw new AppError("NOT_FOUND", { detail: "No such linked identity on this account." });
    }
    if (!account.hasPassword && rows.length === 1) {
      throw new AppError("IDENTITY_LAST_SIGN_IN_METHOD");
    }
    await deleteLinkedIdentity(tx, accountId, id);
    return toIdentitiesResponse(
      account,
      rows.filter((row) => row.id !== id),
    );
  });
}
