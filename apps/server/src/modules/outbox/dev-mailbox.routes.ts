import type { FastifyInstance } from "fastify";
import * as z from "zod";
import type { Database } from "../../db/client.ts";
import { escapeHtml } from "../../lib/html.ts";
import { findMail, listRecentMails, type OutboxMail } from "./outbox.repository.ts";

/** The mail's attachments (a ticket's QR code and .ics), each a download link. */
function attachmentLinks(mail: OutboxMail): string {
  if (mail.attachments.length === 0) {
    return "";
  }
  const links = mail.attachments.map(
    (file, index) =>
      `<li><a href="/dev/mailbox/${mail.id}/attachments/${index}" download="${escapeHtml(file.filename)}">${escapeHtml(file.filename)}</a> (${escapeHtml(file.contentType)})</li>`,
  );
  return `<ul aria-label="Attachments">${links.join("")}</ul>`;
}

/** Dev environment only: the outbox as a mailbox, so sign-up and reset links can be followed locally. */
export async function devMailboxRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const { db } = options;

  app.get("/dev/mailbox", { schema: { hide: true } }, async (_request, reply) => {
    const mails = await listRecentMails(db, 100);
    const rows = mails
      .map(
        (m) =>
          `<li><a href="/dev/mailbox/${m.id}">${escapeHtml(m.subject)}</a> — ${escapeHtml(m.recipient)} — <time datetime="${m.createdAt.toISOString()}">${m.createdAt.toISOString()}</time>${m.sentAt ? " (sent)" : ""}${attachmentLinks(m)}</li>`,
      )
      .join("");
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mailbox · Cinélux dev</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head><body><main><h1>Outbox (dev mailbox)</h1>
${mails.length ? `<ul>${rows}</ul>` : "<p>No mail yet.</p>"}</main></body></html>`;
    return reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(page);
  });

  app.get(
    "/dev/mailbox/:id",
    { schema: { hide: true, params: z.object({ id: z.uuid() }) } },
    async (request, reply) => {
      const mail = await findMail(db, (request.params as { id: string }).id);
      if (!mail) {
        return reply.status(404).type("text/plain").send("no such mail");
      }
      return reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(mail.html);
    },
  );

  app.get(
    "/dev/mailbox/:id/attachments/:index",
    {
      schema: {
        hide: true,
        params: z.object({ id: z.uuid(), index: z.coerce.number().int().min(0).max(20) }),
      },
    },
    async (request, reply) => {
      const { id, index } = request.params as { id: string; index: number };
      const file = (await findMail(db, id))?.attachments[index];
      if (!file) {
        return reply.status(404).type("text/plain").send("no such attachment");
      }
      return reply
        .type(file.contentType)
        .header("cache-control", "no-store")
        .header("content-disposition", `attachment; filename="${file.filename.replace(/[^\w.-]/g, "_")}"`)
        .send(Buffer.from(file.base64, "base64"));
    },
  );

  app.get(
    "/dev/mailbox.json",
    { schema: { hide: true, querystring: z.object({ to: z.string().max(254).optional() }) } },
    async (request) => {
      const to = (request.query as { to?: string }).to?.toLowerCase();
      const mails = await listRecentMails(db, 100);
      return mails.filter((m) => !to || m.recipient === to);
    },
  );
}
