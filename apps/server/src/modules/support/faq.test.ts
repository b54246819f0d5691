import type { DomainId } from "@cinelux/contract";
import {
  FaqDataResponseSchema,
  FaqSearchResponseSchema,
  FaqTopicResponseSchema,
  HelpCenterFaqResponseSchema,
} from "@cinelux/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import {
  createFaqArticle,
  createFaqCategory,
  createFaqTaxonomy,
  type ThemeContent,
} from "../../../test/faq.factories.ts";
import { supportReasons } from "../../db/schema/index.ts";

// The FAQ's public reads (SPEC 7, SPEC 9 taxonomy) and the search by words in three languages.

const t = useTestApp({ seed: false });

const get = (url: string, host = "localhost:3000") => t.app.inject({ url, headers: { host } });

type Texts = { fr: string; nl: string; en: string };

/** The file's knowledge categories, the FAQ page's groups, the same on both domains. */
const CATEGORIES: { id: string; titles: Texts }[] = [
  { id: "kac-test-pass", titles: { fr: "Le pass du test", nl: "De pas van de test", en: "The test's pass" } },
  {
    id: "kac-test-tickets",
    titles: { fr: "Les billets du test", nl: "De tickets van de test", en: "The test's tickets" },
  },
  {
    id: "kac-test-card",
    titles: { fr: "La carte du test", nl: "De kaart van de test", en: "The test's card" },
  },
];

/** The file's articles, on both domains (`ka-test-{domain}-{key}`), each in fr, nl and en. */
const ARTICLES = {
  cancel: {
    category: "kac-test-pass",
    titles: {
      fr: "Comment résilier le pass du test ?",
      nl: "Hoe zeg ik de pas van de test op?",
      en: "How do I cancel the test's pass?",
    },
    answers: {
      fr: ["Le pass du test s'arrête un mois après votre demande."],
      nl: ["U kunt de pas van de test opzeggen: hij stopt een maand na uw verzoek."],
      en: ["The test's pass stops a month after you ask."],
    },
  },
  refund: {
    category: "kac-test-tickets",
    titles: {
      fr: "Comment se faire rembourser un billet du test ?",
      nl: "Hoe krijg ik een ticket van de test terugbetaald?",
      en: "How do I cancel a test ticket and get a refund?",
    },
    answers: {
      fr: ["Annulez le billet du test jusqu'à une heure avant la séance."],
      nl: ["Annuleer het ticket van de test tot een uur voor de voorstelling."],
      en: ["Cancel the test ticket up to an hour before the screening."],
    },
  },
  photoChange: {
    category: "kac-test-card",
    titles: {
      fr: "Comment changer la photo de la carte du test ?",
      nl: "Hoe verander ik de foto op de kaart van de test?",
      en: "How do I change the photo on the test's card?",
    },
    answers: {
      fr: ["Envoyez une nouvelle photo depuis votre profil."],
      nl: ["Stuur een nieuwe foto vanuit uw profiel."],
      en: ["Send a new one from your profile."],
    },
  },
  photoRefused: {
    category: "kac-test-card",
    titles: {
      fr: "La photo du test a été refusée : que faire ?",
      nl: "De foto van de test is geweigerd: wat nu?",
      en: "The test's photo was refused: what now?",
    },
    answers: {
      fr: ["Un visage de face, sans lunettes de soleil."],
      nl: ["Een gezicht van voren, zonder zonnebril."],
      en: ["A face seen from the front, without sunglasses."],
    },
  },
  ages: {
    category: "kac-test-tickets",
    titles: {
      fr: "À partir de quel âge voir un film du test ?",
      nl: "Vanaf welke leeftijd zie ik een film van de test?",
      en: "From what age may I see a film of the test?",
    },
    answers: {
      fr: ["Chaque film du test porte son âge minimum."],
      nl: ["Elke film van de test draagt zijn minimumleeftijd."],
      en: ["Each film of the test carries its minimum age."],
    },
  },
} satisfies Record<string, { category: string; titles: Texts; answers: Record<keyof Texts, string[]> }>;
type ArticleKey = keyof typeof ARTICLES;
const ARTICLE_KEYS = Object.keys(ARTICLES) as ArticleKey[];

/** The Dutch domain's own words in one answer: its ages are the Kijkwijzer's. */
const DUTCH_AGES = "De Kijkwijzer van de test geeft de leeftijd.";

const articleId = (domain: DomainId, key: ArticleKey) => `ka-test-${domain}-${key}`;
const suggests = (...keys: ArticleKey[]) => ({
  fr: keys.map((key) => articleId("fr", key)),
  nl: keys.map((key) => articleId("nl", key)),
});

