import type { Language } from "@cinelux/contract";
import { action, type MailBlock, paragraph } from "../outbox/mail-layout.ts";

/** The wishlist alert's words per language (SPEC 1: fr, nl, en). */
const TEXTS: Record<
  Language,
  {
    subject: (show: string, cinema: string) => string;
    body: (show: string, cinema: string) => string;
    link: string;
  }
> = {
  fr: {
    subject: (show, cinema) => `« ${show} » est programmé au ${cinema}`,
    body: (show, cinema) =>
      `Bonne nouvelle : « ${show} », que vous avez ajouté à votre liste d'envies, a des séances au ${cinema}, l'un de vos cinémas favoris.`,
    link: "Voir ma liste d'envies",
  },
  nl: {
    subject: (show, cinema) => `'${show}' draait binnenkort in ${cinema}`,
    body: (show, cinema) =>
      `Goed nieuws: '${show}', dat op je verlanglijst staat, heeft voorstellingen in ${cinema}, een van je favoriete bioscopen.`,
    link: "Bekijk mijn verlanglijst",
  },
  en: {
    subject: (show, cinema) => `"${show}" is showing at ${cinema}`,
    body: (show, cinema) =>
      `Good news: "${show}", which is on your wishlist, has sessions at ${cinema}, one of your favourite cinemas.`,
    link: "See my wishlist",
  },
};

/** The alert's subject and body; `wishlistUrl` is the customer's {language}/wishlist page. */
export function wishlistAlertMail(options: {
  language: Language;
  showTitle: string;
  cinemaName: string;
  wishlistUrl: string;
}): { subject: string; blocks: MailBlock[] } {
  const texts = TEXTS[options.language];
  return {
    subject: texts.subject(options.showTitle, options.cinemaName),
    blocks: [
      paragraph(texts.body(options.showTitle, options.cinemaName)),
      action(texts.link, options.wishlistUrl),
    ],
  };
}
