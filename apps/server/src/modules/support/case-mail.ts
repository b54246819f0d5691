import type { Language } from "@cinelux/contract";
import type { Transaction } from "../../db/client.ts";
import { link, type MailContent, paragraph } from "../outbox/mail-layout.ts";
import { enqueueMail } from "../outbox/outbox.service.ts";

/**
 * The support mails (docs/domain/support.md "Mails"), in the case's language (the page's when it was
 * opened): the acknowledgement with the case number, and a notice when the chain answers. Neither
 * quotes the customer's text nor the answer: the messages page shows them, signed in.
 */
const TEXTS: Record<
  Language,
  {
    subject: { created: (n: string) => string; answered: (n: string) => string };
    created: (n: string, subject: string) => string;
    answered: (n: string) => string;
    follow: string;
    signature: string;
  }
> = {
  fr: {
    subject: {
      created: (n) => `Votre demande ${n} est enregistrée`,
      answered: (n) => `Nouvelle réponse à votre demande ${n}`,
    },
    created: (n, subject) => `Nous avons bien reçu votre demande « ${subject} ». Son numéro : ${n}.`,
    answered: (n) => `Notre service clients a répondu à votre demande ${n}.`,
    follow: "Suivez-la et répondez-nous depuis vos messages :",
    signature: "Le service clients Cinélux",
  },
  nl: {
    subject: {
      created: (n) => `Je vraag ${n} is ontvangen`,
      answered: (n) => `Nieuw antwoord op je vraag ${n}`,
    },
    created: (n, subject) => `We hebben je vraag „${subject}” goed ontvangen. Het nummer is ${n}.`,
    answered: (n) => `Onze klantenservice heeft je vraag ${n} beantwoord.`,
    follow: "Volg je vraag en antwoord ons via je berichten:",
    signature: "De klantenservice van Cinélux",
  },
  en: {
    subject: {
      created: (n) => `Your request ${n} has been received`,
      answered: (n) => `New answer to your request ${n}`,
    },
    created: (n, subject) => `We have received your request “${subject}”. Its number is ${n}.`,
    answered: (n) => `Our customer service has answered your request ${n}.`,
    follow: "Follow it and reply from your messages:",
    signature: "Cinélux customer service",
  },
};

/** Queued in the write's transaction: no case (or answer) without its mail, no mail without it. */
export async function queueCaseMail(
  tx: Transaction,
  options: {
    kind: "created" | "answered";
    language: Language;
    number: string;
    subject: string;
    link: string;
    to: string;
  },
): Promise<void> {
  const t = TEXTS[options.language];
  const first =
    options.kind === "created" ? t.created(options.number, options.subject) : t.answered(options.number);
  const content: MailContent = {
    language: options.language,
    subject: t.subject[options.kind](options.number),
    blocks: [paragraph(first), paragraph(t.follow), link(options.link)],
    // The customer service signs its own mails.
    signature: t.signature,
  };
  const kind = options.kind === "created" ? "support_case_created" : "support_case_answered";
  await enqueueMail({ db: tx, mail: { kind, recipient: options.to, content } });
}