/** The first reason, and the second sub-theme, whose reasons all suggest the same two articles. */
const CANCEL_REASON = "test-pass-cancel";
const REFUND_TOPIC = "test-tickets-refund";

/**
 * A taxonomy of the SPEC 9 size: 7 themes, 19 sub-themes (3, 3, 3, 3, 3, 2, 2) and 100 reasons
 * (6 in the first five sub-themes, 5 in the others), every label in fr, nl and en, every reason
 * suggesting articles on both domains.
 */
function taxonomy(): ThemeContent[] {
  let topicCount = 0;
  let reasonCount = 0;
  return [3, 3, 3, 3, 3, 2, 2].map((topics, themeIndex) => {
    const theme = themeIndex + 1;
    return {
      id: `test-theme-${theme}`,
      labels: {
        fr: `Le thème ${theme} du test`,
        nl: `Thema ${theme} van de test`,
        en: `The test's theme ${theme}`,
      },
      topics: Array.from({ length: topics }, (_, topicIndex) => {
        topicCount += 1;
        const topicId = topicCount === 2 ? REFUND_TOPIC : `test-theme-${theme}-topic-${topicIndex + 1}`;
        return {
          id: topicId,
          labels: { fr: `Le sujet ${topicId}`, nl: `Het onderwerp ${topicId}`, en: `The topic ${topicId}` },
          reasons: Array.from({ length: topicCount <= 5 ? 6 : 5 }, (_, reasonIndex) => {
            reasonCount += 1;
            if (reasonCount === 1) {
              return {
                id: CANCEL_REASON,
                labels: {
                  fr: "Résilier le pass du test",
                  nl: "De pas van de test opzeggen",
                  en: "Cancel the test's pass",
                },
                articles: suggests("cancel"),
              };
            }
            const id = `${topicId}-reason-${reasonIndex + 1}`;
            return {
              id,
              labels: { fr: `La raison ${id}`, nl: `De reden ${id}`, en: `The reason ${id}` },
              articles:
                topicId === REFUND_TOPIC
                  ? suggests("refund", "cancel")
                  : suggests(ARTICLE_KEYS[reasonCount % ARTICLE_KEYS.length] ?? "cancel"),
            };
          }),
        };
      }),
    };
  });
}
const TAXONOMY = taxonomy();

beforeAll(async () => {
  const db = t.database.db;
  for (const domain of ["fr", "nl"] as const) {
    for (const [index, category] of CATEGORIES.entries()) {
      await createFaqCategory(db, { domain, id: category.id, position: index + 1, titles: category.titles });
    }
    for (const [index, key] of ARTICLE_KEYS.entries()) {
      const article = ARTICLES[key];
      const answers =
        domain === "nl" && key === "ages"
          ? { ...article.answers, nl: [DUTCH_AGES], en: [DUTCH_AGES] }
          : article.answers;
      await createFaqArticle(db, {
        domain,
        id: articleId(domain, key),
        categoryId: article.category,
        position: index + 1,
        titles: article.titles,
        answers,
      });
    }
  }
  await createFaqTaxonomy(db, TAXONOMY);
});

