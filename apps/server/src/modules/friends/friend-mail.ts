import type { Language } from "@cinelux/contract";
import type { Transaction } from "../../db/client.ts";
import { link, paragraph } from "../outbox/mail-layout.ts";
import { enqueueMail } from "../outbox/outbox.service.ts";

/**
 * The invited person's mail (docs/domain/favourites-friends.md): a customer with an account
 * is asked to accept, in their language; an address without one is invited to sign up, in the
 * inviter's language (the only one we know). Both link to `{origin}/{language}/friends`, which signs
 * in (or up) through the provider first. The inviter's first name is in the body only: a subject
 * shows in the invited person's data export and carries no other customer's name.
 */
const TEXTS: Record<
  Language,
  {
    subject: { request: string; signUp: string };
    body: { request: (inviter: string) => string; signUp: (inviter: string) => string };
    action: { request: string; signUp: string };
    ignore: string;
  }
> = {
  fr: {
    subject: { request: "Une demande d'ami vous attend", signUp: "Vous êtes invité à rejoindre Cinélux" },
    body: {
      request: (inviter) => `${inviter} souhaite vous ajouter à ses amis sur Cinélux.`,
      signUp: (inviter) => `${inviter} vous invite à rejoindre Cinélux pour partager vos envies de cinéma.`,
    },
    action: {
      request: "Pour accepter, ouvrez vos amis :",
      signUp: "Créez votre compte avec cette adresse, puis acceptez la demande dans vos amis :",
    },
    ignore: "Si vous ne connaissez pas cette personne, ignorez ce message.",
  },
  nl: {
    subject: {
      request: "Er wacht een vriendschapsverzoek op je",
      signUp: "Je bent uitgenodigd voor Cinélux",
    },
    body: {
      request: (inviter) => `${inviter} wil je als vriend toevoegen op Cinélux.`,
      signUp: (inviter) => `${inviter} nodigt je uit voor Cinélux om samen films te delen.`,
    },
    action: {
      request: "Open je vrienden om het verzoek te accepteren:",
      signUp: "Maak een account aan met dit adres en accepteer daarna het verzoek bij je vrienden:",
    },
    ignore: "Ken je deze persoon niet? Negeer dan dit bericht.",
  },
  en: {
    subject: { request: "A friend request is waiting for you", signUp: "You are invited to join Cinélux" },
    body: {
      request: (inviter) => `${inviter} would like to add you as a friend on Cinélux.`,
      signUp: (inviter) => `${inviter} invites you to join Cinélux and share what you want to see.`,
    },
    action: {
      request: "To accept, open your friends:",
      signUp: "Create your account with this address, then accept the request in your friends:",
    },
    ignore: "If you do not know this person, ignore this message.",
  },
};

/** Queued in the invitation's transaction: no invitation without its mail. */
export async function queueFriendMail(
  tx: Transaction,
  options: { kind: "request" | "signUp"; language: Language; inviterName: string; link: string; to: string },
): Promise<void> {
  const t = TEXTS[options.language];
  const blocks = [
    paragraph(t.body[options.kind](options.inviterName)),
    paragraph(t.action[options.kind]),
    link(options.link),
    paragraph(t.ignore),
  ];
  const kind = options.kind === "request" ? "friend_request" : "friend_invitation";
  const content = { language: options.language, subject: t.subject[options.kind], blocks };
  await enqueueMail({ db: tx, mail: { kind, recipient: options.to, content } });
}
