import {
  addMonths,
  invoicePeriodsDue,
  PASSES,
  PREMIUM_FORMATS,
  PREMIUM_SUPPLEMENT_CENTS,
  type SubscriptionModel,
  subscriptionStateOf,
} from "@cinelux/contract";
import { DEMO_ALERTS } from "@cinelux/demo/alerts";
import {
  DEMO_CARD_LABELS,
  DEMO_PASSES,
  DEMO_UNATTACHED_CARD,
  type DemoPass,
  demoPassModel,
  lastBillingDate,
} from "@cinelux/demo/passes";
import { eq, inArray } from "drizzle-orm";
import type { Transaction } from "../db/client.ts";
import {
  accounts,
  alerts,
  cinemas,
  invoices,
  type NewSupplementRow,
  passCards,
  shows,
  subscriptionAudit,
  subscriptionRowOf,
  subscriptionSupplements,
  subscriptions,
} from "../db/schema/index.ts";
import { normalizeMail } from "../lib/mail-address.ts";
import { loadSharp } from "../lib/sharp.ts";
import { DEMO_CINEMAS } from "./cinemas.ts";
import { DEMO_SHOWS } from "./shows.ts";

function isPremiumFormat(tag: string): boolean {
  return (PREMIUM_FORMATS as readonly string[]).includes(tag);
}

