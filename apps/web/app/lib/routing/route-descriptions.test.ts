import { readFileSync } from "node:fs";
import { LANGUAGES, type Language } from "@cinelux/contract/languages";
import { describe, expect, it } from "vitest";
import { ERROR_HANDLE, NOT_FOUND_HANDLE, type RouteHandle } from "./route-handle";

// Lighthouse's SEO 100 (DESIGN.md "Quality budgets"): every page has a <meta name="description">
// in fr, nl and en, from its handle.
const modules = import.meta.glob<{ handle?: RouteHandle; default?: unknown }>(
  ["../../routes/**/*.{ts,tsx}", "!../../routes/**/*.test.{ts,tsx}"],
  { eager: true },
);

/** Layouts frame pages and the empty path only redirects: neither is a page of its own. */
function isPage(file: string, module: { default?: unknown }): boolean {
  return (
    typeof module.default === "function" &&
    !/-layout\.tsx$/.test(file) &&
    !file.endsWith("language-redirect.tsx")
  );
}

function catalog(language: Language): Record<string, string> {
  const url = new URL(`../../../public/assets/i18n/${language}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, "utf8")) as Record<string, string>;
}

const pages = Object.entries(modules).filter(([file, module]) => isPage(file, module));

describe("page descriptions", () => {
  it("finds the route modules", () => {
    expect(pages.map(([file]) => file)).toEqual(
      expect.arrayContaining([
        "../../routes/account/home.tsx",
        "../../routes/error.tsx",
        "../../routes/not-found.tsx",
      ]),
    );
  });

  // Catalog pages describe what they show (a film's synopsis), from their loader data: their own
  // render tests check that meta (routes/catalog/*.render.test.tsx). Every other page names its key.
  const ownDescription = new Set(["../../routes/catalog/show.tsx", "../../routes/catalog/home.tsx"]);

  // The Cinemas, Cinema and City pages too (a cinema's own description, a count of cinemas).
  for (const name of ["cinemas", "cinema", "city"]) {
    ownDescription.add(`../../routes/catalog/${name}.tsx`);
  }

  // The Movies and Experiences pages too (their texts in the page language, from their loaders).
  for (const name of ["movies", "experiences"]) {
    ownDescription.add(`../../routes/catalog/${name}.tsx`);
  }

  // The site pages (their own text's description) and the FAQ page (routes/catalog/site-page.tsx, faq.tsx).
  for (const name of ["site-page", "faq"]) {
    ownDescription.add(`../../routes/catalog/${name}.tsx`);
  }

  // The Offers, Subscription and Club pages (their prices in the description, from their loaders).
  for (const name of ["offers", "subscription", "club"]) {
    ownDescription.add(`../../routes/catalog/${name}.tsx`);
  }

  // The shared booking page (SPEC 7 share link): the shared session's film and cinema.
  ownDescription.add("../../routes/shared-session.tsx");

  it.each(pages)(
    "%s has a descriptionKey in its handle, or is a page that writes its own",
    (file, module) => {
      if (ownDescription.has(file)) {
        expect(module.handle?.descriptionKey).toBeNull();
        return;
      }
      expect(module.handle?.descriptionKey).toMatch(/^Description\./);
    },
  );

  const keys = [
    ...new Set([
      "Description.Default",
      NOT_FOUND_HANDLE.descriptionKey,
      ERROR_HANDLE.descriptionKey,
      ...pages.flatMap(([file, module]) =>
        ownDescription.has(file) ? [] : [module.handle?.descriptionKey ?? ""],
      ),
    ]),
  ];

  it.each(LANGUAGES)("every description exists in %s", (language) => {
    const texts = catalog(language);
    const missing = keys.filter((key) => !texts[key]?.trim());
    expect(missing).toEqual([]);
  });
});
