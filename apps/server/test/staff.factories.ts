// Staff members for API tests: made through the same service as `npm run staff:create`, with a
// known password and TOTP secret, and tokens signed as the provider signs a staff sign-in's.
import { randomUUID } from "node:crypto";
import type { StaffRole } from "@cinelux/contract";
import type { Config } from "../src/config.ts";
import type { Database } from "../src/db/client.ts";
import type { StaffAccountRow } from "../src/db/schema/index.ts";
import { issueAccessToken } from "../src/identity/tokens.ts";
import { createStaffAccount } from "../src/modules/staff/staff-accounts.service.ts";
import { TEST_PASSWORD } from "./factories.ts";

/** A fixed base32 secret (160 bits), so a test computes the codes itself. */
export const TEST_TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

export interface TestStaff {
  staff: StaffAccountRow;
  mail: string;
  password: string;
  totpSecret: string;
}

export async function createStaff(
  db: Database,
  options: { roles?: StaffRole[]; mail?: string; displayName?: string } = {},
): Promise<TestStaff> {
  const mail = options.mail ?? `staff-${randomUUID().slice(0, 8)}@cinelux.test`;
  const created = await createStaffAccount({
    db,
    mail,
    displayName: options.displayName ?? "Test Staff",
    roles: options.roles ?? ["agent"],
    password: TEST_PASSWORD,
    totpSecret: TEST_TOTP_SECRET,
  });
  return {
    staff: created.staff,
    mail: created.staff.mail,
    password: TEST_PASSWORD,
    totpSecret: TEST_TOTP_SECRET,
  };
}

/** A staff access token as a sign-in gives it; `mfaAgoSeconds` ages its second factor. */
export async function staffTokenFor(
  t: { database: { db: Database }; config: Config },
  staff: Pick<StaffAccountRow, "id" | "roles">,
  options: { mfaAgoSeconds?: number; roles?: string[] } = {},
): Promise<string> {
  return issueAccessToken({
    db: t.database.db,
    config: t.config,
    accountId: staff.id,
    authTime: Math.floor(Date.now() / 1000) - (options.mfaAgoSeconds ?? 0),
    staff: { roles: options.roles ?? staff.roles },
  });
}
