import type { FaqGroup, SiteContentReader, SitePage } from "@cinelux/contract/site-content";

/** A site page as the server's reader answers it; override any field. */
export function testSitePage(overrides: Partial<SitePage> = {}): SitePage {
  return {
    slug: "about",
    language: "fr",
    title: "À propos de Cinélux",
    description: "Cinélux exploite 7 cinémas en France.",
    sections: [
      { heading: "Notre histoire", paragraphs: ["Cinélux est née en 1998.", "Un réseau de 7 cinémas."] },
      {
        heading: "Nos cinémas",
        paragraphs: ["Vous nous trouvez à Paris."],
        items: ["Des salles IMAX", "Le CINEPASS"],
      },
      {
        heading: "Nous écrire",
        paragraphs: ["Depuis votre espace client."],
        link: { label: "Écrire au service clients", href: "/fr/contact" },
      },
    ],
    ...overrides,
  };
}

/**
 * A fake reader: `pages` per domain by slug; a page answers in the asked language with its title
 * suffixed by the language when it is not French, as the real reader answers each language's row.
 */
export function testContent(pages: SitePage[], faq: FaqGroup[] = []): SiteContentReader {
  return {
    async page(slug, language) {
      const page = pages.find((entry) => entry.slug === slug);
      return (
        page && { ...page, language, title: language === "fr" ? page.title : `${page.title} (${language})` }
      );
    },
    async slugs() {
      return pages.map((page) => page.slug).sort();
    },
    async faq() {
      return faq;
    },
  };
}
