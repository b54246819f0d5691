import type { Database } from "../../db/client.ts";
import {
  deleteAccountPayloads,
  deleteGrantPayloads,
  findAccountGrantIds,
  insertRevokedGrants,
} from "./revocation.repository.ts";

/**
 * How long a revoked grant is remembered: the access token lifetime (ACCESS_TOKEN_TTL_SECONDS, 600 s in
 * identity/provider.ts; a test keeps the two in step) plus a minute for a token issued while the grant
 * was being revoked and for the verifier's clock tolerance. Not imported from provider.ts, which
 * imports the adapter that imports this file.
 */
export const REVOKED_GRANT_KEEP_SECONDS = 600 + 60;

/**
 * Ends grants (docs/sessions.md): deletes every provider row of them (refresh tokens, codes, the grant)
 * and records them in `revoked_grants`, whose NOTIFY makes every process refuse their access tokens.
 * One transaction: a grant is never half revoked. Expired rows go with the purge job (modules/purge).
 * Positional arguments, like `revokeAccountGrants`, whose signature account deletion
 * calls.
 */
export async function revokeGrants(db: Database, ids: string[]): Promise<void> {
  const grantIds = [...new Set(ids)].filter(Boolean).sort();
  if (grantIds.length === 0) {
    return;
  }
  const expiresAt = new Date(Date.now() + REVOKED_GRANT_KEEP_SECONDS * 1000);
  await db.transaction(async (tx) => {
    // The insert first: the provider revokes one grant from several calls at once (one per token
    // model), and the row's key makes them queue here instead of deadlocking over the payload rows.
    await insertRevokedGrants(tx, grantIds, expiresAt);
    await deleteGrantPayloads(tx, grantIds);
  });
}

/**
 * Ends every grant and session of an account (account deletion, docs/accounts.md): its access tokens are
 * refused everywhere within a second, its refresh tokens stop working. Returns the revoked grant ids.
 */
export async function revokeAccountGrants(db: Database, accountId: string): Promise<string[]> {
  const expiresAt = new Date(Date.now() + REVOKED_GRANT_KEEP_SECONDS * 1000);
  return db.transaction(async (tx) => {
    const found = (await findAccountGrantIds(tx, accountId)).sort();
    if (found.length > 0) {
      await insertRevokedGrants(tx, found, expiresAt);
      await deleteGrantPayloads(tx, found);
    }
    await deleteAccountPayloads(tx, accountId);
    return found;
  });
}
