import type { Language } from "@cinelux/contract/languages";
import type {
  FaqArticle,
  FaqDataResponse,
  FaqTheme,
  HelpCenterFaqResponse,
  SupportCase,
} from "@cinelux/contract/support";
import { formatCaseNumber, unreadAnswers } from "@cinelux/contract/support-rules";
import { DEMO_SUPPORT_CASES, demoHoursAgo } from "@cinelux/demo/support";

/**
 * The fake support data (docs/support.md "Fakes"): a part of SPEC 9's taxonomy (the server
 * seeds all of it), a few articles with their answers, and the fake customer's cases. Ids are
 * shaped as the server's (`{theme}`, `{topic}`, `{topic}-{reason}`).
 */

type Text = Record<Language, string>;
type Paragraphs = Record<Language, string[]>;

const text = (fr: string, nl: string, en: string): Text => ({ fr, nl, en });

interface FakeArticle {
  id: string;
  categoryId: string;
  title: Text;
  answer: Paragraphs;
}

const FAKE_ARTICLES: FakeArticle[] = [
  {
    id: "ka-cinepass",
    categoryId: "kac-cinepass",
    title: text("Comment fonctionne le CINEPASS ?", "Hoe werkt de CINEPASS?", "How does the CINEPASS work?"),
    answer: {
      fr: ["Le CINEPASS est un abonnement mensuel : une séance par jour dans tous nos cinémas."],
      nl: ["De CINEPASS is een maandabonnement: één voorstelling per dag in al onze bioscopen."],
      en: ["The CINEPASS is a monthly subscription: one session a day at any of our cinemas."],
    },
  },
  {
    id: "ka-pause",
    categoryId: "kac-cinepass",
    title: text(
      "Puis-je suspendre mon CINEPASS ?",
      "Kan ik mijn CINEPASS pauzeren?",
      "Can I pause my CINEPASS?",
    ),
    answer: {
      fr: ["Oui, une fois par an, d'un à trois mois, depuis la page Mon abonnement."],
      nl: ["Ja, eenmaal per jaar, één tot drie maanden, via de pagina Mijn abonnement."],
      en: ["Yes, once a year, for one to three months, from the My subscription page."],
    },
  },
  {
    id: "ka-refund",
    categoryId: "kac-tickets",
    title: text(
      "Comment annuler un billet et être remboursé ?",
      "Hoe annuleer ik een ticket en krijg ik mijn geld terug?",
      "How do I cancel a ticket and get a refund?",
    ),
    answer: {
      fr: ["Un billet remboursable s'annule depuis Mon portefeuille jusqu'à une heure avant la séance."],
      nl: ["Een terugbetaalbaar ticket annuleer je in Mijn portemonnee tot een uur voor de voorstelling."],
      en: ["A refundable ticket is cancelled from My wallet up to one hour before the session."],
    },
  },
  {
    id: "ka-photo",
    categoryId: "kac-cinepass",
    title: text(
      "Pourquoi ma photo a-t-elle été refusée ?",
      "Waarom is mijn foto geweigerd?",
      "Why was my photo refused?",
    ),
    answer: {
      fr: ["La photo doit montrer votre visage de face, sans lunettes de soleil ni chapeau."],
      nl: ["Op de foto moet je gezicht recht van voren te zien zijn, zonder zonnebril of hoed."],
      en: ["The photo must show your face from the front, without sunglasses or a hat."],
    },
  },
];

/** Themes, sub-themes (topics) and reasons with the articles each suggests. */
const FAKE_TAXONOMY = [
  {
    id: "subscription",
    label: text("Abonnement CINEPASS", "CINEPASS-abonnement", "CINEPASS subscription"),
    topics: [
      {
        id: "subscription-pause",
        label: text("Suspension et résiliation", "Pauzeren en opzeggen", "Pause and cancellation"),
        reasons: [
          {
            id: "subscription-pause-how",
            label: text("Suspendre mon CINEPASS", "Mijn CINEPASS pauzeren", "Pausing my CINEPASS"),
            articleIds: ["ka-pause", "ka-cinepass"],
          },
          {
            id: "subscription-pause-other",
            label: text("Autre question", "Andere vraag", "Another question"),
            articleIds: [],
          },
        ],
      },
      {
        id: "subscription-card",
        label: text("Carte et photo", "Kaart en foto", "Card and photo"),
        reasons: [
          {
            id: "subscription-card-photo",
            label: text("Ma photo est refusée", "Mijn foto is geweigerd", "My photo is refused"),
            articleIds: ["ka-photo"],
          },
        ],
      },
    ],
  },
  {
    id: "tickets",
    label: text("Billets et réservations", "Tickets en reserveringen", "Tickets and bookings"),
    topics: [
      {
        id: "tickets-refund",
        label: text("Annulation et remboursement", "Annuleren en terugbetalen", "Cancellation and refund"),
        reasons: [
          {
            id: "tickets-refund-ticket",
            label: text("Annuler un billet", "Een ticket annuleren", "Cancelling a ticket"),
            articleIds: ["ka-refund"],
          },
          {
            id: "tickets-refund-missing",
            label: text("Remboursement non reçu", "Terugbetaling niet ontvangen", "Refund not received"),
            articleIds: ["ka-refund"],
          },
        ],
      },
    ],
  },
];

