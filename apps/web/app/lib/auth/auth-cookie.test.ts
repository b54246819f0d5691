import { describe, expect, it } from "vitest";
import { AUTH_COOKIE_NAME, parentCookieDomain } from "./auth-cookie";

describe("auth cookie (SPEC 4 Logout, SPEC 9)", () => {
  it("is named after the provider", () => {
    expect(AUTH_COOKIE_NAME).toBe("CINELUX_AUTH");
  });

  it.each([
    ["www.cinelux.fr", "cinelux.fr"],
    ["preprod.cinelux.nl", "cinelux.nl"],
    ["cinelux.fr", "cinelux.fr"],
  ])("lives on the parent domain of %s", (host, domain) => {
    expect(parentCookieDomain(host)).toBe(domain);
  });

  it.each(["localhost", "nl.localhost", "127.0.0.1", "[::1]"])("is host-only on %s", (host) => {
    expect(parentCookieDomain(host)).toBeUndefined();
  });
});
