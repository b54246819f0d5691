import { addDays, type Language } from "@cinelux/contract";
import type { Transaction } from "../../db/client.ts";
import { paragraph } from "../outbox/mail-layout.ts";
import { enqueueMail } from "../outbox/outbox.service.ts";
import { longDate } from "./subscription-texts.ts";

/**
 * The cancellation confirmation (French Code de la consommation L215-1-1 "résiliation en trois
 * clics": the professional confirms on a durable medium, with the date the contract ends; Dutch
 * BW 6:237 l: a confirmation of the notice with its end date). Queued in the cancellation's own
 * transaction, in the account's language, with the exact day the pass stops and the last day it
 * works.
 */
const TEXTS: Record<
  Language,
  {
    subject: string;
    greeting: (name: string) => string;
    body: (plan: string, end: string, lastDay: string) => string;
    requested: (day: string, number: string) => string;
    undo: (lastDay: string) => string;
  }
> = {
  fr: {
    subject: "Confirmation de la résiliation de votre abonnement",
    greeting: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
    body: (plan, end, lastDay) =>
      `Nous confirmons la résiliation de votre abonnement ${plan}. Il prendra fin le ${end} : votre carte reste valable jusqu'au ${lastDay} inclus, et ce jour est le dernier facturé.`,
    requested: (day, number) => `Demande enregistrée le ${day}, abonnement n° ${number}.`,
    undo: (lastDay) =>
      `Vous avez changé d'avis ? Vous pouvez annuler cette résiliation depuis la page « Mon abonnement » de votre espace client jusqu'au ${lastDay}.`,
  },
  nl: {
    subject: "Bevestiging van de opzegging van je abonnement",
    greeting: (name) => (name ? `Hallo ${name},` : "Hallo,"),
    body: (plan, end, lastDay) =>
      `We bevestigen de opzegging van je abonnement ${plan}. Het eindigt op ${end}: je pas blijft geldig tot en met ${lastDay}, de laatste dag die we in rekening brengen.`,
    requested: (day, number) => `Opzegging ontvangen op ${day}, abonnementsnummer ${number}.`,
    undo: (lastDay) =>
      `Toch van gedachten veranderd? Je kunt de opzegging tot en met ${lastDay} ongedaan maken op de pagina 'Mijn abonnement' in je account.`,
  },
  en: {
    subject: "Your pass cancellation is confirmed",
    greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
    body: (plan, end, lastDay) =>
      `We confirm the cancellation of your ${plan} subscription. It ends on ${end}: your card remains valid up to and including ${lastDay}, the last day billed.`,
    requested: (day, number) => `Request received on ${day}, subscription no. ${number}.`,
    undo: (lastDay) =>
      `Changed your mind? You can undo this cancellation from the "My subscription" page of your account until ${lastDay}.`,
  },
};

/** Queues the confirmation in the caller's transaction: no cancellation without its mail, and no mail without it. */
export async function queueCancellationMail(
  tx: Transaction,
  options: {
    language: Language;
    firstName: string | null;
    planLabel: string;
    subscriptionNumber: string;
    effectiveDate: string;
    requestedOn: string;
    to: string;
  },
): Promise<void> {
  const { language } = options;
  const t = TEXTS[language];
  const end = longDate(options.effectiveDate, language);
  const lastDay = longDate(addDays(options.effectiveDate, -1), language);
  const content = {
    language,
    subject: t.subject,
    greeting: t.greeting(options.firstName?.trim() ?? ""),
    blocks: [
      paragraph(t.body(options.planLabel, end, lastDay)),
      paragraph(t.requested(longDate(options.requestedOn, language), options.subscriptionNumber)),
      paragraph(t.undo(lastDay)),
    ],
  };
  await enqueueMail({ db: tx, mail: { kind: "subscription_cancelled", recipient: options.to, content } });
}
