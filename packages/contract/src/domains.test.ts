import { describe, expect, it } from "vitest";
import { FOOTER_CITIES } from "./constants.ts";
import { DOMAINS, domainFromHost, environmentFromHost } from "./domains.ts";

describe("domains", () => {
  it.each([
    ["cinelux.fr", "fr"],
    ["www.cinelux.fr", "fr"],
    ["cinelux.nl", "nl"],
    ["www.cinelux.nl:443", "nl"],
    ["preprod.cinelux.nl", "nl"],
    ["nl.localhost:3000", "nl"],
    ["localhost:3000", "fr"],
    ["unknown.example.org", "fr"],
    ["", "fr"],
    ["cinelux.nl.evil.example", "fr"],
  ])("%s is the %s domain", (host, domain) => {
    expect(domainFromHost(host).id).toBe(domain);
  });

  it("gives each domain its languages, first the default one, and EUR", () => {
    expect(DOMAINS.fr.languages).toEqual(["fr", "en"]);
    expect(DOMAINS.nl.languages).toEqual(["nl", "en"]);
    expect(DOMAINS.fr.currency).toBe("EUR");
    expect(DOMAINS.nl.currency).toBe("EUR");
  });

  it("has five footer cities per domain", () => {
    expect(FOOTER_CITIES.fr.map((c) => c.name)).toEqual(["Paris", "Lyon", "Marseille", "Toulouse", "Nice"]);
    expect(FOOTER_CITIES.nl.map((c) => c.name)).toEqual([
      "Amsterdam",
      "Rotterdam",
      "Den Haag",
      "Utrecht",
      "Tilburg",
    ]);
  });
});

describe("environments", () => {
  it.each([
    ["localhost:3000", "dev"],
    ["nl.localhost", "dev"],
    ["www.cinelux.fr", "prod"],
    ["cinelux.nl", "prod"],
    ["preprod.cinelux.fr", "preprod"],
    ["staging.cinelux.nl", "staging"],
    ["uat.cinelux.fr", "uat"],
    ["dev.cinelux.fr", "dev"],
    ["staging-2.cinelux.fr", "staging"],
  ])("%s runs in %s", (host, env) => {
    expect(environmentFromHost(host)).toBe(env);
  });
});
