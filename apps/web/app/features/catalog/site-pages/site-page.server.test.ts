import { DOMAINS } from "@cinelux/contract/domains";
import type { SiteContentReader } from "@cinelux/contract/site-content";
import { describe, expect, it } from "vitest";
import { expectLanguageVersions, loaderOutcome, pageOf } from "../shared/catalog-test-kit";
import { loadSitePage, safeHref, sectionId } from "./site-page.server";
import { testContent, testSitePage } from "./test-content";

const content = testContent([
  testSitePage(),
  testSitePage({ slug: "contact", title: "Nous contacter", description: "Le service clients." }),
]);

/** `reader` null: no reader at all, as under `react-router dev`. */
function outcome(host: string, path: string, reader: SiteContentReader | null = content) {
  const url = new URL(`http://${host}${path}`);
  const [, language, , slug] = url.pathname.replace(/\.data$/, "").split("/");
  return loaderOutcome(() =>
    loadSitePage({
      params: { language, slug },
      request: new Request(url, { headers: { host } }),
      content: reader ?? undefined,
      domain: host.startsWith("nl.") ? DOMAINS.nl : DOMAINS.fr,
    }),
  );
}

async function page(host: string, path: string) {
  return pageOf(await outcome(host, path));
}

describe("the site page loader", () => {
  it("answers a slug the domain has no page for, a malformed slug or an unknown language with the 404 page", async () => {
    expect(((await outcome("localhost:3000", "/fr/infos/careers")) as Response).status).toBe(404);
    expect(((await outcome("localhost:3000", "/fr/infos/About")) as Response).status).toBe(404);
    expect(((await outcome("localhost:3000", "/xx/infos/about")) as Response).status).toBe(404);
    // No reader (react-router dev): no page.
    expect(((await outcome("localhost:3000", "/fr/infos/about", null)) as Response).status).toBe(404);
  });

  it("redirects permanently another language's path to the page's one path", async () => {
    const english = (await outcome("localhost:3000", "/en/infos/about")) as Response;
    expect(english.status).toBe(301);
    expect(english.headers.get("location")).toBe("/en/info/about");
    const french = (await outcome("localhost:3000", "/fr/info/about")) as Response;
    expect(french.headers.get("location")).toBe("/fr/infos/about");
  });

  it("hands the page its texts in the page language, sections with anchors, and the FAQ path", async () => {
    const french = await page("localhost:3000", "/fr/infos/about");
    expect(french).toMatchObject({
      language: "fr",
      slug: "about",
      title: "À propos de Cinélux",
      faqPath: "/fr/faq",
    });
    expect(french.sections.map((section) => section.id)).toEqual([
      "notre-histoire",
      "nos-cinemas",
      "nous-ecrire",
    ]);
    expect(french.sections[1]?.items).toEqual(["Des salles IMAX", "Le CINEPASS"]);
    expect(french.sections[2]?.link).toEqual({ label: "Écrire au service clients", href: "/fr/contact" });
    const dutch = await page("nl.localhost:3000", "/nl/info/about");
    expect(dutch).toMatchObject({
      language: "nl",
      title: "À propos de Cinélux (nl)",
      faqPath: "/nl/veelgestelde-vragen",
    });
  });

  it("gives the language switch and hreflang the same page in every language, on each language's domain", async () => {
    const result = await page("nl.localhost:3000", "/en/info/contact");
    expectLanguageVersions(
      result,
      { fr: "/fr/infos/contact", nl: "/nl/info/contact", en: "/en/info/contact" },
      { domain: "nl", language: "en" },
    );
    expect(result.seo.description).toBe("Le service clients.");
  });

  it("describes the page in JSON-LD: a ContactPage, an AboutPage, else a WebPage", async () => {
    const contact = JSON.parse((await page("localhost:3000", "/fr/infos/contact")).seo.jsonLd ?? "{}");
    expect(contact).toMatchObject({
      "@type": "ContactPage",
      name: "Nous contacter",
      url: "http://localhost:3000/fr/infos/contact",
      inLanguage: "fr",
    });
    const about = JSON.parse((await page("localhost:3000", "/fr/infos/about")).seo.jsonLd ?? "{}");
    expect(about["@type"]).toBe("AboutPage");
    const other = testContent([testSitePage({ slug: "terms" })]);
    const terms = (await outcome("localhost:3000", "/fr/infos/terms", other)) as Awaited<
      ReturnType<typeof page>
    >;
    expect(JSON.parse(terms.seo.jsonLd ?? "{}")["@type"]).toBe("WebPage");
  });

  it("drops a section link that would leave the site by another scheme or a protocol-relative address", async () => {
    expect(safeHref("/fr/contact")).toBe("/fr/contact");
    expect(safeHref("https://www.cnil.fr")).toBe("https://www.cnil.fr");
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref("//evil.example/x")).toBeNull();
    expect(safeHref("/\\evil.example")).toBeNull();
    expect(safeHref("http://plain.example")).toBeNull();
    const reader = testContent([
      testSitePage({
        sections: [{ heading: "X", paragraphs: ["y"], link: { label: "Go", href: "javascript:alert(1)" } }],
      }),
    ]);
    const result = (await outcome("localhost:3000", "/fr/infos/about", reader)) as Awaited<
      ReturnType<typeof page>
    >;
    expect(result.sections[0]?.link).toBeNull();
  });

  it("makes distinct anchors of headings that are the same or have no letter", () => {
    const taken = new Set<string>();
    expect(sectionId("Données collectées", taken)).toBe("donnees-collectees");
    expect(sectionId("Données collectées", taken)).toBe("donnees-collectees-2");
    expect(sectionId("—", taken)).toBe("section");
  });
});
