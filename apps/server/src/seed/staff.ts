import { DEMO_STAFF, DEMO_STAFF_PASSWORD, DEMO_STAFF_TOTP_SECRET } from "@cinelux/demo/staff";
import type { Database } from "../db/client.ts";
import { findStaffByMail } from "../modules/staff/staff.repository.ts";
import { createStaffAccount } from "../modules/staff/staff-accounts.service.ts";

/**
 * The dev demo staff, one per role (docs/staff.md "Demo staff"), through the same service as
 * `npm run staff:create`; a member already there is left as it is. Returns how many were created.
 */
export async function insertDemoStaff(db: Database): Promise<number> {
  let created = 0;
  for (const member of DEMO_STAFF) {
    if (await findStaffByMail(db, member.mail)) {
      continue;
    }
    await createStaffAccount({
      db,
      mail: member.mail,
      displayName: member.displayName,
      roles: [member.role],
      password: DEMO_STAFF_PASSWORD,
      totpSecret: DEMO_STAFF_TOTP_SECRET,
      enrolled: true,
    });
    created += 1;
  }
  return created;
}
