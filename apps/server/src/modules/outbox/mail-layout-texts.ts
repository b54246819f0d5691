import type { Language } from "@cinelux/contract";
import { BRAND } from "@cinelux/contract/brand";

/** The words every mail shares (mail-layout.ts), in the three languages of SPEC 1. */
export interface MailLayoutTexts {
  /** The greeting of a mail that does not name the customer. */
  greeting: string;
  /** The sign-off of a mail that no other team signs. */
  signature: string;
  /** The footer's line: who sends the mail. */
  sentBy: string;
  /** "label: value" with the language's punctuation (French puts a space before the colon). */
  labelled: (label: string, value: string) => string;
}

export const MAIL_LAYOUT_TEXTS: Record<Language, MailLayoutTexts> = {
  fr: {
    greeting: "Bonjour,",
    signature: `L'équipe ${BRAND.name}`,
    sentBy: `Ce message vous est envoyé par ${BRAND.name}.`,
    labelled: (label, value) => `${label} : ${value}`,
  },
  nl: {
    greeting: "Hallo,",
    signature: `Het ${BRAND.name}-team`,
    sentBy: `Dit bericht is verstuurd door ${BRAND.name}.`,
    labelled: (label, value) => `${label}: ${value}`,
  },
  en: {
    greeting: "Hello,",
    signature: `The ${BRAND.name} team`,
    sentBy: `This message was sent to you by ${BRAND.name}.`,
    labelled: (label, value) => `${label}: ${value}`,
  },
};
