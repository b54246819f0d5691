import { describe, expect, it } from "vitest";
import { ExperiencesPage } from "../../features/catalog/experiences/experiences-page";
import { loadExperiencesPage } from "../../features/catalog/experiences/experiences-page.server";
import {
  DUTCH_CINEMAS,
  FRENCH_CINEMAS,
  SHOWS,
  testCatalog,
  testFlags,
} from "../../features/catalog/experiences/test-catalog";
import { expectCatalogHead, renderLoadedRoute } from "./catalog-render-test-kit";
import { handle } from "./experiences";

const renderExperiences = (host: string, path: string, shows = SHOWS) =>
  renderLoadedRoute(host, path, {
    pattern: ":language/:page",
    handle,
    catalog: (domain) => testCatalog(domain.id === "nl" ? DUTCH_CINEMAS : FRENCH_CINEMAS, shows),
    load: (input) => loadExperiencesPage({ ...input, flags: testFlags(true) }),
    page: (page) => <ExperiencesPage page={page} />,
  });

describe("the Experiences page", () => {
  it("renders its head: title, one description, canonical and hreflang", async () => {
    const html = await renderExperiences("localhost:3000", "/en/experiences");
    expectCatalogHead(html, {
      title: "IMAX, 4DX, ScreenX and Dolby experiences | Cinélux",
      canonical: "http://localhost:3000/en/experiences",
      alternate: 'hrefLang="nl" href="http://nl.localhost:3000/nl/belevingen"',
    });
    expect(html.match(/<h1[^>]*>/g)).toHaveLength(1);
  });

  it("gives each format a section with its anchor, mark, copy, cinemas and shows", async () => {
    const html = await renderExperiences("localhost:3000", "/fr/experiences");
    expect(html).toContain("<h1>Les expériences Cinélux</h1>");
    for (const anchor of ["imax", "4dx", "screenx", "dolby"]) {
      expect(html).toContain(`id="${anchor}"`);
      expect(html).toContain(`href="#${anchor}"`);
    }
    expect(html).toContain("L&#x27;image la plus grande, le son le plus puissant");
    expect(html).toContain("Le film se vit avec tout le corps");
    expect(html).toContain("Cinémas équipés en IMAX");
    expect(html).toMatch(/<a href="\/fr\/cinema\/cinelux-bastille"[^>]*>Cinélux Bastille<\/a>/);
    expect(html).toContain("À l&#x27;affiche en IMAX");
    expect(html).toContain('href="/fr/films/metropolis"');
    expect(html).toContain('href="/fr/evenements/la-traviata"');
    expect(html).toMatch(/href="\/fr\/films\?technology=imax"[^>]*>Tous les films en IMAX/);
    // ScreenX: no cinema and no show here, said plainly.
    expect(html).toContain("Aucun cinéma de ce site n&#x27;en est encore équipé.");
    expect(html).toContain("Aucune séance en ScreenX n&#x27;est programmée pour l&#x27;instant.");
    // Every poster is below the fold: all lazy, all sized.
    const posters = [...html.matchAll(/<img [^>]*\/posters\/[^>]*>/g)].map(([tag]) => tag);
    expect(posters.length).toBeGreaterThan(0);
    expect(posters.every((tag) => tag.includes('loading="lazy"') && tag.includes('width="160"'))).toBe(true);
  });

  it("speaks Dutch on the Dutch domain, with its cinemas", async () => {
    const html = await renderExperiences("nl.localhost:3000", "/nl/belevingen");
    expect(html).toContain("<h1>Cinélux-belevingen</h1>");
    expect(html).toContain("Bioscopen met IMAX");
    expect(html).toContain('href="/nl/bioscoop/cinelux-catharijne"');
    expect(html).not.toContain("Bastille");
  });
});
