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

describe("isBearerAllowed with a configured base (SPEC 7 tunnel calls at settings urls.tunnelBase)", () => {
  it.each([
    ["https://tunnel.cinelux.fr", "https://tunnel.cinelux.fr/api/ec/ebillet?language=fr"],
    ["https://tunnel.cinelux.fr/", "https://tunnel.cinelux.fr/api/ec/cancel/x"],
    ["https://tunnel.cinelux.fr/ec", "https://tunnel.cinelux.fr/ec/api/ec/sendmail/a/b"],
    ["/tunnel", "https://www.cinelux.fr/tunnel/api/ec/ebillet"],
  ])("attaches the token under the base's /api/: %s", (base, url) => {
    expect(isBearerAllowed(url, origin, base)).toBe(true);
  });

  it.each([
    ["another origin than the base", "https://tunnel.cinelux.fr", "https://evil.example/api/ec/ebillet"],
    ["the site itself when the call names the tunnel", "https://tunnel.cinelux.fr", "/api/ec/ebillet"],
    ["outside the base's path", "https://tunnel.cinelux.fr/ec", "https://tunnel.cinelux.fr/api/ec/ebillet"],
    ["a public path under the base", "https://tunnel.cinelux.fr", "https://tunnel.cinelux.fr/api/shows"],
  ])("refuses %s", (_label, base, url) => {
    expect(isBearerAllowed(url, origin, base)).toBe(false);
  });
});
