import { type Eticket, ticketCalendarEvent } from "@cinelux/contract";
import type { Transaction } from "../../db/client.ts";
import type { OutboxAttachment } from "../../db/schema/index.ts";
import { action, facts, paragraph } from "../outbox/mail-layout.ts";
import { enqueueMail } from "../outbox/outbox.service.ts";
import { euros, MAIL_TEXTS, sessionDateTime } from "./eticket-texts.ts";

/** The ticket's facts, labelled, in the ticket's language: the body of both mails. */
function ticketFacts(ticket: Eticket): [string, string][] {
  const t = MAIL_TEXTS[ticket.language].labels;
  const { cinema } = ticket;
  return [
    [t.film, ticket.show.title],
    [t.cinema, `${cinema.name}, ${cinema.address}, ${cinema.postalCode} ${cinema.city}`],
    [t.date, sessionDateTime(new Date(ticket.session.startDate), ticket.language)],
    [t.hall, ticket.session.auditoriumName],
    [t.seats, ticket.seats.join(", ")],
    [t.version, ticket.session.version],
    [t.booking, ticket.bookingId],
    [t.code, ticket.code],
  ];
}

/**
 * The entrance code as a PNG QR code (DESIGN.md "Codes and calendars"). `qrcode` and `ics` (~80
 * modules with pngjs) load with the first ticket mail, not at start, to keep the cold start short
 * (docs/decisions/006-cold-start-and-memory.md).
 */
export async function ticketQrCode(ticket: Eticket): Promise<OutboxAttachment> {
  const { default: QRCode } = await import("qrcode");
  const png = await QRCode.toBuffer(ticket.code, {
    type: "png",
    errorCorrectionLevel: "M",
    margin: 2,
    width: 320,
  });
  return {
    filename: `ticket-${ticket.bookingId}.png`,
    contentType: "image/png",
    base64: png.toString("base64"),
  };
}

/** The session as a calendar event (RFC 5545), built by the `ics` package from the contract's event. */
export async function ticketCalendarFile(ticket: Eticket): Promise<OutboxAttachment> {
  const { createEvent } = await import("ics");
  const t = MAIL_TEXTS[ticket.language];
  const event = ticketCalendarEvent(ticket, {
    title: `${ticket.show.title} — ${ticket.cinema.name}`,
    description: t.calendarDescription(
      ticket.session.auditoriumName,
      ticket.seats.join(", "),
      ticket.bookingId,
    ),
  });
  const { error, value } = createEvent(event);
  if (error || !value) {
    throw error ?? new Error("the calendar file is empty");
  }
  return {
    filename: `ticket-${ticket.bookingId}.ics`,
    contentType: "text/calendar; charset=utf-8",
    base64: Buffer.from(value, "utf8").toString("base64"),
  };
}

/**
 * Queues the ticket, with its QR code and calendar file, in the caller's transaction. A guest's
 * booking mail carries `manageLink` (docs/domain/booking.md "Cancel: guests"): a guest has no
 * account, so the link is the only way back to the booking.
 */
export async function queueTicketMail(
  tx: Transaction,
  ticket: Eticket,
  to: string,
  manageLink?: string,
): Promise<void> {
  const t = MAIL_TEXTS[ticket.language];
  const manage = manageLink ? [paragraph(t.manageIntro), action(t.manageAction, manageLink)] : [];
  const attachments = await Promise.all([ticketQrCode(ticket), ticketCalendarFile(ticket)]);
  await enqueueMail({
    db: tx,
    mail: {
      kind: "eticket",
      recipient: to,
      content: {
        language: ticket.language,
        subject: t.ticketSubject(ticket.show.title),
        blocks: [paragraph(t.ticketIntro), paragraph(t.attachments), facts(ticketFacts(ticket)), ...manage],
      },
      attachments,
    },
  });
}

/**
 * Queues the refund confirmation to the customer, in the cancel's own transaction; when the chain
 * cancelled the session (`sessionCancelled`), the mail says so first.
 */
export async function queueRefundMail(
  tx: Transaction,
  ticket: Eticket,
  options: { to: string; amount: number; means: string; sessionCancelled?: boolean },
): Promise<void> {
  const t = MAIL_TEXTS[ticket.language];
  const amount = euros(options.amount, ticket.language);
  const why = options.sessionCancelled ? [paragraph(t.sessionCancelledIntro)] : [];
  await enqueueMail({
    db: tx,
    mail: {
      kind: "eticket_refund",
      recipient: options.to,
      content: {
        language: ticket.language,
        subject: options.sessionCancelled
          ? t.sessionCancelledSubject(ticket.show.title)
          : t.refundSubject(ticket.show.title),
        // Every fact but the entrance code, which a cancelled ticket no longer needs.
        blocks: [
          ...why,
          paragraph(t.refundIntro(amount, options.means)),
          facts(ticketFacts(ticket).slice(0, 7)),
        ],
      },
    },
  });
}
