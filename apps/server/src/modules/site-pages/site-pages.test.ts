import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { faqArticles, footerLinks, sitePages, siteSettings } from "../../db/schema/index.ts";
import { siteContentReader } from "./site-pages.service.ts";

const t = useTestApp();

const reader = (host: string) => siteContentReader({ db: t.database.db, host, cache: t.app.publicReads });

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
    expect(french).toMatchObject({ slug: "about", language: "fr", title: "À propos de Cinélux" });
    expect(french?.sections.length).toBeGreaterThanOrEqual(3);
    const dutch = await reader("nl.localhost:3000").page("contact", "nl");
    expect(dutch?.title).toBe("Contact");
    expect(JSON.stringify(dutch)).toContain("Cinélux Nederland B.V.");
    expect(dutch?.sections.find((section) => section.link)?.link).toEqual({
      label: "Lees de veelgestelde vragen",
      href: "/nl/veelgestelde-vragen",
    });
    const english = await reader("nl.localhost:3000").page("contact", "en");
    expect(english?.title).toBe("Contact us");
    expect(JSON.stringify(english)).not.toContain("Cinélux SAS");
  });

  it("lists the domain's page slugs for the sitemap", async () => {
    const slugs = ["about", "accessibility", "careers", "contact", "press", "privacy", "terms"];
    expect(await reader("localhost:3000").slugs()).toEqual(slugs);
    expect(await reader("nl.localhost:3000").slugs()).toEqual(slugs);
  });

  it("answers nothing for a slug the domain has no page for", async () => {
    expect(await reader("localhost:3000").page("a-propos", "fr")).toBeUndefined();
    expect(await reader("localhost:3000").page("", "en")).toBeUndefined();
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
    // The last three groups and a second card article are the support FAQ (seed/support-faq.ts).
    expect(groups.map((group) => group.title)).toEqual([
      "Billets et CINEPASS",
      "Votre carte",
      "Au cinéma",
      "Abonnement et paiement",
      "Cartes prépayées et cadeaux",
      "E-billets et compte",
    ]);
    expect(groups.map((group) => group.articles.length)).toEqual([4, 2, 2, 3, 2, 3]);
    expect(groups[0]?.articles[0]).toMatchObject({
      id: "ka-fr-0001",
      question: "Comment fonctionne le CINEPASS ?",
    });
    for (const article of groups.flatMap((group) => group.articles)) {
      expect(article.answer.length).toBeGreaterThan(0);
    }
    const dutch = await reader("nl.localhost:3000").faq("nl");
    expect(dutch[0]?.articles[0]).toMatchObject({ id: "ka-nl-0001", question: "Hoe werkt de CINEPASS?" });
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
    await t.database.db
      .update(footerLinks)
      .set({ url: "https://www.cinelux.nl/over-ons" })
      .where(eq(footerLinks.id, "nl-cinelux-about"));
    await t.database.db
      .update(footerLinks)
      .set({ url: "https://press.example/kit" })
      .where(eq(footerLinks.id, "nl-cinelux-press"));
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
      await t.database.db
        .update(footerLinks)
        .set({ url: "catalog:Page/press" })
        .where(eq(footerLinks.id, "nl-cinelux-press"));
      await t.database.db.update(siteSettings).set({ catalogBaseUrl: "" });
      await changeSeen();
    }
  });
});
