import { expect, expectNoAxeViolations, newContext, siteUrl, test, VIEWPORTS } from "./fixtures.ts";

// The footer's site pages and the FAQ page, anonymous, on both domains and in each of their
// languages. Their texts are the reference data's (db/reference/site-pages, db/reference/faq.ts).

const H1 = {
  fr: {
    about: "À propos de Cinélux",
    careers: "Travailler chez Cinélux",
    press: "Espace presse",
    contact: "Nous contacter",
    accessibility: "Accessibilité",
    terms: "Conditions générales",
    privacy: "Politique de confidentialité",
    faq: "Questions fréquentes",
  },
  nl: {
    about: "Over Cinélux",
    careers: "Werken bij Cinélux",
    press: "Pers",
    contact: "Contact",
    accessibility: "Toegankelijkheid",
    terms: "Algemene voorwaarden",
    privacy: "Privacybeleid",
    faq: "Veelgestelde vragen",
  },
  en: {
    about: "About Cinélux",
    careers: "Careers at Cinélux",
    press: "Press",
    contact: "Contact us",
    accessibility: "Accessibility",
    terms: "Terms and conditions",
    privacy: "Privacy policy",
    faq: "Frequently asked questions",
  },
} as const;

const FAQ_PATH = { fr: "/fr/faq", nl: "/nl/veelgestelde-vragen", en: "/en/faq" } as const;
const READ_THE_FAQ = {
  fr: ["Lire les questions fréquentes", "/fr/faq"],
  nl: ["Lees de veelgestelde vragen", "/nl/veelgestelde-vragen"],
  en: ["Read the frequently asked questions", "/en/faq"],
} as const;
const SITE_MAP = { fr: "Plan du site", nl: "Sitemap", en: "Site map" } as const;

/**
 * Each domain once, the French one in French and the Dutch one in English, so both domains' pages and
 * the English paths are read page by page; e2e/catalog-crawl.spec.ts asks every footer link of every
 * language of both domains for its 200.
 */
const SITES = [
  { domain: "fr", languages: ["fr"], company: "Cinélux SAS" },
  { domain: "nl", languages: ["en"], company: "Cinélux Nederland B.V." },
] as const;

/** The page a footer link leads to: a site page's slug, or the FAQ. */
function pageKey(path: string): keyof (typeof H1)["fr"] {
  const slug = /\/infos?\/([a-z-]+)$/.exec(path)?.[1];
  return (slug ?? "faq") as keyof (typeof H1)["fr"];
}

test.describe("site pages and FAQ", () => {
  for (const { domain, languages, company } of SITES) {
    for (const language of languages) {
      test(`every footer column link of the ${domain} domain in ${language} opens its page on this site`, async ({
        page,
        baseURL,
      }) => {
        await page.setViewportSize(VIEWPORTS.desktop);
        await page.goto(siteUrl(baseURL, domain, FAQ_PATH[language]));
        const links = page
          .getByRole("navigation", { name: SITE_MAP[language] })
          .locator('a[href*="/info"], a[href$="/faq"], a[href$="/veelgestelde-vragen"]');
        const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
        const origin = new URL(siteUrl(baseURL, domain, "/")).origin;
        // Seven site pages and the FAQ, all on this server, in the page language.
        expect(hrefs).toHaveLength(8);
        for (const href of hrefs) {
          expect(new URL(href).origin).toBe(origin);
          expect(new URL(href).pathname.startsWith(`/${language}/`)).toBe(true);
        }
        for (const href of hrefs) {
          const response = await page.goto(href);
          expect(response?.status(), href).toBe(200);
          const key = pageKey(new URL(href).pathname);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(H1[language][key]);
          if (key === "contact") {
            await expect(page.getByText(company, { exact: false }).first()).toBeVisible();
            const [label, faq] = READ_THE_FAQ[language];
            await expect(page.getByRole("main").getByRole("link", { name: label })).toHaveAttribute(
              "href",
              faq,
            );
          }
        }
      });
    }
  }

  for (const { domain, languages } of SITES) {
    test(`the ${domain} domain's footer FAQ links open the FAQ page at their question (mobile)`, async ({
      page,
      baseURL,
    }) => {
      const language = languages[0];
      await page.setViewportSize(VIEWPORTS.mobile);
      const aboutPath = `/${language}/info${language === "fr" ? "s" : ""}/about`;
      await page.goto(siteUrl(baseURL, domain, aboutPath));
      const block = page.getByRole("region", { name: H1[language].faq });
      const questions = block.getByRole("listitem").getByRole("link");
      await expect(questions).toHaveCount(4);
      const hrefs = await questions.evaluateAll((anchors) =>
        anchors.map((a) => (a as HTMLAnchorElement).href),
      );
      for (const href of hrefs) {
        // From another document each time: a fragment change alone would not load the page.
        await page.goto("about:blank");
        const response = await page.goto(href);
        expect(response?.status(), href).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(H1[language].faq);
        const id = new URL(href).hash.slice(1);
        // The targeted question is open, its answer in view.
        await expect(page.locator(`details#${id}`)).toHaveAttribute("open", "");
        await expect(page.locator(`details#${id} .faq-page__answer p`).first()).toBeVisible();
      }
      // A click from the page, as a visitor does.
      await page.goto(siteUrl(baseURL, domain, aboutPath));
      await page
        .getByRole("region", { name: H1[language].faq })
        .getByRole("listitem")
        .first()
        .getByRole("link")
        .click();
      await expect(page).toHaveURL(new RegExp(`${FAQ_PATH[language]}#ka-${domain}-0001$`));
      await expect(page.locator(`details#ka-${domain}-0001`)).toHaveAttribute("open", "");
    });
  }

  test("without JavaScript a question opens on its own, and an unknown page is the 404 page", async ({
    browser,
    baseURL,
  }) => {
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl(baseURL, "nl", "/nl/veelgestelde-vragen"));
    const question = page.getByRole("main").getByText("Hoe werkt de CINEPASS?");
    await question.click();
    await expect(page.getByText(/De CINEPASS is een maandabonnement/)).toBeVisible();
    const missing = await page.goto(siteUrl(baseURL, "fr", "/fr/infos/nowhere"));
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page introuvable" })).toBeVisible();
    await page.goto(siteUrl(baseURL, "fr", "/en/infos/privacy"));
    await expect(page).toHaveURL(/\/en\/info\/privacy$/);
    await context.close();
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`passes axe at ${name} width on a site page and the FAQ page`, async ({ page, baseURL }) => {
      await page.setViewportSize(viewport);
      await page.goto(siteUrl(baseURL, "fr", "/fr/infos/privacy"));
      await expectNoAxeViolations(page);
      await page.goto(siteUrl(baseURL, "nl", "/nl/veelgestelde-vragen#ka-nl-0002"));
      await expect(page.locator("details#ka-nl-0002")).toHaveAttribute("open", "");
      await expectNoAxeViolations(page);
    });
  }
});
