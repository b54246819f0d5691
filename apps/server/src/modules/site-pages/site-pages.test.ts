import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createFaqArticle, createFaqCategory } from "../../../test/faq.factories.ts";
import { createFooterColumn } from "../../../test/footer.factories.ts";
import { createSitePage } from "../../../test/site-pages.factories.ts";
import { faqArticles, footerColumns, footerLinks, sitePages, siteSettings } from "../../db/schema/index.ts";
import { siteContentReader } from "./site-pages.service.ts";

const t = useTestApp({ seed: false });

const reader = (host: string) => siteContentReader({ db: t.database.db, host, cache: t.app.publicReads });

/** Each domain's company, named on its own pages only. */
const FRENCH_COMPANY = "Test Cinémas SAS";
const DUTCH_COMPANY = "Test Bioscopen B.V.";

/** The file's FAQ groups of the French domain: an empty one, and two the articles go into. */
const FRENCH_CATEGORIES = [
  { id: "kac-test-pass", titles: { fr: "Le pass du test", en: "The test's pass" } },
  { id: "kac-test-empty", titles: { fr: "Le groupe vide du test", en: "The test's empty group" } },
  { id: "kac-test-card", titles: { fr: "La carte du test", en: "The test's card" } },
];

beforeAll(async () => {
  const db = t.database.db;
  // The French domain's pages, written in an order the sitemap does not keep.
  await createSitePage(db, { domain: "fr", slug: "terms", language: "fr", title: "Les conditions du test" });
  await createSitePage(db, {
    domain: "fr",
    slug: "about",
    language: "fr",
    title: "À propos du test",
    sections: ["La chaîne", "Les salles", "L'équipe"].map((heading) => ({
      heading: `${heading} du test`,
      paragraphs: [`${heading} du test, par ${FRENCH_COMPANY}.`],
    })),
  });
  await createSitePage(db, { domain: "fr", slug: "about", language: "en", title: "About the test" });
  await createSitePage(db, {
    domain: "fr",
    slug: "contact",
    language: "en",
    title: "Contact the test in France",
    sections: [{ heading: "Write to us", paragraphs: [`${FRENCH_COMPANY}, 1 rue du Test, Paris.`] }],
  });
  // The Dutch domain's, by its own company.
  await createSitePage(db, {
    domain: "nl",
    slug: "contact",
    language: "nl",
    title: "Contact met de test",
    sections: [
      { heading: "Schrijf ons", paragraphs: [`${DUTCH_COMPANY}, Teststraat 1, Amsterdam.`] },
      {
        heading: "Eerst de vragen",
        paragraphs: ["Misschien staat uw antwoord er al."],
        link: { label: "Lees de vragen van de test", href: "/nl/veelgestelde-vragen" },
      },
    ],
  });
  await createSitePage(db, {
    domain: "nl",
    slug: "contact",
    language: "en",
    title: "Contact the test in the Netherlands",
    sections: [{ heading: "Write to us", paragraphs: [`${DUTCH_COMPANY}, Teststraat 1, Amsterdam.`] }],
  });
  await createSitePage(db, {
    domain: "nl",
    slug: "privacy",
    language: "nl",
    title: "De privacy van de test",
  });
  // The French domain's FAQ: two groups of articles, in an order that is not the articles' own.
  for (const [index, category] of FRENCH_CATEGORIES.entries()) {
    await createFaqCategory(db, {
      domain: "fr",
      id: category.id,
      position: index + 1,
      titles: category.titles,
    });
  }
  await createFaqArticle(db, {
    domain: "fr",
    id: "ka-test-fr-photo",
    categoryId: "kac-test-card",
    position: 1,
    titles: {
      fr: "Comment changer la photo de la carte du test ?",
      en: "How do I change the test card's photo?",
    },
    answers: { fr: ["Depuis votre profil."], en: ["From your profile."] },
  });
  for (const [index, question] of [
    "Comment marche le pass du test ?",
    "Comment suspendre le pass du test ?",
  ].entries()) {
    await createFaqArticle(db, {
      domain: "fr",
      id: `ka-test-fr-pass-${index + 1}`,
      categoryId: "kac-test-pass",
      position: index + 2,
      titles: { fr: question, en: `The test's pass question ${index + 1}` },
      answers: { fr: [`La réponse ${index + 1} sur le pass du test.`], en: [`Answer ${index + 1}.`] },
    });
  }
  // The Dutch domain's, naming its own ratings.
  await createFaqCategory(db, {
    domain: "nl",
    id: "kac-test-pass",
    titles: { nl: "De pas van de test", en: "The test's pass" },
  });
  await createFaqArticle(db, {
    domain: "nl",
    id: "ka-test-nl-ages",
    categoryId: "kac-test-pass",
    titles: { nl: "Vanaf welke leeftijd mag ik naar een film van de test?", en: "From what age?" },
    answers: { nl: ["De Kijkwijzer van de test zegt het."], en: ["The test's Kijkwijzer says."] },
  });
});

