import type { Language } from "@cinelux/contract";
import type { Transaction } from "../../db/client.ts";
import { linkMailBody } from "../outbox/link-mail.ts";
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
    greeting: string;
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
    greeting: "Bonjour,",
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
    greeting: "Hallo,",
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
    greeting: "Hello,",
    created: (n, subject) => `We have received your request “${subject}”. Its number is ${n}.`,
    answered: (n) => `Our customer service has answered your request ${n}.`,
    follow: "Follow it and reply from your messages:",
    signature: "Cinélux customer service",
  },
};

export function caseMailContent(options: {
  kind: "created" | "answered";
  language: Language;
  number: string;
  subject: string;
  link: string;
}) {
  const t = TEXTS[options.language];
  const first =
    options.kind === "created" ? t.created(options.number, options.subject) : t.answered(options.number);
  const paragraphs = [t.greeting, first, t.follow];
  return {
    subject: `${t.subject[options.kind](options.number)} · Cinélux`,
    ...linkMailBody({ language: options.language, paragraphs, link: options.link, after: [t.signature] }),
  };
}

/** Queued in the write's transaction: no case (or answer) without its mail, no mail without it. */
export async function queueCaseMail(
  tx: Transaction,
  options: Parameters<typeof caseMailContent>[0] & { to: string },
): Promise<void> {
  const { to, ...content } = options;
  await enqueueMail({
    db: tx,
    mail: {
      kind: options.kind === "created" ? "support_case_created" : "support_case_answered",
      recipient: to,
      language: options.language,
      ...caseMailContent(content),
    },
  });
}
