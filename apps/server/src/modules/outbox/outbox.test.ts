import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/database.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import { outboxMails } from "../../db/schema/index.ts";
import { startOutboxSender } from "./outbox.sender.ts";
import { enqueueMail } from "./outbox.service.ts";

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

function mail(recipient: string) {
  return {
    kind: "test",
    recipient,
    language: "fr",
    subject: "Bienvenue",
    text: "Bonjour",
    html: "<p>Bonjour</p>",
  };
}

describe("the outbox sender", () => {
  it("delivers waiting mails by SMTP once and marks them sent", async () => {
    const row = await enqueueMail({ db: database.db, mail: mail("camille.martin@example.com") });
    const sender = startOutboxSender({
      db: database.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "Cinélux <no-reply@cinelux.fr>",
      log: silent,
      intervalMs: 60_000,
    });
    try {
      expect(await sender.flush()).toBe(1);
      expect(await sender.flush()).toBe(0);
    } finally {
      sender.stop();
    }
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(["camille.martin@example.com"]);
    expect(received[0]?.data).toContain("Subject: Bienvenue");
    const [stored] = await database.db.select().from(outboxMails).where(eq(outboxMails.id, row.id));
    expect(stored?.sentAt).toBeInstanceOf(Date);
    expect(stored?.attempts).toBe(1);
  });

  it("keeps a mail it could not deliver, with the error, for a later try", async () => {
    const row = await enqueueMail({ db: database.db, mail: mail("sanne.devries@example.com") });
    // Nothing listens on port 9: the connection is refused.
    const sender = startOutboxSender({
      db: database.db,
      smtpUrl: "smtp://127.0.0.1:9",
      from: "x@cinelux.fr",
      log: silent,
      intervalMs: 60_000,
    });
    try {
      expect(await sender.flush()).toBe(0);
    } finally {
      sender.stop();
    }
    const [stored] = await database.db.select().from(outboxMails).where(eq(outboxMails.id, row.id));
    expect(stored?.sentAt).toBeNull();
    expect(stored?.attempts).toBe(1);
    expect(stored?.lastError).toBeTruthy();
    expect(stored?.lockedUntil).toBeNull();

    const retry = startOutboxSender({
      db: database.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "x@cinelux.fr",
      log: silent,
      intervalMs: 60_000,
    });
    try {
      expect(await retry.flush()).toBe(1);
    } finally {
      retry.stop();
    }
  });

  it("sends a mail's attachments (issue 11: a ticket's QR code and .ics) as MIME parts", async () => {
    const ics = "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n";
    await enqueueMail({
      db: database.db,
      mail: {
        ...mail("noah.jansen@example.com"),
        attachments: [
          {
            filename: "ticket-CLX-1.ics",
            contentType: "text/calendar",
            base64: Buffer.from(ics).toString("base64"),
          },
        ],
      },
    });
    const sender = startOutboxSender({
      db: database.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "x@cinelux.fr",
      log: silent,
      intervalMs: 60_000,
    });
    try {
      expect(await sender.flush()).toBe(1);
    } finally {
      sender.stop();
    }
    const data = received.find((message) => message.to.includes("noah.jansen@example.com"))?.data ?? "";
    expect(data).toContain("filename=ticket-CLX-1.ics");
    expect(data).toContain("Content-Type: text/calendar");
    expect(data).toContain(Buffer.from(ics).toString("base64"));
  });
});
