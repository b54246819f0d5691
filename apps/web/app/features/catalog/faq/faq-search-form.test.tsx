import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { serverCatalogs } from "../../../lib/i18n/catalogs.server";
import { createI18n } from "../../../lib/i18n/create-i18n";
import { I18nProvider } from "../../../lib/i18n/use-translation";
import type { FaqSearch } from "./faq-page-data";
import { FaqSearchForm } from "./faq-search-form";

function render(search: FaqSearch | null, language: "fr" | "en" = "fr"): string {
  return renderToString(
    <I18nProvider i18n={createI18n(language, serverCatalogs)}>
      <FaqSearchForm search={search} maxLength={100} />
    </I18nProvider>,
  );
}

describe("the FAQ search box (works without JavaScript)", () => {
  it("is a plain GET form sending q, bounded, inside a search landmark", () => {
    const html = render(null);
    expect(html).toMatch(/<search><form class="faq-search__form" method="get">/);
    const input = html.match(/<input[^>]*>/)?.[0] ?? "";
    expect(input).toContain('type="search"');
    expect(input).toContain('name="q"');
    expect(input).toContain('maxLength="100"');
    expect(html).toContain("Rechercher dans les questions");
    expect(html).not.toContain("faq-search__results");
  });

  it("keeps the query in the box and links each result to its answer's anchor on the page", () => {
    const html = render({
      query: "pause",
      terms: 1,
      results: [{ id: "ka-fr-0004", question: "Comment mettre mon abonnement en pause ?", topic: "Billets" }],
    });
    expect(html).toContain('value="pause"');
    expect(html).toContain("1 réponse pour « pause »");
    expect(html).toMatch(/<a class="faq-search__result" href="#ka-fr-0004">/);
  });

  it("says when nothing is found, and when no word was long enough", () => {
    expect(render({ query: "xylophone", terms: 1, results: [] }, "en")).toContain(
      "No answer for “xylophone”. Try other words, or write to us.",
    );
    expect(render({ query: "a", terms: 0, results: [] })).toContain("Tapez au moins un mot de deux lettres.");
  });
});
