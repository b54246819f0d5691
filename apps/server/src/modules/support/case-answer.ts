import { eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { accounts, supportMessages } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { siteOriginOfDomain } from "../wallet/prepaid-offer-mail.ts";
import { queueCaseMail } from "./case-mail.ts";
import { findCase } from "./support.repository.ts";

/** The dev agent page's answer (docs/domain/support.md "Dev agent page"): a received message and a mail. */
export async function answerCase(options: {
  db: Database;
  config: Pick<Config, "origins" | "publicUrl">;
  caseId: string;
  body: string;
}): Promise<void> {
  await options.db.transaction(async (tx) => {
    const row = await findCase(tx, options.caseId, { lock: true });
    if (!row) {
      throw new AppError("CASE_NOT_FOUND");
    }
    if (row.closedAt !== null) {
      throw new AppError("CASE_CLOSED");
    }
    const [account] = await tx.select().from(accounts).where(eq(accounts.id, row.accountId));
    if (!account) {
      throw new AppError("CASE_NOT_FOUND");
    }
    await tx.insert(supportMessages).values({ caseId: row.id, body: options.body, received: true });
    await queueCaseMail(tx, {
      to: account.mail,
      kind: "answered",
      language: row.language,
      number: row.number,
      subject: row.subject,
      link: `${siteOriginOfDomain(options.config, account.domain)}/${row.language}/messages`,
    });
  });
}
