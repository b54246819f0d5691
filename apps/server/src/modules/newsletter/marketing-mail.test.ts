import type { AddressInfo } from "node:net";
import type { FastifyBaseLogger } from "fastify";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createCustomer } from "../../../test/factories.ts";
import { paragraph } from "../outbox/mail-layout.ts";
import { startOutboxSender } from "../outbox/outbox.sender.ts";
import { createMarketingMailer, type MarketingMailer } from "./marketing-mail.ts";
import { loadUnsubscribeSecrets, verifyUnsubscribeToken } from "./unsubscribe-token.ts";

const silent = { warn() {}, error() {} } as unknown as FastifyBaseLogger;

const t = useTestApp({ seed: false });
let mailer: MarketingMailer;
let smtp: SMTPServer;
let port: number;
const received: string[] = [];

beforeAll(async () => {
  mailer = await createMarketingMailer({ db: t.database.db, config: t.config });
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on("end", () => {
        received.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

const CONTENT = {
  subject: "Cette semaine au cinéma",
  blocks: [paragraph("Les sorties de la semaine.")],
};

describe("queueMarketingMail", () => {
  it("queues the mail with the page link in its body and the RFC 8058 headers", async () => {
    const account = await createCustomer(t.database.db, { mailCommunicationOptin: true, language: "fr" });
    const row = await mailer.queueMarketingMail(t.database.db, { account, category: "filmnews", ...CONTENT });
    expect(row).toMatchObject({
      kind: "marketing_filmnews",
      recipient: account.mail,
      subject: `${CONTENT.subject} · Cinélux`,
    });
    const page = /http:\/\/localhost:3000\/fr\/unsubscribe\?token=([A-Za-z0-9_.-]+)/.exec(row?.text ?? "");
    expect(page).not.toBeNull();
    expect(row?.html).toContain(`href="http://localhost:3000/fr/unsubscribe?token=${page?.[1]}"`);
    expect(row?.html.indexOf("Se désabonner")).toBeLessThan(row?.html.indexOf("</body>") ?? 0);
    const claims = verifyUnsubscribeToken(await loadUnsubscribeSecrets(t.database.db), page?.[1] ?? "");
    expect(claims).toMatchObject({ accountId: account.id, category: "filmnews" });
    expect(row?.headers).toEqual({
      "List-Unsubscribe": `<http://localhost:3000/api/newsletter/one-click?token=${page?.[1]}>, <mailto:unsubscribe@cinelux.fr?subject=unsubscribe%20${page?.[1]}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("points a Dutch customer at the Dutch site, in the customer's language", async () => {
    const account = await createCustomer(t.database.db, {
      mailCommunicationOptin: true,
      domain: "nl",
      language: "nl",
    });
    const row = await mailer.queueMarketingMail(t.database.db, { account, category: "filmtips", ...CONTENT });
    expect(row?.text).toContain("http://nl.localhost:3000/nl/unsubscribe?token=");
    expect(row?.text).toContain("Uitschrijven");
    expect(row?.headers["List-Unsubscribe"]).toContain(
      "<http://nl.localhost:3000/api/newsletter/one-click?token=",
    );
  });

  it("queues nothing for a customer without the mail opt-in or who left the category", async () => {
    const noOptin = await createCustomer(t.database.db, { mailCommunicationOptin: false });
    const left = await createCustomer(t.database.db, { mailCommunicationOptin: true, filmtipsMail: false });
    expect(
      await mailer.queueMarketingMail(t.database.db, { account: noOptin, category: "filmnews", ...CONTENT }),
    ).toBeUndefined();
    expect(
      await mailer.queueMarketingMail(t.database.db, { account: left, category: "filmtips", ...CONTENT }),
    ).toBeUndefined();
  });

  it("reaches SMTP with its headers, and the header's one-click URL unsubscribes", async () => {
    const account = await createCustomer(t.database.db, { mailCommunicationOptin: true });
    const row = await mailer.queueMarketingMail(t.database.db, { account, category: "filmnews", ...CONTENT });
    const sender = startOutboxSender({
      db: t.database.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: t.config.mailFrom,
      log: silent,
      intervalMs: 60_000,
    });
    try {
      expect(await sender.flush()).toBeGreaterThanOrEqual(1);
    } finally {
      sender.stop();
    }
    const data = received.find((mail) => mail.includes(`To: ${account.mail}`));
    // Unfolded: a long header may be folded onto several lines (RFC 5322 §2.2.3).
    const headers = data?.split("\r\n\r\n")[0]?.replace(/\r\n[ \t]+/g, " ") ?? "";
    expect(headers).toContain(`List-Unsubscribe: ${row?.headers["List-Unsubscribe"]}`);
    expect(headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

    const url = new URL(/<(http[^>]+)>/.exec(row?.headers["List-Unsubscribe"] ?? "")?.[1] ?? "");
    const response = await t.app.inject({
      method: "POST",
      url: `${url.pathname}${url.search}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(response.json()).toEqual({ category: "filmnews", unsubscribed: true });
  });
});
