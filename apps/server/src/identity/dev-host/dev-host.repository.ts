import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { accounts } from "../../db/schema/index.ts";

/** What the webview cookie says of a customer (SPEC 9 fields), read from the accounts table. */
export interface HostedCustomer {
  id: string;
  registered: boolean;
  mailVerified: boolean;
}

/** The customer with this address (stored trimmed and lower-cased, as the accounts module does). */
export async function findHostedCustomer(db: Database, mail: string): Promise<HostedCustomer | undefined> {
  const [row] = await db
    .select({ id: accounts.id, registered: accounts.registered, mailVerifiedAt: accounts.mailVerifiedAt })
    .from(accounts)
    .where(eq(accounts.mail, mail.trim().toLowerCase()))
    .limit(1);
  return row
    ? { id: row.id, registered: row.registered, mailVerified: row.mailVerifiedAt !== null }
    : undefined;
}
