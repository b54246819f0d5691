import { DEMO_PASSES } from "@cinelux/demo/passes";
import { inArray } from "drizzle-orm";
import type { Transaction } from "../db/client.ts";
import { accounts, paymentCustomers, paymentTestCustomers, paymentTestMandates } from "../db/schema/index.ts";
import { normalizeMail } from "../lib/mail-address.ts";
import { newMollieId } from "../modules/payments/test-mode/test-mode.ids.ts";

/**
 * Dev only: the demo passes pay by direct debit, as a pass sold on the site does (docs/domain/
 * payments.md "Monthly debits"): each holder is a customer of the built-in provider with a valid
 * mandate, so the billing job debits their next invoices there. Hugo's mandate bounces: his
 * debits fail, as his unpaid invoice says. Elsewhere the demo holders have no mandate (no provider
 * knows them) and their invoices wait, unpaid, to be paid by card.
 */
export async function insertDemoMandates(tx: Transaction, now: Date): Promise<number> {
  const mails = DEMO_PASSES.map((pass) => normalizeMail(pass.mail));
  const holders = await tx
    .select({
      id: accounts.id,
      mail: accounts.mail,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
    })
    .from(accounts)
    .where(inArray(accounts.mail, mails));
  let made = 0;
  for (const holder of holders) {
    const pass = DEMO_PASSES.find((candidate) => normalizeMail(candidate.mail) === holder.mail);
    const customerId = newMollieId("cst");
    const saved = await tx
      .insert(paymentCustomers)
      .values({ accountId: holder.id, providerCustomerId: customerId })
      .onConflictDoNothing()
      .returning();
    if (saved.length === 0) {
      continue;
    }
    await tx.insert(paymentTestCustomers).values({
      id: customerId,
      name: [holder.firstName, holder.lastName].filter(Boolean).join(" "),
      email: holder.mail,
      locale: "fr_FR",
    });
    await tx.insert(paymentTestMandates).values({
      id: newMollieId("mdt"),
      customerId,
      method: "directdebit",
      status: "valid",
      bounces: pass?.state === "unpaid",
      details: {
        consumerName: holder.lastName ?? holder.mail,
        consumerAccount: "NL55INGB0000000000",
        consumerBic: "INGBNL2A",
      },
      mandateReference: `CLX-DEMO-${holder.id.slice(0, 8).toUpperCase()}`,
      signatureDate: now.toISOString().slice(0, 10),
    });
    made++;
  }
  return made;
}
