import type { Language } from "@cinelux/contract/languages";

type Texts = Record<Language, string>;

export interface DemoSurvey {
  id: string;
  title: Texts;
  description: Texts;
  questions: { id: string; kind: "rating" | "comment"; label: Texts }[];
}

/**
 * The home's survey push (docs/survey.md): one running survey, every text in fr, nl and en. The
 * seed writes it; the fakes answer it.
 */
export const DEMO_SURVEYS: DemoSurvey[] = [
  {
    id: "visit-2026",
    title: {
      fr: "Votre avis sur votre dernière séance",
      nl: "Uw mening over uw laatste voorstelling",
      en: "Your view of your last screening",
    },
    description: {
      fr: "Trois questions, une minute : aidez-nous à rendre vos séances Cinélux encore meilleures.",
      nl: "Drie vragen, één minuut: help ons uw Cinélux-bezoek nog beter te maken.",
      en: "Three questions, one minute: help us make your Cinélux screenings even better.",
    },
    questions: [
      {
        id: "overall",
        kind: "rating",
        label: {
          fr: "Dans l'ensemble, comment était votre séance ?",
          nl: "Hoe was uw voorstelling in het algemeen?",
          en: "Overall, how was your screening?",
        },
      },
      {
        id: "comfort",
        kind: "rating",
        label: {
          fr: "Le confort de la salle et des fauteuils",
          nl: "Het comfort van de zaal en de stoelen",
          en: "The comfort of the auditorium and the seats",
        },
      },
      {
        id: "comment",
        kind: "comment",
        label: {
          fr: "Un mot à nous dire ? (facultatif)",
          nl: "Wilt u ons nog iets laten weten? (optioneel)",
          en: "Anything you would like to tell us? (optional)",
        },
      },
    ],
  },
];
