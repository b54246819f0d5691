import { describe, expect, it } from "vitest";
import { isBearerAllowed } from "./bearer-allow-list";

const origin = "https://www.cinelux.fr";

describe("isBearerAllowed (SPEC 6: tokens only to allow-listed URLs)", () => {
  it.each([
    "/api/accounts/me",
    "/api/accounts/me?language=fr",
    "https://www.cinelux.fr/api/accounts/me/cards",
    // The signed-in screens' shows (SPEC 7) need the customer; "/api/showsX" is not the catalog.
    "/api/v4/client/shows?language=fr",
    "/api/showsX",
  ])("attaches the token to our own API: %s", (url) => {
    expect(isBearerAllowed(url, origin)).toBe(true);
  });

  it.each([
    ["another origin", "https://evil.example/api/accounts/me"],
    ["another subdomain", "https://catalog.cinelux.fr/api/accounts/me"],
    ["another scheme", "http://www.cinelux.fr/api/accounts/me"],
    ["another port", "https://www.cinelux.fr:8443/api/accounts/me"],
    ["a protocol-relative URL", "//evil.example/api/accounts/me"],
    ["a non-API path", "/assets/i18n/fr.json"],
    ["a look-alike prefix", "/apix/accounts"],
    ["the bare /api", "/api"],
    ["the identity provider", "/idp/token"],
    ["the public settings (SPEC 7)", "/api/settings"],
    ["the public settings with a query", "/api/settings?language=fr"],
    ["the public catalog's shows (SPEC 6)", "/api/shows?genre=horror"],
    ["the catalog's trailers", "/api/shows/trailers"],
    ["a show", "/api/show/metropolis"],
    ["the cinemas", "/api/cinemas"],
    ["a cinema's shows", "/api/cinema/cinelux-paris-bastille/shows"],
    ["a zone's schedule", "/api/zone/idf"],
  ])("refuses %s", (_label, url) => {
    expect(isBearerAllowed(url, origin)).toBe(false);
  });

  it("refuses a URL that does not parse", () => {
    expect(isBearerAllowed("https://[broken", origin)).toBe(false);
  });
});
