import {
  IDENTITY_ICONS,
  IDENTITY_PROVIDERS,
  type IdentitiesResponse,
  PASSWORD_PROVIDER,
} from "@cinelux/contract";
import type { LinkedIdentityRow } from "../../db/schema/index.ts";

/**
 * The account's ways to sign in (SPEC 3 "Linked identity"): its e-mail and password first when it
 * has a password (`main: true`, named by its address), then each linked identity in the SPEC's
 * provider order, named as the provider named it. The upstream subject never leaves the server.
 */
export function toIdentitiesResponse(
  account: { id: string; mail: string; hasPassword: boolean },
  rows: readonly LinkedIdentityRow[],
): IdentitiesResponse {
  const linked = [...rows].sort(
    (a, b) => IDENTITY_PROVIDERS.indexOf(a.provider) - IDENTITY_PROVIDERS.indexOf(b.provider),
  );
  return [
    ...(account.hasPassword
      ? [
          {
            provider: PASSWORD_PROVIDER,
            icon: IDENTITY_ICONS[PASSWORD_PROVIDER],
            account: { id: account.id, name: account.mail, main: true },
          } as const,
        ]
      : []),
    ...linked.map((row) => ({
      provider: row.provider,
      icon: IDENTITY_ICONS[row.provider],
      account: { id: row.id, name: row.name, main: false },
    })),
  ];
}
