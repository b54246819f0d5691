import type { Language, TicketErrorCode } from "@cinelux/contract";
import { CINEMA_TIME_ZONE } from "../../lib/local-time.ts";

/** The web's translation key of a code: `Tickets.Error.TicketNotFound` for TICKET_NOT_FOUND. */
export function ticketErrorKey(code: TicketErrorCode): string {
  const words = code.split("_").map((word) => word.charAt(0) + word.slice(1).toLowerCase());
  return `Tickets.Error.${words.join("")}`;
}

const LOCALES: Record<Language, string> = { fr: "fr-FR", nl: "nl-NL", en: "en-GB" };

/** "samedi 2 mai 2026 à 20:00": the session's wall-clock time at the cinema. */
export function sessionDateTime(instant: Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: CINEMA_TIME_ZONE,
    dateStyle: "full",
    timeStyle: "short",
  }).format(instant);
}

export function euros(cents: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { style: "currency", currency: "EUR" }).format(cents / 100);
}

interface MailTexts {
  ticketSubject: (title: string) => string;
  ticketIntro: string;
  refundSubject: (title: string) => string;
  refundIntro: (amount: string, means: string) => string;
  /** The chain cancelled the session: said before the refund, so the customer knows why. */
  sessionCancelledSubject: (title: string) => string;
  sessionCancelledIntro: string;
  labels: {
    film: string;
    cinema: string;
    date: string;
    hall: string;
    seats: string;
    version: string;
    booking: string;
    code: string;
  };
  attachments: string;
  /** A guest's mail only: what the manage link is for, and its button's label. */
  manageIntro: string;
  manageAction: string;
  calendarDescription: (hall: string, seats: string, booking: string) => string;
}

export const MAIL_TEXTS: Record<Language, MailTexts> = {
  fr: {
    ticketSubject: (title) => `Votre billet pour ${title}`,
    ticketIntro: "Voici votre billet. Présentez le QR code joint à l'entrée de la salle.",
    refundSubject: (title) => `Annulation et remboursement de votre billet pour ${title}`,
    refundIntro: (amount, means) =>
      `Votre billet est annulé. Nous vous remboursons ${amount} sur votre moyen de paiement (${means}) sous 5 à 10 jours ouvrés.`,
    sessionCancelledSubject: (title) => `Séance annulée : ${title}, votre billet est remboursé`,
    sessionCancelledIntro:
      "Nous sommes désolés : le cinéma a dû annuler cette séance. Votre billet est annulé et entièrement remboursé.",
    labels: {
      film: "Film",
      cinema: "Cinéma",
      date: "Séance",
      hall: "Salle",
      seats: "Places",
      version: "Version",
      booking: "N° de réservation",
      code: "Code",
    },
    attachments: "En pièces jointes : le QR code du billet et la séance pour votre agenda (.ics).",
    manageIntro:
      "Pour revoir votre réservation ou l'annuler tant que la séance n'a pas commencé, gardez ce lien : il est personnel, ne le partagez pas.",
    manageAction: "Gérer ma réservation",
    calendarDescription: (hall, seats, booking) => `${hall} · places ${seats} · réservation ${booking}`,
  },
  nl: {
    ticketSubject: (title) => `Je ticket voor ${title}`,
    ticketIntro: "Hier is je ticket. Laat de bijgevoegde QR-code zien bij de ingang van de zaal.",
    refundSubject: (title) => `Annulering en terugbetaling van je ticket voor ${title}`,
    refundIntro: (amount, means) =>
      `Je ticket is geannuleerd. We betalen ${amount} terug via je betaalmiddel (${means}) binnen 5 tot 10 werkdagen.`,
    sessionCancelledSubject: (title) => `Vertoning geannuleerd: ${title}, je ticket wordt terugbetaald`,
    sessionCancelledIntro:
      "Het spijt ons: de bioscoop moest deze vertoning annuleren. Je ticket is geannuleerd en wordt volledig terugbetaald.",
    labels: {
      film: "Film",
      cinema: "Bioscoop",
      date: "Voorstelling",
      hall: "Zaal",
      seats: "Stoelen",
      version: "Versie",
      booking: "Reserveringsnummer",
      code: "Code",
    },
    attachments: "Bijlagen: de QR-code van je ticket en de voorstelling voor je agenda (.ics).",
    manageIntro:
      "Bewaar deze link om je reservering terug te zien of te annuleren zolang de voorstelling niet begonnen is: hij is persoonlijk, deel hem niet.",
    manageAction: "Mijn reservering beheren",
    calendarDescription: (hall, seats, booking) => `${hall} · stoelen ${seats} · reservering ${booking}`,
  },
  en: {
    ticketSubject: (title) => `Your ticket for ${title}`,
    ticketIntro: "Here is your ticket. Show the attached QR code at the entrance to the auditorium.",
    refundSubject: (title) => `Your ticket for ${title} is cancelled and refunded`,
    refundIntro: (amount, means) =>
      `Your ticket is cancelled. We are refunding ${amount} to your payment method (${means}) within 5 to 10 working days.`,
    sessionCancelledSubject: (title) => `Session cancelled: ${title}, your ticket is refunded`,
    sessionCancelledIntro:
      "We are sorry: the cinema had to cancel this session. Your ticket is cancelled and refunded in full.",
    labels: {
      film: "Film",
      cinema: "Cinema",
      date: "Session",
      hall: "Auditorium",
      seats: "Seats",
      version: "Version",
      booking: "Booking number",
      code: "Code",
    },
    attachments: "Attached: your ticket's QR code and the session for your calendar (.ics).",
    manageIntro:
      "Keep this link to see your booking again or cancel it until the session starts: it is personal, do not share it.",
    manageAction: "Manage my booking",
    calendarDescription: (hall, seats, booking) => `${hall} · seats ${seats} · booking ${booking}`,
  },
};