/** After a committed change: waits for its notification to empty the public read cache. */
async function changeSeen() {
  for (let i = 0; t.app.publicReads.size > 0; i += 1) {
    expect(i).toBeLessThan(100);
    await sleep(20);
  }
}

describe("site pages (WebServerContext.content)", () => {
  it("reads a page in the asked language, written by the domain's own company", async () => {
    const french = await reader("localhost:3000").page("about", "fr");
    expect(french).toMatchObject({ slug: "about", language: "fr", title: "À propos du test" });
    expect(french?.sections.length).toBeGreaterThanOrEqual(3);
    const dutch = await reader("nl.localhost:3000").page("contact", "nl");
    expect(dutch?.title).toBe("Contact met de test");
    expect(JSON.stringify(dutch)).toContain(DUTCH_COMPANY);
    expect(dutch?.sections.find((section) => section.link)?.link).toEqual({
      label: "Lees de vragen van de test",
      href: "/nl/veelgestelde-vragen",
    });
    const english = await reader("nl.localhost:3000").page("contact", "en");
    expect(english?.title).toBe("Contact the test in the Netherlands");
    expect(JSON.stringify(english)).not.toContain(FRENCH_COMPANY);
  });

  it("lists the domain's page slugs for the sitemap", async () => {
    expect(await reader("localhost:3000").slugs()).toEqual(["about", "contact", "terms"]);
    expect(await reader("nl.localhost:3000").slugs()).toEqual(["contact", "privacy"]);
  });

  it("answers nothing for a slug the domain has no page for", async () => {
    expect(await reader("localhost:3000").page("a-propos", "fr")).toBeUndefined();
    expect(await reader("localhost:3000").page("", "en")).toBeUndefined();
    // The other domain's page.
    expect(await reader("localhost:3000").page("privacy", "fr")).toBeUndefined();
  });

  it("falls back to English for a page not written in the asked language, and sees a change once notified", async () => {
    const content = reader("localhost:3000");
    expect(await content.page("partners", "fr")).toBeUndefined();
    expect(t.app.publicReads.has("site pages fr fr")).toBe(true);
    await t.database.db.insert(sitePages).values({
      domain: "fr",
      slug: "partners",
      language: "en",
      title: "Partners",
      description: "Our partners.",
      sections: [{ heading: "Distributors", paragraphs: ["The distributors we work with."] }],
    });
    await changeSeen();
    try {
      expect(await content.page("partners", "fr")).toMatchObject({ language: "en", title: "Partners" });
      // The other domain has no such page.
      expect(await reader("nl.localhost:3000").page("partners", "en")).toBeUndefined();
    } finally {
      await t.database.db
        .delete(sitePages)
        .where(and(eq(sitePages.domain, "fr"), eq(sitePages.slug, "partners")));
      await changeSeen();
    }
  });
});