function article(entry: FakeArticle, language: Language): FaqArticle {
  return {
    id: entry.id,
    categoryId: entry.categoryId,
    title: entry.title[language],
    answer: entry.answer[language],
  };
}

/** GET /api/faq/data in `language`. */
export function fakeFaqData(language: Language): FaqDataResponse {
  const themes: FaqTheme[] = FAKE_TAXONOMY.map((theme) => ({
    id: theme.id,
    label: theme.label[language],
    topics: theme.topics.map((topic) => ({
      id: topic.id,
      label: topic.label[language],
      reasons: topic.reasons.map((reason) => ({
        id: reason.id,
        label: reason.label[language],
        articleIds: reason.articleIds,
      })),
    })),
  }));
  return { themes, articles: FAKE_ARTICLES.map((entry) => ({ id: entry.id, title: entry.title[language] })) };
}

/** GET /api/faq/topic/{id}: a reason's articles, or a sub-theme's (every reason's, once); undefined: 404. */
export function fakeFaqTopic(id: string, language: Language) {
  for (const theme of FAKE_TAXONOMY) {
    for (const topic of theme.topics) {
      const reason = topic.reasons.find((candidate) => candidate.id === id);
      const source = reason ?? (topic.id === id ? topic : undefined);
      if (source) {
        const ids = new Set(reason ? reason.articleIds : topic.reasons.flatMap((each) => each.articleIds));
        return {
          id: source.id,
          label: source.label[language],
          articles: FAKE_ARTICLES.filter((entry) => ids.has(entry.id)).map((entry) =>
            article(entry, language),
          ),
        };
      }
    }
  }
  return undefined;
}

/** The taxonomy ids a case may name: `reason` must belong to `topic`, and `topic` to `type`. */
export function fakeTaxonomyHolds(type: string, topic: string, reason: string): boolean {
  return FAKE_TAXONOMY.some(
    (theme) =>
      theme.id === type &&
      theme.topics.some((each) => each.id === topic && each.reasons.some((item) => item.id === reason)),
  );
}

/** Every article in `language` (the FAQ search's corpus). */
export function fakeFaqArticles(language: Language): FaqArticle[] {
  return FAKE_ARTICLES.map((entry) => article(entry, language));
}

const CATEGORY_TITLES: Record<string, Text> = {
  "kac-cinepass": text("CINEPASS", "CINEPASS", "CINEPASS"),
  "kac-tickets": text("Billets", "Tickets", "Tickets"),
};

/** GET /api/cms/1.7.0/help-center/faq: every article by knowledge category, in order. */
export function fakeHelpCenter(language: Language): HelpCenterFaqResponse {
  return Object.entries(CATEGORY_TITLES).map(([id, title]) => ({
    id,
    title: title[language],
    articles: FAKE_ARTICLES.filter((entry) => entry.categoryId === id).map((entry) =>
      article(entry, language),
    ),
  }));
}

/** The fake customer's case ids, in the order of the demo cases (packages/demo support.ts). */
export function fakeCaseId(index: number): string {
  return `5a1c0000-0000-4000-8000-${String(index + 1).padStart(12, "0")}`;
}

/**
 * The fake customer's cases at the start: the demo customer's (packages/demo support.ts, Camille's:
 * one open with an answer not yet read, one closed), dated from `now` as the seed dates them and
 * numbered in the list's order as a fresh database numbers them. The texts are the customer's and
 * the agent's, so in one language whatever the page's.
 */
export function fakeInitialCases(now: Date = new Date()): SupportCase[] {
  let messageCount = 0;
  return DEMO_SUPPORT_CASES.map((demo, index) => {
    const createdAt = demoHoursAgo(now, demo.openedHoursAgo);
    const closedAt = demo.closedHoursAgo === null ? null : demoHoursAgo(now, demo.closedHoursAgo);
    const messages = demo.messages.map((message) => {
      messageCount += 1;
      return {
        id: `5a1c0000-0000-4000-8000-${(0xa0 + messageCount).toString(16).padStart(12, "0")}`,
        body: message.body,
        createdAt: demoHoursAgo(now, message.hoursAgo).toISOString(),
        received: message.received,
      };
    });
    return {
      id: fakeCaseId(index),
      subject: demo.subject,
      number: formatCaseNumber(createdAt.getUTCFullYear(), index + 1),
      createdAt: createdAt.toISOString(),
      closed: closedAt !== null,
      description: demo.description,
      type: demo.type,
      topic: demo.topic,
      reason: demo.reason,
      cinema: demo.cinema,
      messages,
      attachments: [],
      // As the server: a closed case was read when it closed; an open one has not been read yet.
      unread: closedAt ? 0 : unreadAnswers(messages, null),
    };
  });
}
