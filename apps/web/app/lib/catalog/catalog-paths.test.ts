import { describe, expect, it } from "vitest";
import { alternatePath } from "./alternate-paths";
import { catalogAlternatePaths, catalogPath, catalogRoutePatterns } from "./catalog-paths";
import { catalogRoutes } from "./catalog-route-config";

describe("the catalog path table (decision 007)", () => {
  it("gives each page its distinct route patterns over fr, nl and en", () => {
    expect(catalogRoutePatterns("Show")).toEqual(["films/:slug", "movies/:slug"]);
    expect(catalogRoutePatterns("Entertainment")).toEqual([
      "evenements/:slug",
      "evenementen/:slug",
      "events/:slug",
    ]);
  });

  it("builds a page's path in a language, and in every language", () => {
    expect(catalogPath("en", "Show", "metropolis")).toBe("/en/movies/metropolis");
    expect(catalogPath("nl", "Cinemas")).toBe("/nl/bioscopen");
    expect(catalogPath("fr", "Home")).toBe("/fr");
    expect(catalogAlternatePaths("Entertainment", "swan-lake")).toEqual({
      fr: "/fr/evenements/swan-lake",
      nl: "/nl/evenementen/swan-lake",
      en: "/en/events/swan-lake",
    });
  });

  it("mounts one route per distinct path, each with its own id", () => {
    const routes = catalogRoutes("Show", "routes/catalog/show.tsx");
    expect(routes.map(({ path, id, file }) => ({ path, id, file }))).toEqual([
      { path: "films/:slug", id: "catalog-Show-films", file: "routes/catalog/show.tsx" },
      { path: "movies/:slug", id: "catalog-Show-movies", file: "routes/catalog/show.tsx" },
    ]);
  });
});

describe("alternatePath (the language switch on a translated page)", () => {
  it("takes the deepest match's path in the language asked, else nothing", () => {
    const matches = [
      { loaderData: { cspNonce: "" } },
      { loaderData: null },
      { loaderData: { alternatePaths: { fr: "/fr/films/x", en: "/en/movies/x" } } },
    ];
    expect(alternatePath(matches, "en")).toBe("/en/movies/x");
    expect(alternatePath(matches, "nl")).toBeUndefined();
    expect(alternatePath([{ loaderData: undefined }], "fr")).toBeUndefined();
  });
});