/** A plain portrait (head and shoulders on a coloured ground), drawn by sharp: no download, no real face. */
async function demoPhoto(colour: string): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400">
    <rect width="300" height="400" fill="${colour}"/>
    <circle cx="150" cy="150" r="70" fill="#f5e6da"/>
    <ellipse cx="150" cy="380" rx="130" ry="120" fill="#455a64"/>
  </svg>`;
  const sharp = await loadSharp();
  return new Uint8Array(await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer());
}

/** Inserts the demo passes, their invoices and supplements, the unattached card and the alerts; returns the passes created. */
export async function insertSubscriptions(tx: Transaction, now: Date): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  const accountRows = await tx
    .select({ id: accounts.id, mail: accounts.mail, domain: accounts.domain, lastName: accounts.lastName })
    .from(accounts)
    .where(
      inArray(
        accounts.mail,
        DEMO_PASSES.map((seed) => normalizeMail(seed.mail)),
      ),
    );
  const byMail = new Map(accountRows.map((row) => [row.mail, row]));
  // Premium-format cinemas in seed order (not database order), so the supplements are reproducible.
  const order = new Map(DEMO_CINEMAS.map((cinema, index) => [cinema.slug, index]));
  const premiumCinemas = (await tx.select().from(cinemas))
    .map((cinema) => ({ ...cinema, format: cinema.tags.find((tag) => isPremiumFormat(tag)) }))
    .filter((cinema): cinema is typeof cinema & { format: string } => cinema.format !== undefined)
    .sort((a, b) => (order.get(a.slug) ?? 0) - (order.get(b.slug) ?? 0));
  const showRows = await tx
    .select({ id: shows.id, slug: shows.slug })
    .from(shows)
    .where(
      inArray(
        shows.slug,
        DEMO_SHOWS.slice(0, 12).map((show) => show.slug),
      ),
    );
  const showIdBySlug = new Map(showRows.map((row) => [row.slug, row.id]));
  const showIds = DEMO_SHOWS.slice(0, 12).flatMap((show) => showIdBySlug.get(show.slug) ?? []);
  let created = 0;
  for (const [index, seed] of DEMO_PASSES.entries()) {
    const account = byMail.get(normalizeMail(seed.mail));
    if (!account) {
      continue;
    }
    const model = demoPassModel(seed, account.domain, today);
    const [card] = await tx
      .insert(passCards)
      .values({
        accountId: account.id,
        type: seed.plan,
        label: DEMO_CARD_LABELS[seed.plan] ?? seed.plan,
        number: seed.cardNumber,
        code: `CLX-${seed.cardNumber}`,
        holderLastName: account.lastName ?? "",
        status: model.status,
        activationDate: model.startDate,
        expirationDate: addMonths(model.commitmentEndDate, 12),
        openEnded: PASSES[seed.plan].pricing[account.domain].commitmentMonths === 0,
        photo: await demoPhoto(seed.photoColour),
        photoStatus: seed.photoStatus,
        photoUpdatedAt: new Date(`${model.startDate}T10:00:00Z`),
        lastUpdateDate: new Date(`${lastBillingDate(seed.billingDay, today)}T06:00:00Z`),
      })
      .onConflictDoNothing()
      .returning({ id: passCards.id });
    if (!card) {
      continue;
    }
    const [subscription] = await tx
      .insert(subscriptions)
      .values({
        accountId: account.id,
        cardId: card.id,
        subscriptionNumber: `AB-${account.domain.toUpperCase()}-${String(index + 1).padStart(6, "0")}`,
        ...subscriptionRowOf(model),
      })
      .returning({ id: subscriptions.id });
    if (!subscription) {
      continue;
    }
    await insertHistory(tx, {
      seed,
      model,
      today,
      accountId: account.id,
      subscriptionId: subscription.id,
      sequence: index + 1,
      premiumCinemas: premiumCinemas.filter((cinema) => cinema.domain === account.domain),
      showIds,
    });
    await tx
      .insert(subscriptionAudit)
      .values({ subscriptionId: subscription.id, actor: "seed", action: "create", after: model });
    // The account carries the computed state (SPEC 3) until the engine refreshes it.
    await tx
      .update(accounts)
      .set({ subscriptionState: subscriptionStateOf(model, today) })
      .where(eq(accounts.id, account.id));
    created++;
  }
  await tx
    .insert(passCards)
    .values({
      type: DEMO_UNATTACHED_CARD.type,
      label: DEMO_CARD_LABELS[DEMO_UNATTACHED_CARD.type] ?? DEMO_UNATTACHED_CARD.type,
      number: DEMO_UNATTACHED_CARD.number,
      code: `CLX-${DEMO_UNATTACHED_CARD.number}`,
      holderLastName: DEMO_UNATTACHED_CARD.holderLastName,
      activationDate: today,
      expirationDate: addMonths(today, 12),
    })
    .onConflictDoNothing();
  return created;
}

/**
 * A year of monthly invoices (none for a paused month; the last one unpaid for an unpaid pass) and
 * a premium-format supplement every other month for a pass that charges them. With debit invoicing
 * on, a supplement is billed on the next period's invoice.
 */
async function insertHistory(
  tx: Transaction,
  options: {
    seed: DemoPass;
    model: SubscriptionModel;
    today: string;
    accountId: string;
    subscriptionId: string;
    sequence: number;
    premiumCinemas: { id: string; format: string }[];
    showIds: string[];
  },
): Promise<void> {
  const { seed, model, today, accountId, subscriptionId } = options;
  // The billing rules themselves (contiguous periods, a paused month skipped), from the start.
  const due = invoicePeriodsDue(model, null, today);
  const periods = due.map((period) => period.periodStart);
  const premiumIncluded = PASSES[model.plan].premiumIncluded || model.addOns.includes("PREMIUM_FORMATS");
  const supplements: (NewSupplementRow & { periodStart: string })[] = [];
  if (!premiumIncluded && options.premiumCinemas.length > 0 && options.showIds.length > 0) {
    periods.forEach((periodStart, i) => {
      if (i % 2 === 1) {
        const cinema = options.premiumCinemas[i % options.premiumCinemas.length];
        const showId = options.showIds[(i + options.sequence) % options.showIds.length];
        if (cinema && showId) {
          supplements.push({
            accountId,
            subscriptionId,
            date: addDaysIso(periodStart, 9),
            showId,
            cinemaId: cinema.id,
            format: cinema.format,
            amountCents: PREMIUM_SUPPLEMENT_CENTS[model.domain],
            periodStart,
          });
        }
      }
    });
  }
  const invoiceRows = due.map(({ periodStart, periodEnd, amountCents }, i) => {
    const last = i === periods.length - 1;
    const unpaid = seed.state === "unpaid" && last;
    // Debit invoicing: the previous period's supplements are billed with this period.
    const grouped = model.debitInvoiceEnabled
      ? supplements
          .filter((supplement) => supplement.periodStart === periods[i - 1])
          .reduce((sum, s) => sum + s.amountCents, 0)
      : 0;
    return {
      accountId,
      subscriptionId,
      number: `${model.domain.toUpperCase()}-${periodStart.slice(0, 7)}-${String(options.sequence).padStart(6, "0")}`,
      periodStart,
      periodEnd,
      amountCents: amountCents + grouped,
      status: unpaid ? ("unpaid" as const) : ("paid" as const),
      extractedToNib: !unpaid,
      issuedOn: periodStart,
      paidAt: unpaid ? null : new Date(`${addDaysIso(periodStart, 2)}T08:00:00Z`),
    };
  });
  const inserted = await tx
    .insert(invoices)
    .values(invoiceRows)
    .returning({ id: invoices.id, periodStart: invoices.periodStart });
  const invoiceByPeriod = new Map(inserted.map((row) => [row.periodStart, row.id]));
  if (supplements.length > 0) {
    await tx.insert(subscriptionSupplements).values(
      supplements.map(({ periodStart, ...supplement }) => {
        const next = periods[periods.indexOf(periodStart) + 1];
        return {
          ...supplement,
          invoiceId: model.debitInvoiceEnabled && next ? (invoiceByPeriod.get(next) ?? null) : null,
        };
      }),
    );
  }
}

function addDaysIso(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

export { DEMO_ALERTS };

export async function insertAlerts(tx: Transaction, now: Date): Promise<number> {
  const rows = DEMO_ALERTS.map((alert, i) => ({
    ...alert,
    updatedAt: new Date(now.getTime() - (i + 1) * 86_400_000),
  }));
  const created = await tx.insert(alerts).values(rows).onConflictDoNothing().returning({ id: alerts.id });
  return created.length;
}
