import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import pg from "pg";

/**
 * The database of the server under test (`npm run test:e2e` starts a throwaway PostgreSQL and passes
 * its URL), for journeys in which an operator changes something while the site runs.
 */
export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) {
    throw new Error("E2E_DATABASE_URL is not set: run the journeys with `npm run test:e2e`");
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

type Settings = { flags: Record<string, boolean>; injections: unknown[] };

/** GET /api/settings of a domain on the server under test (node:http: fetch cannot set Host). */
function readSettings(domain: "fr" | "nl"): Promise<Settings> {
  const port = Number(process.env.E2E_PORT ?? 3210);
  const host = domain === "nl" ? `nl.localhost:${port}` : `localhost:${port}`;
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: "127.0.0.1", port, path: "/api/settings", headers: { host } },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          body += chunk;
        });
        response.on("end", () => {
          try {
            resolve(JSON.parse(body) as Settings);
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    request.on("error", reject);
  });
}

/**
 * The server drops its settings and page caches when PostgreSQL's NOTIFY reaches it, a moment after
 * the commit (docs/performance.md): a journey goes on once the server answers with the change, as
 * an operator would look before telling anyone.
 */
async function untilServerSees(domain: "fr" | "nl", check: (settings: Settings) => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (check(await readSettings(domain))) {
      return;
    }
    if (Date.now() > deadline) {
      throw new Error(`the server did not see the settings change of ${domain} within 10 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** JSON with every object's keys sorted: PostgreSQL's jsonb and the server's schema reorder them. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

/** Switches one feature flag of a domain, as an operator would, and returns a function that restores it. */
export async function setFlag(
  domain: "fr" | "nl",
  flag: string,
  value: boolean,
): Promise<() => Promise<void>> {
  const previous = await withDatabase(async (client) => {
    const { rows } = await client.query<{ value: boolean | null }>(
      "select (flags ->> $2)::boolean as value from site_settings where domain = $1",
      [domain, flag],
    );
    await client.query("update site_settings set flags = jsonb_set(flags, $2, $3::jsonb) where domain = $1", [
      domain,
      `{${flag}}`,
      JSON.stringify(value),
    ]);
    return rows[0]?.value ?? true;
  });
  await untilServerSees(domain, (settings) => settings.flags[flag] === value);
  return async () => {
    await withDatabase((client) =>
      client.query("update site_settings set flags = jsonb_set(flags, $2, $3::jsonb) where domain = $1", [
        domain,
        `{${flag}}`,
        JSON.stringify(previous),
      ]),
    );
    await untilServerSees(domain, (settings) => settings.flags[flag] === previous);
  };
}

/** Replaces a domain's injected items, as an operator would; returns a function that restores them. */
export async function setInjections(
  domain: "fr" | "nl",
  injections: unknown[],
): Promise<() => Promise<void>> {
  const previous = await withDatabase(async (client) => {
    const { rows } = await client.query<{ injections: unknown }>(
      "select injections from site_settings where domain = $1",
      [domain],
    );
    await client.query("update site_settings set injections = $2::jsonb where domain = $1", [
      domain,
      JSON.stringify(injections),
    ]);
    return rows[0]?.injections ?? [];
  });
  const same = (expected: unknown) => (settings: Settings) =>
    canonical(settings.injections) === canonical(expected);
  await untilServerSees(domain, same(injections));
  return async () => {
    await withDatabase((client) =>
      client.query("update site_settings set injections = $2::jsonb where domain = $1", [
        domain,
        JSON.stringify(previous),
      ]),
    );
    await untilServerSees(domain, same(previous));
  };
}

/**
 * Queues a marketing mail for a customer the way the server's marketing mailer does
 * (apps/server/src/modules/newsletter/marketing-mail.ts, docs/newsletter.md): only when the mail
 * opt-in and the category are on; the page link `{origin}/{language}/unsubscribe?token=…` at the
 * foot, a token signed with the shared `newsletter-unsubscribe` secret (unsubscribe-token.ts), and
 * the RFC 8058 headers. Nothing in the product sends one yet; the dev mailbox shows it. Returns
 * the page link, or null when the customer does not take the category.
 */
export async function queueMarketingMail(options: {
  mail: string;
  category: "filmnews" | "filmtips";
  origin: string;
  subject: string;
}): Promise<string | null> {
  return withDatabase(async (client) => {
    const column = options.category === "filmnews" ? "filmnews_mail" : "filmtips_mail";
    const { rows } = await client.query<{ id: string; language: string; takes: boolean }>(
      `select id, language, mail_communication_optin and ${column} as takes from accounts where mail = $1`,
      [options.mail],
    );
    const account = rows[0];
    if (!account) {
      throw new Error(`no account ${options.mail}`);
    }
    if (!account.takes) {
      return null;
    }
    const secrets = await client.query<{ value: string[] }>(
      "select value from identity_keys where name = 'newsletter-unsubscribe'",
    );
    const secret = secrets.rows[0]?.value[0];
    if (!secret) {
      throw new Error("the server has not created the unsubscribe secret");
    }
    const expires = Math.floor(Date.now() / 1000) + 60 * 86_400;
    const payload = Buffer.from(JSON.stringify({ a: account.id, c: options.category, e: expires })).toString(
      "base64url",
    );
    const mac = createHmac("sha256", secret).update(`cinelux-unsubscribe-v1.${payload}`).digest("base64url");
    const token = encodeURIComponent(`${payload}.${mac}`);
    const link = `${options.origin}/${account.language}/unsubscribe?token=${token}`;
    const action =
      account.language === "nl"
        ? "Uitschrijven"
        : account.language === "fr"
          ? "Se désabonner"
          : "Unsubscribe";
    await client.query(
      `insert into outbox_mails (kind, recipient, language, subject, text, html, headers)
       values ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
      [
        `marketing_${options.category}`,
        options.mail,
        account.language,
        options.subject,
        `${options.subject}\n\n-- \n${action}: ${link}\n`,
        `<!doctype html><html lang="${account.language}"><head><meta charset="utf-8"><title>${options.subject}</title></head><body><h1>${options.subject}</h1><p><a href="${link}">${action}</a></p></body></html>`,
        JSON.stringify({
          "List-Unsubscribe": `<${options.origin}/api/newsletter/one-click?token=${token}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        }),
      ],
    );
    return link;
  });
}

/** A customer's marketing mail settings as stored (docs/newsletter.md "Categories and settings"). */
export async function marketingSettingsOf(mail: string): Promise<{
  mailOptin: boolean;
  generalOptin: boolean;
  filmnews: boolean;
  filmtips: boolean;
}> {
  return withDatabase(async (client) => {
    const { rows } = await client.query<{
      mailOptin: boolean;
      generalOptin: boolean;
      filmnews: boolean;
      filmtips: boolean;
    }>(
      `select mail_communication_optin as "mailOptin", general_communication_optin as "generalOptin",
              filmnews_mail as filmnews, filmtips_mail as filmtips from accounts where mail = $1`,
      [mail],
    );
    if (!rows[0]) {
      throw new Error(`no account ${mail}`);
    }
    return rows[0];
  });
}

/**
 * Puts a demo customer's marketing settings and interests back to the schema's defaults (the demo
 * seed leaves them there for hugo.durand), so a journey that changes them starts from the same state
 * on its retry as on its first try.
 */
export async function resetCommunicationPreferences(mail: string): Promise<void> {
  await withDatabase((client) =>
    client.query(
      `update accounts set mail_communication_optin = false, general_communication_optin = false,
              filmnews_mail = true, filmtips_mail = true, interest = null where mail = $1`,
      [mail],
    ),
  );
}

/** Removes a customer's linked identities, for the same reason (the demo seed links none). */
export async function unlinkAllIdentities(mail: string): Promise<void> {
  await withDatabase((client) =>
    client.query(
      "delete from linked_identities where account_id = (select id from accounts where mail = $1)",
      [mail],
    ),
  );
}

/**
 * A customer of the journey's own, a copy of a demo customer under a new address (`{prefix}.{tag}@
 * example.com`, the same password): its account and, when it has one, its pass as it stands — the
 * card, the subscription (a number of the site's own sequence) and the invoices. A journey that pays
 * changes its customer for good (a pass taken, an invoice paid), so it never pays as a demo customer
 * another spec relies on (hugo's unpaid pass, noah without one).
 */
export async function copyDemoCustomer(mail: string, prefix: string): Promise<string> {
  const tag = randomBytes(4).toString("hex");
  const copy = `${prefix}.${tag}@example.com`;
  await withDatabase(async (client) => {
    await client.query("begin");
    try {
      const { rows } = await client.query<{ id: string; source: string }>(
        `insert into accounts (mail, password_hash, mail_verified_at, must_verify_mail, domain, language, gender,
           first_name, last_name, infix_name, birth_date, address, postal_code, city, country, subscription_state,
           registered, has_loyalty)
         select $2, password_hash, now(), false, domain, language, gender, first_name, last_name, infix_name,
           birth_date, address, postal_code, city, country, subscription_state, registered, has_loyalty
         from accounts where mail = $1
         returning id, (select id from accounts where mail = $1) as source`,
        [mail, copy],
      );
      const account = rows[0];
      if (!account) {
        throw new Error(`no demo customer ${mail} to copy`);
      }
      // The live pass, if any: a new card number (digits, unique), then the subscription and its invoices.
      const number = `62899${String(parseInt(tag, 16)).padStart(11, "0").slice(-11)}`;
      await client.query(
        `with source as (
           select s.*, c.type as card_type, c.label as card_label, c.holder_last_name, c.status as card_status,
             c.activation_date, c.expiration_date, c.open_ended, c.photo, c.photo_status, c.photo_updated_at
           from subscriptions s join pass_cards c on c.id = s.card_id
           where s.account_id = $1 and s.status <> 'canceled'
         ), card as (
           insert into pass_cards (account_id, type, label, number, code, holder_last_name, status, activation_date,
             expiration_date, open_ended, photo, photo_status, photo_updated_at)
           select $2, card_type, card_label, $3, 'CLX-' || $3, holder_last_name, card_status, activation_date,
             expiration_date, open_ended, photo, photo_status, photo_updated_at
           from source
           returning id
         ), subscription as (
           insert into subscriptions (account_id, card_id, subscription_number, plan, add_ons, domain, start_date,
             commitment_end_date, billing_day, status, blocked_reason, pause_from, pause_to, cancel_reason,
             cancel_effective_date, cancel_requested_on, plan_change_plan, plan_change_add_ons,
             plan_change_execution_date, debit_invoice_enabled, people)
           select $2, card.id, 'AB-' || upper(domain) || '-' || lpad(nextval('subscription_number_seq')::text, 6, '0'),
             plan, add_ons, domain, start_date, commitment_end_date, billing_day, status, blocked_reason, pause_from,
             pause_to, cancel_reason, cancel_effective_date, cancel_requested_on, plan_change_plan,
             plan_change_add_ons, plan_change_execution_date, debit_invoice_enabled, people
           from source, card
           returning id
         )
         insert into invoices (account_id, subscription_id, number, period_start, period_end, amount_cents, status,
           extracted_to_nib, issued_on, paid_at)
         select $2, subscription.id, i.number || '-' || $4, i.period_start, i.period_end, i.amount_cents, i.status,
           i.extracted_to_nib, i.issued_on, i.paid_at
         from invoices i join source on i.subscription_id = source.id, subscription`,
        [account.source, account.id, number, tag.toUpperCase()],
      );
      await client.query("commit");
    } catch (error) {
      await client.query("rollback");
      throw error;
    }
  });
  return copy;
}
