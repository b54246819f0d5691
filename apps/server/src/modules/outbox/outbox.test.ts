import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/database.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import { outboxMails } from "../../db/schema/index.ts";
import { paragraph } from "./mail-layout.ts";
import { type OutboxSender, startOutboxSender } from "./outbox.sender.ts";
import { enqueueMail, type QueuedMail } from "./outbox.service.ts";

const silent = { warn() {}, error() {} } as unknown as FastifyBaseLogger;

let database: DatabaseHandle;
const received: { to: string[]; data: string }[] = [];
let smtp: SMTPServer;
let port: number;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database?.close();
});

/** A header as the SMTP server got it, its RFC 2047 encoded words ("=?UTF-8?Q?Cin=C3=A9lux?=") decoded. */
function header(data: string, name: string): string | undefined {
  const value = new RegExp(`^${name}: (.*)$`, "m").exec(data)?.[1];
  return value?.replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_word, encoded: string) =>
    Buffer.from(
      encoded
        .replace(/_/g, " ")
        .replace(/=([0-9A-F]{2})/gi, (_byte, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      "latin1",
    ).toString("utf8"),
  );
}

function mail(recipient: string): QueuedMail {
  return {
    kind: "account_deleted",
    recipient,
    content: { language: "fr", subject: "Bienvenue", blocks: [paragraph("Bonjour")] },
  };
}

/** Runs `use` with a sender delivering to `smtpUrl` (this file's SMTP server unless given), then stops it. */
async function withSender(
  use: (sender: OutboxSender) => Promise<void>,
  smtpUrl = `smtp://127.0.0.1:${port}`,
  leaseSeconds?: number,
) {
  const sender = startOutboxSender({
    db: database.db,
    smtpUrl,
    from: "Cinélux <no-reply@cinelux.fr>",
    log: silent,
    intervalMs: 60_000,
    ...(leaseSeconds === undefined ? {} : { leaseSeconds }),
  });
  try {
    await use(sender);
  } finally {
    sender.stop();
  }
}

describe("the outbox sender", () => {
  it("delivers waiting mails by SMTP once and marks them sent", async () => {
    const row = await enqueueMail({ db: database.db, mail: mail("alice@example.test") });
    await withSender(async (sender) => {
      expect(await sender.flush()).toBe(1);
      expect(await sender.flush()).toBe(0);
    });
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(["alice@example.test"]);
    // The layout appends the brand to every subject.
    expect(header(received[0]?.data ?? "", "Subject")).toBe("Bienvenue · Cinélux");
    const [stored] = await database.db.select().from(outboxMails).where(eq(outboxMails.id, row.id));
    expect(stored?.sentAt).toBeInstanceOf(Date);
    expect(stored?.attempts).toBe(1);
  });

  it("keeps a mail it could not deliver, with the error, for a later try", async () => {
    const row = await enqueueMail({ db: database.db, mail: mail("bob@example.test") });
    // Nothing listens on port 9: the connection is refused.
    await withSender(async (sender) => {
      expect(await sender.flush()).toBe(0);
    }, "smtp://127.0.0.1:9");
    const [stored] = await database.db.select().from(outboxMails).where(eq(outboxMails.id, row.id));
    expect(stored?.sentAt).toBeNull();
    expect(stored?.attempts).toBe(1);
    expect(stored?.lastError).toBeTruthy();
    expect(stored?.lockedUntil).toBeNull();

    await withSender(async (sender) => {
      expect(await sender.flush()).toBe(1);
    });
  });

  it("sends no mail its lease could run out on, and gives it back untried for the next claim", async () => {
    // A lease shorter than one mail's time budget: another process could claim the mail while this
    // one still sends it, so this one leaves it alone.
    const row = await enqueueMail({ db: database.db, mail: mail("dora@example.test") });
    await withSender(
      async (sender) => {
        expect(await sender.flush()).toBe(0);
      },
      undefined,
      1,
    );
    const [stored] = await database.db.select().from(outboxMails).where(eq(outboxMails.id, row.id));
    expect(stored).toMatchObject({ sentAt: null, attempts: 0, lockedUntil: null });
    expect(received.some((message) => message.to.includes("dora@example.test"))).toBe(false);

    await withSender(async (sender) => {
      expect(await sender.flush()).toBe(1);
    });
  });

  it("sends a mail's attachments (a ticket's QR code and .ics) as MIME parts", async () => {
    const ics = "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n";
    await enqueueMail({
      db: database.db,
      mail: {
        ...mail("chloe@example.test"),
        attachments: [
          {
            filename: "ticket-CLX-1.ics",
            contentType: "text/calendar",
            base64: Buffer.from(ics).toString("base64"),
          },
        ],
      },
    });
    await withSender(async (sender) => {
      expect(await sender.flush()).toBe(1);
    });
    const data = received.find((message) => message.to.includes("chloe@example.test"))?.data ?? "";
    expect(data).toContain("filename=ticket-CLX-1.ics");
    expect(data).toContain("Content-Type: text/calendar");
    expect(data).toContain(Buffer.from(ics).toString("base64"));
  });
});
