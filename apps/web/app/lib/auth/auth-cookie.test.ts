// @vitest-environment jsdom
import { AUTH_FLAG_COOKIE } from "@cinelux/contract/constants";
import { afterEach, describe, expect, it } from "vitest";
import {
  AUTH_COOKIE_NAME,
  authFlagCookie,
  deleteAuthCookie,
  expiredCookies,
  parentCookieDomain,
  setAuthFlagCookie,
} from "./auth-cookie";

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

  it("is deleted on the parent domain and host-only", () => {
    expect(expiredCookies("CINELUX_AUTH", "www.cinelux.fr")).toEqual([
      "CINELUX_AUTH=; Max-Age=0; Path=/; SameSite=Lax",
      "CINELUX_AUTH=; Max-Age=0; Path=/; SameSite=Lax; Domain=.cinelux.fr",
    ]);
  });
});

describe("authentication flag cookie (SPEC 9: value 1, one hour)", () => {
  afterEach(() => {
    deleteAuthCookie("localhost");
  });

  it("holds the value 1 for one hour on the parent domain", () => {
    expect(AUTH_FLAG_COOKIE.value).toBe("1");
    expect(AUTH_FLAG_COOKIE.maxAgeSeconds).toBe(3600);
    expect(authFlagCookie("www.cinelux.fr", true)).toBe(
      "cinelux_authenticated=1; Max-Age=3600; Path=/; SameSite=Lax; Domain=.cinelux.fr; Secure",
    );
  });

  it("has no Domain attribute on localhost", () => {
    expect(authFlagCookie("localhost", false)).toBe(
      "cinelux_authenticated=1; Max-Age=3600; Path=/; SameSite=Lax",
    );
  });

  it("is readable once set and gone after sign-out", () => {
    setAuthFlagCookie({ hostname: "localhost", protocol: "http:" });
    expect(document.cookie).toContain("cinelux_authenticated=1");
    deleteAuthCookie("localhost");
    expect(document.cookie).not.toContain("cinelux_authenticated");
  });
});
