import { DOMAINS } from "@cinelux/contract/domains";
import type { FaqGroup, SiteContentReader } from "@cinelux/contract/site-content";
import { describe, expect, it } from "vitest";
import { loaderOutcome } from "../shared/catalog-test-kit";
import { loadFaqPage } from "./faq-page.server";
import { testFaqContent, testFaqGroups } from "./test-faq";

function outcome(host: string, path: string, content: SiteContentReader | undefined) {
  const url = new URL(`http://${host}${path}`);
  const [, language] = url.pathname.split("/");
  return loaderOutcome(() =>
    loadFaqPage({
      params: { language },
      request: new Request(url, { headers: { host } }),
      content,
      domain: host.startsWith("nl.") ? DOMAINS.nl : DOMAINS.fr,
    }),
  );
}

async function page(host: string, path: string, groups: FaqGroup[] = testFaqGroups(), asked: string[] = []) {
  const result = await outcome(host, path, testFaqContent(groups, asked));
  if (result instanceof Response) {
    throw new Error(`expected a page, got ${result.status}`);
  }
  return result;
}

describe("the FAQ page loader", () => {
  it("answers 404 for an unknown language, or where no server reads the content", async () => {
    expect(((await outcome("localhost:3000", "/xx/faq", testFaqContent([]))) as Response).status).toBe(404);
    expect(((await outcome("localhost:3000", "/fr/faq", undefined)) as Response).status).toBe(404);
  });

  it("redirects permanently another language's path to the page's one path", async () => {
    const dutch = (await outcome("nl.localhost:3000", "/nl/faq", testFaqContent([]))) as Response;
    expect(dutch.status).toBe(301);
    expect(dutch.headers.get("location")).toBe("/nl/veelgestelde-vragen");
    const english = (await outcome(
      "localhost:3000",
      "/en/veelgestelde-vragen",
      testFaqContent([]),
    )) as Response;
    expect(english.headers.get("location")).toBe("/en/faq");
  });

  it("reads the domain's questions in the page language, with the contact page's path", async () => {
    const asked: string[] = [];
    const result = await page("nl.localhost:3000", "/nl/veelgestelde-vragen", testFaqGroups(), asked);
    expect(asked).toEqual(["nl"]);
    expect(result.groups.map((group) => group.id)).toEqual(["kac-footer-001", "kac-visit-003"]);
    expect(result.contactPath).toBe("/nl/info/contact");
    expect(result.alternatePaths).toEqual({ fr: "/fr/faq", nl: "/nl/veelgestelde-vragen", en: "/en/faq" });
    expect(result.seo.description).toContain("CINEPASS");
    expect(result.seo.alternates.find((link) => link.hrefLang === "fr")?.href).toBe(
      "http://localhost:3000/fr/faq",
    );
  });

  it("describes the answered questions as a schema.org FAQPage, and none when nothing is answered", async () => {
    const result = await page("localhost:3000", "/fr/faq");
    expect(JSON.parse(result.seo.jsonLd ?? "{}")).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      url: "http://localhost:3000/fr/faq",
      mainEntity: [
        {
          "@type": "Question",
          name: "Comment fonctionne le CINEPASS ?",
          url: "http://localhost:3000/fr/faq#ka-fr-0001",
          acceptedAnswer: {
            "@type": "Answer",
            text: "Le CINEPASS est un abonnement mensuel.\n\nRéservez en ligne.",
          },
        },
        {
          "@type": "Question",
          name: "Comment réserver une séance en ligne ?",
          url: "http://localhost:3000/fr/faq#ka-fr-0002",
          acceptedAnswer: { "@type": "Answer", text: "Choisissez un film." },
        },
      ],
    });
    expect((await page("localhost:3000", "/fr/faq", [])).seo.jsonLd).toBeNull();
  });
});