describe("GET /api/faq/data", () => {
  it("answers 7 themes, 19 sub-themes and about 100 reasons, each labelled in fr, nl and en", async () => {
    const labels = new Map<string, string[]>();
    for (const language of ["fr", "nl", "en"] as const) {
      const response = await get(`/api/faq/data?language=${language}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("public, max-age=300");
      const data = FaqDataResponseSchema.parse(response.json());
      const topics = data.themes.flatMap((theme) => theme.topics);
      const reasons = topics.flatMap((topic) => topic.reasons);
      expect([data.themes.length, topics.length]).toEqual([7, 19]);
      expect(reasons.length).toBeGreaterThanOrEqual(95);
      expect(reasons.length).toBeLessThanOrEqual(110);
      labels.set(
        language,
        reasons.map((reason) => reason.label),
      );
      const articleIds = new Set(data.articles.map((article) => article.id));
      for (const reason of reasons) {
        expect(reason.label).toBeTruthy();
        expect(reason.articleIds.length).toBeGreaterThan(0);
        expect(reason.articleIds.every((id) => articleIds.has(id))).toBe(true);
      }
    }
    expect(labels.get("fr")?.[0]).toBe("Résilier le pass du test");
    expect(labels.get("nl")?.[0]).toBe("De pas van de test opzeggen");
    expect(labels.get("en")?.[0]).toBe("Cancel the test's pass");
  });

  it("links the Dutch domain's reasons to the Dutch domain's articles", async () => {
    const data = FaqDataResponseSchema.parse((await get("/api/faq/data", "nl.localhost:3000")).json());
    expect(data.articles.map((article) => article.id)).toEqual(
      ARTICLE_KEYS.map((key) => articleId("nl", key)),
    );
    const suggested = data.themes.flatMap((theme) =>
      theme.topics.flatMap((topic) => topic.reasons.flatMap((reason) => reason.articleIds)),
    );
    expect(suggested.length).toBeGreaterThan(0);
    expect(suggested.every((id) => id.startsWith("ka-test-nl-"))).toBe(true);
    expect(data.themes[0]?.label).toBe("Thema 1 van de test");
  });

  it("forgets the cached taxonomy when a reason changes (public read cache)", async () => {
    const label = async () => {
      const data = FaqDataResponseSchema.parse((await get("/api/faq/data?language=en")).json());
      return data.themes[6]?.topics[1]?.reasons.at(-1)?.label;
    };
    const last = TAXONOMY[6]?.topics[1]?.reasons.at(-1);
    expect(await label()).toBe(last?.labels.en);
    const id = String(last?.id);
    const [row] = await t.database.db.select().from(supportReasons).where(eq(supportReasons.id, id));
    await t.database.db
      .update(supportReasons)
      .set({ labels: { fr: "Autre", nl: "Anders", en: "Something else" } })
      .where(eq(supportReasons.id, id));
    try {
      await expect.poll(label).toBe("Something else");
    } finally {
      await t.database.db
        .update(supportReasons)
        .set({ labels: row?.labels })
        .where(eq(supportReasons.id, id));
    }
  });
});

describe("GET /api/faq/topic/{id}", () => {
  it("answers a reason's articles with their answers, and every article of a sub-theme once", async () => {
    const reason = FaqTopicResponseSchema.parse(
      (await get(`/api/faq/topic/${CANCEL_REASON}?language=fr`)).json(),
    );
    expect(reason.label).toBe("Résilier le pass du test");
    expect(reason.articles).toHaveLength(1);
    expect(reason.articles[0]?.title).toBe("Comment résilier le pass du test ?");
    expect(reason.articles[0]?.answer.join(" ")).toContain("un mois après votre demande");
    const topic = FaqTopicResponseSchema.parse(
      (await get(`/api/faq/topic/${REFUND_TOPIC}?language=en`)).json(),
    );
    // Each of the sub-theme's reasons suggests both articles: they are listed once, in order.
    const ids = topic.articles.map((article) => article.id);
    expect(ids).toEqual([articleId("fr", "refund"), articleId("fr", "cancel")]);
    expect(topic.articles.map((article) => article.title)).toContain(
      "How do I cancel a test ticket and get a refund?",
    );
  });

  it("answers 404 for an unknown id", async () => {
    const response = await get("/api/faq/topic/no-such-reason");
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("FAQ_TOPIC_NOT_FOUND");
  });
});

describe("GET /api/cms/1.7.0/help-center/faq", () => {
  it("lists every article with its answer by category, in the page's language", async () => {
    const groups = HelpCenterFaqResponseSchema.parse(
      (await get("/api/cms/1.7.0/help-center/faq?language=nl", "nl.localhost:3000")).json(),
    );
    expect(groups.map((group) => group.title)).toEqual(CATEGORIES.map((category) => category.titles.nl));
    expect(groups.flatMap((group) => group.articles)).toHaveLength(ARTICLE_KEYS.length);
    expect(groups[0]?.articles[0]?.answer).toEqual(ARTICLES.cancel.answers.nl);
    expect(JSON.stringify(groups)).toContain("Kijkwijzer");
  });
});

describe("GET /api/faq/search", () => {
  const search = async (query: string, language: string) =>
    FaqSearchResponseSchema.parse(
      (await get(`/api/faq/search?q=${encodeURIComponent(query)}&language=${language}`)).json(),
    ).articles.map((article) => article.title);

  it("finds articles by words in French, Dutch and English, accents and case ignored", async () => {
    expect((await search("RESILIER pass", "fr"))[0]).toBe("Comment résilier le pass du test ?");
    expect((await search("opzeggen", "nl"))[0]).toBe("Hoe zeg ik de pas van de test op?");
    expect((await search("refund ticket", "en"))[0]).toBe("How do I cancel a test ticket and get a refund?");
    expect(await search("photo", "en")).toEqual(
      expect.arrayContaining([
        "How do I change the photo on the test's card?",
        "The test's photo was refused: what now?",
      ]),
    );
  });

  it("answers nothing for words no article holds, and refuses an empty or over-long query", async () => {
    expect(await search("zzzz", "fr")).toEqual([]);
    expect((await get("/api/faq/search?q=")).statusCode).toBe(400);
    expect((await get(`/api/faq/search?q=${"a".repeat(101)}`)).statusCode).toBe(400);
  });
});
