import { addDays, type Language } from "@cinelux/contract";
import type { Transaction } from "../../db/client.ts";
import { euros, longDate } from "../../lib/format.ts";
import { action, facts, paragraph } from "../outbox/mail-layout.ts";
import { enqueueMail } from "../outbox/outbox.service.ts";

/**
 * The welcome of a new pass (docs/domain/payments.md "Subscribing"): the contract as a PDF, the
 * figures that bind (monthly price, billing day, end of commitment) and the right of withdrawal,
 * 14 days from the contract's day for a contract made at a distance (Code de la consommation
 * L221-18; BW 6:230o). Queued in the transaction that creates the pass.
 */
const TEXTS: Record<
  Language,
  {
    subject: (plan: string) => string;
    greeting: (name: string) => string;
    intro: (plan: string) => string;
    number: string;
    card: string;
    monthly: string;
    billing: (day: number) => string;
    billingLabel: string;
    commitment: string;
    noCommitment: string;
    withdrawal: (until: string) => string;
    photo: string;
    open: string;
  }
> = {
  fr: {
    subject: (plan) => `Bienvenue : votre abonnement ${plan} est actif`,
    greeting: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
    intro: (plan) =>
      `Votre abonnement ${plan} est actif : votre carte est dans votre portefeuille. Votre contrat est joint à ce message.`,
    number: "Abonnement n°",
    card: "Carte n°",
    monthly: "Mensualité",
    billing: (day) => `le ${day} de chaque mois, par prélèvement`,
    billingLabel: "Prélèvement",
    commitment: "Fin de l'engagement",
    noCommitment: "sans engagement",
    withdrawal: (until) =>
      `Vous disposez d'un délai de rétractation de 14 jours, jusqu'au ${until} inclus : écrivez-nous depuis votre espace client pour être remboursé.`,
    photo: "Ajoutez votre photo à votre carte : elle est demandée au contrôle.",
    open: "Voir mon abonnement",
  },
  nl: {
    subject: (plan) => `Welkom: je abonnement ${plan} is actief`,
    greeting: (name) => (name ? `Hallo ${name},` : "Hallo,"),
    intro: (plan) =>
      `Je abonnement ${plan} is actief: je pas staat in je portefeuille. Je contract zit als bijlage bij dit bericht.`,
    number: "Abonnementsnummer",
    card: "Pasnummer",
    monthly: "Maandbedrag",
    billing: (day) => `op de ${day}e van elke maand, via incasso`,
    billingLabel: "Incasso",
    commitment: "Einde looptijd",
    noCommitment: "maandelijks opzegbaar",
    withdrawal: (until) =>
      `Je hebt 14 dagen bedenktijd, tot en met ${until}: stuur ons een bericht vanuit je account en je krijgt je geld terug.`,
    photo: "Voeg je foto toe aan je pas: die wordt bij de controle gevraagd.",
    open: "Mijn abonnement bekijken",
  },
  en: {
    subject: (plan) => `Welcome: your ${plan} pass is active`,
    greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
    intro: (plan) =>
      `Your ${plan} pass is active: your card is in your wallet. Your contract is attached to this message.`,
    number: "Subscription no.",
    card: "Card no.",
    monthly: "Monthly price",
    billing: (day) => `on day ${day} of each month, by direct debit`,
    billingLabel: "Direct debit",
    commitment: "End of commitment",
    noCommitment: "no commitment",
    withdrawal: (until) =>
      `You may withdraw within 14 days, until ${until} inclusive: write to us from your account to be refunded.`,
    photo: "Add your photo to your card: it is asked for at the door.",
    open: "See my subscription",
  },
};

export async function queueWelcomeMail(
  tx: Transaction,
  welcome: {
    to: string;
    language: Language;
    firstName: string | null;
    planLabel: string;
    subscriptionNumber: string;
    cardNumber: string;
    monthlyCents: number;
    billingDay: number;
    startDate: string;
    commitmentEndDate: string | null;
    subscriptionUrl: string;
    contract: { filename: string; bytes: Buffer };
  },
): Promise<void> {
  const { language } = welcome;
  const t = TEXTS[language];
  await enqueueMail({
    db: tx,
    mail: {
      kind: "subscription_welcome",
      recipient: welcome.to,
      attachments: [
        {
          filename: welcome.contract.filename,
          contentType: "application/pdf",
          base64: welcome.contract.bytes.toString("base64"),
        },
      ],
      content: {
        language,
        subject: t.subject(welcome.planLabel),
        greeting: t.greeting(welcome.firstName?.trim() ?? ""),
        blocks: [
          paragraph(t.intro(welcome.planLabel)),
          facts([
            [t.number, welcome.subscriptionNumber],
            [t.card, welcome.cardNumber],
            [t.monthly, euros(welcome.monthlyCents, language)],
            [t.billingLabel, t.billing(welcome.billingDay)],
            [
              t.commitment,
              welcome.commitmentEndDate ? longDate(welcome.commitmentEndDate, language) : t.noCommitment,
            ],
          ]),
          paragraph(t.withdrawal(longDate(addDays(welcome.startDate, 14), language))),
          paragraph(t.photo),
          action(t.open, welcome.subscriptionUrl),
        ],
      },
    },
  });
}
