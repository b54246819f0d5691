import type { AlertAccountType } from "@cinelux/contract/alerts";
import type { Language } from "@cinelux/contract/languages";

export interface DemoAlert {
  id: string;
  warning: boolean;
  accountType: AlertAccountType | null;
  content: Record<Language, string>;
}

/**
 * The chain's alerts (SPEC 3): one warning for everybody, infos for subscribers, other customers and
 * all. The seed dates the n-th one n days before its run; the fakes do the same.
 */
export const DEMO_ALERTS: DemoAlert[] = [
  {
    id: "ALERT-0001",
    warning: true,
    accountType: null,
    content: {
      fr: "Maintenance du site dans la nuit de dimanche à lundi, de 2 h à 4 h : la réservation sera indisponible.",
      nl: "Onderhoud van de site in de nacht van zondag op maandag, van 2.00 tot 4.00 uur: reserveren is dan niet mogelijk.",
      en: "Site maintenance on Sunday night, 2 to 4 a.m.: booking will be unavailable.",
    },
  },
  {
    id: "ALERT-0002",
    warning: false,
    accountType: "subscriber",
    content: {
      fr: "Nouveau : réservez vos séances Cinépass jusqu'à 7 jours à l'avance.",
      nl: "Nieuw: reserveer je Cinépass-voorstellingen tot 7 dagen vooruit.",
      en: "New: book your Cinépass sessions up to 7 days ahead.",
    },
  },
  {
    id: "ALERT-0003",
    warning: false,
    accountType: "customer",
    content: {
      fr: "Découvrez le Cinépass : le cinéma en illimité dès 17,90 € par mois.",
      nl: "Ontdek de Cinépass: onbeperkt naar de film vanaf € 18,50 per maand.",
      en: "Discover the Cinépass: unlimited cinema from €17.90 a month.",
    },
  },
  {
    id: "ALERT-0004",
    warning: false,
    accountType: null,
    content: {
      fr: "Les séances en audiodescription sont désormais signalées dans les horaires.",
      nl: "Voorstellingen met audiodescriptie staan nu aangegeven in de speeltijden.",
      en: "Audio-described sessions are now marked in the showtimes.",
    },
  },
];