describe("FAQ (WebServerContext.content)", () => {
  it("groups every article of the domain by category, each with its question and answer", async () => {
    const groups = await reader("localhost:3000").faq("fr");
    // In the categories' order; the empty group is left out.
    expect(groups.map((group) => group.title)).toEqual(["Le pass du test", "La carte du test"]);
    expect(groups.map((group) => group.articles.length)).toEqual([2, 1]);
    expect(groups[0]?.articles[0]).toMatchObject({
      id: "ka-test-fr-pass-1",
      question: "Comment marche le pass du test ?",
    });
    for (const article of groups.flatMap((group) => group.articles)) {
      expect(article.answer.length).toBeGreaterThan(0);
    }
    const dutch = await reader("nl.localhost:3000").faq("nl");
    expect(dutch[0]?.articles[0]).toMatchObject({
      id: "ka-test-nl-ages",
      question: "Vanaf welke leeftijd mag ik naar een film van de test?",
    });
    expect(JSON.stringify(dutch)).toContain("Kijkwijzer");
    expect(JSON.stringify(groups)).not.toContain("Kijkwijzer");
  });

  it("lists an article without a category row under other questions, without an answer when it has none", async () => {
    await t.database.db.insert(faqArticles).values({
      id: "ka-fr-test",
      domain: "fr",
      categoryId: "kac-unknown",
      position: 99,
      titles: { en: "Is there parking?" },
    });
    await changeSeen();
    try {
      const groups = await reader("localhost:3000").faq("en");
      expect(groups.at(-1)).toEqual({
        id: "other",
        title: "Other questions",
        articles: [{ id: "ka-fr-test", question: "Is there parking?", answer: [] }],
      });
    } finally {
      await t.database.db.delete(faqArticles).where(eq(faqArticles.id, "ka-fr-test"));
      await changeSeen();
    }
  });
});

describe("migration 0013 on a database seeded before it", () => {
  // The data updates of the migration, run again on rows put back as an older seed left them.
  const statements = readFileSync(new URL("../../db/migrations/0013_site_pages.sql", import.meta.url), "utf8")
    .split("--> statement-breakpoint")
    .filter((statement) => /^\s*UPDATE /m.test(statement));

  it("points the old footer links to catalog pages and the old catalog base to this server, nothing else", async () => {
    expect(statements).toHaveLength(2);
    // The older seed's column, one link still at its seeded address and one an editor changed.
    await createFooterColumn(t.database.db, {
      domain: "nl",
      id: "nl-cinelux",
      links: [
        { id: "nl-cinelux-about", url: "https://www.cinelux.nl/over-ons" },
        { id: "nl-cinelux-press", url: "https://press.example/kit" },
      ],
    });
    await t.database.db
      .update(siteSettings)
      .set({ catalogBaseUrl: "https://www.cinelux.fr" })
      .where(eq(siteSettings.domain, "fr"));
    await t.database.db
      .update(siteSettings)
      .set({ catalogBaseUrl: "https://catalog.example" })
      .where(eq(siteSettings.domain, "nl"));
    try {
      for (const statement of statements) {
        await t.database.db.execute(sql.raw(statement));
      }
      const links = await t.database.db.select().from(footerLinks);
      expect(links.find((link) => link.id === "nl-cinelux-about")?.url).toBe("catalog:Page/about");
      // An address an editor changed is theirs.
      expect(links.find((link) => link.id === "nl-cinelux-press")?.url).toBe("https://press.example/kit");
      const settings = await t.database.db.select().from(siteSettings);
      expect(Object.fromEntries(settings.map((row) => [row.domain, row.catalogBaseUrl]))).toEqual({
        fr: "",
        nl: "https://catalog.example",
      });
    } finally {
      await t.database.db.delete(footerColumns).where(eq(footerColumns.id, "nl-cinelux"));
      await t.database.db.update(siteSettings).set({ catalogBaseUrl: "" });
      await changeSeen();
    }
  });
});
