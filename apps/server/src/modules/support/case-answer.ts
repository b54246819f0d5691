import { eq } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { accounts, supportMessages } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { recordStaffAction } from "../staff/staff-audit.service.ts";
import { siteOriginOfDomain } from "../wallet/prepaid-offer-mail.ts";
import { queueCaseMail } from "./case-mail.ts";
import { findCase } from "./support.repository.ts";

/**
 * The chain's answer to a case (docs/domain/support.md "Staff answers"): a received message and the
 * `support_case_answered` mail, in one transaction under the case's lock, with the audit row of the
 * member who answers (never the body).
 */
export async function answerCase(options: {
  db: Database;
  config: Pick<Config, "origins" | "publicUrl">;
  caseId: string;
  body: string;
  staffId: string;
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
    const [message] = await tx
      .insert(supportMessages)
      .values({ caseId: row.id, body: options.body, received: true })
      .returning({ id: supportMessages.id });
    await queueCaseMail(tx, {
      to: account.mail,
      kind: "answered",
      language: row.language,
      number: row.number,
      subject: row.subject,
      link: `${siteOriginOfDomain(options.config, account.domain)}/${row.language}/messages`,
    });
    await recordStaffAction(tx, {
      staffId: options.staffId,
      action: "support_case.answered",
      target: { kind: "support_case", id: row.id },
      details: { number: row.number, messageId: message?.id },
    });
  });
}
