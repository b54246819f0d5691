import {
  FaqDataResponseSchema,
  FaqSearchResponseSchema,
  FaqTopicResponseSchema,
  HelpCenterFaqResponseSchema,
} from "@cinelux/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { supportReasons } from "../../db/schema/index.ts";

// The FAQ's public reads (SPEC 7, SPEC 9 taxonomy) and the search by words in three languages.

const t = useTestApp();

const get = (url: string, host = "localhost:3000") => t.app.inject({ url, headers: { host } });

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
    expect(labels.get("fr")?.[0]).toBe("Comment fonctionne le CINEPASS");
    expect(labels.get("nl")?.[0]).toBe("Hoe de CINEPASS werkt");
    expect(labels.get("en")?.[0]).toBe("How the CINEPASS works");
  });

  it("links the Dutch domain's reasons to the Dutch domain's articles", async () => {
    const data = FaqDataResponseSchema.parse((await get("/api/faq/data", "nl.localhost:3000")).json());
    expect(data.articles.every((article) => article.id.startsWith("ka-nl-"))).toBe(true);
    expect(data.themes[0]?.label).toBe("CINEPASS-abonnement");
  });

  it("forgets the cached taxonomy when a reason changes (public read cache)", async () => {
    const label = async () => {
      const data = FaqDataResponseSchema.parse((await get("/api/faq/data?language=en")).json());
      return data.themes[6]?.topics[1]?.reasons.at(-1)?.label;
    };
    expect(await label()).toBe("Another question");
    const id = "other-feedback-other";
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
      (await get("/api/faq/topic/subscription-cancel-how?language=fr")).json(),
    );
    expect(reason.label).toBe("Résilier mon abonnement");
    expect(reason.articles).toHaveLength(1);
    expect(reason.articles[0]?.title).toBe("Comment résilier mon abonnement ?");
    expect(reason.articles[0]?.answer.join(" ")).toContain("un mois après votre demande");
    const topic = FaqTopicResponseSchema.parse(
      (await get("/api/faq/topic/tickets-refund?language=en")).json(),
    );
    const ids = topic.articles.map((article) => article.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(topic.articles.map((article) => article.title)).toContain(
      "How do I cancel a ticket and get a refund?",
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
    expect(groups.map((group) => group.title)).toContain("Abonnement en betaling");
    expect(groups.flatMap((group) => group.articles)).toHaveLength(16);
    expect(JSON.stringify(groups)).toContain("Kijkwijzer");
  });
});

describe("GET /api/faq/search", () => {
  const search = async (query: string, language: string) =>
    FaqSearchResponseSchema.parse(
      (await get(`/api/faq/search?q=${encodeURIComponent(query)}&language=${language}`)).json(),
    ).articles.map((article) => article.title);

  it("finds articles by words in French, Dutch and English, accents and case ignored", async () => {
    expect((await search("RESILIER abonnement", "fr"))[0]).toBe("Comment résilier mon abonnement ?");
    expect((await search("opzeggen", "nl"))[0]).toBe("Hoe zeg ik mijn abonnement op?");
    expect((await search("refund ticket", "en"))[0]).toBe("How do I cancel a ticket and get a refund?");
    expect(await search("photo", "en")).toEqual(
      expect.arrayContaining(["How do I change the photo on my card?", "My photo was refused: what now?"]),
    );
  });

  it("answers nothing for words no article holds, and refuses an empty or over-long query", async () => {
    expect(await search("zzzz", "fr")).toEqual([]);
    expect((await get("/api/faq/search?q=")).statusCode).toBe(400);
    expect((await get(`/api/faq/search?q=${"a".repeat(101)}`)).statusCode).toBe(400);
  });
});
