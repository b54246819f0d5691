import { describe, expect, it } from "vitest";
import { WEBVIEW_AUTH_COOKIE } from "./constants.ts";
import {
  encodeWebviewAuth,
  hostSignalMessage,
  isHostSignalMessage,
  jwtExpiry,
  readWebviewAuthCookie,
  readWebviewAuthValue,
  WEBVIEW_EXPIRY_MARGIN_SECONDS,
  type WebviewAuth,
} from "./embedded.ts";

const NOW_MS = Date.UTC(2026, 10, 26, 12, 0, 0);
const NOW = NOW_MS / 1000;

function base64url(value: unknown): string {
  return btoa(JSON.stringify(value)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function jwt(claims: Record<string, unknown>): string {
  return `${base64url({ alg: "RS256", typ: "at+jwt" })}.${base64url(claims)}.c2lnbmF0dXJl`;
}

function auth(exp: number, accountId = "0b6c1c52-7f7e-4c57-9d55-1f0b8a1f2b11"): WebviewAuth {
  return {
    jwt: jwt({ sub: accountId, exp }),
    account_id: accountId,
    account_icu: accountId,
    first_login: false,
    email_verified: true,
  };
}

function cookie(value: string): string {
  return `${WEBVIEW_AUTH_COOKIE}=${value}`;
}

describe("the webview auth cookie (SPEC 9)", () => {
  it("reads a URL-encoded JSON cookie whose token is still valid", () => {
    const valid = auth(NOW + 600);
    const reading = readWebviewAuthCookie(`a=1; ${cookie(encodeWebviewAuth(valid))}; b=2`, NOW_MS);
    expect(reading).toEqual({ status: "valid", auth: valid, expiresAt: NOW + 600 });
  });

  it("says missing without the cookie or with an empty one", () => {
    expect(readWebviewAuthCookie(undefined, NOW_MS)).toEqual({ status: "missing" });
    expect(readWebviewAuthCookie("cinelux_authenticated=1", NOW_MS)).toEqual({ status: "missing" });
    expect(readWebviewAuthCookie(cookie(""), NOW_MS)).toEqual({ status: "missing" });
  });

  it("says malformed for what is not the SPEC's fields in URL-encoded JSON", () => {
    const good = auth(NOW + 600);
    const cases = [
      "not-json",
      "%E0%A4%A", // a broken percent escape
      encodeURIComponent(JSON.stringify({ ...good, jwt: "not.a jwt" })),
      encodeURIComponent(JSON.stringify({ ...good, first_login: "false" })),
      encodeURIComponent(JSON.stringify({ jwt: good.jwt })),
      encodeURIComponent(JSON.stringify({ ...good, account_id: "x".repeat(129) })),
      encodeURIComponent(JSON.stringify({ ...good, account_icu: "" })),
      encodeURIComponent(JSON.stringify([good])),
      encodeURIComponent(JSON.stringify({ ...good, jwt: jwt({ sub: "x" }) })), // no exp
      encodeURIComponent(JSON.stringify({ ...good, jwt: "e30.bm90IGpzb24.c2ln" })), // payload not JSON
      "x".repeat(5000),
    ];
    for (const value of cases) {
      expect(readWebviewAuthCookie(cookie(value), NOW_MS).status, value.slice(0, 40)).toBe("malformed");
    }
  });

  it("drops fields a newer app adds instead of refusing the cookie", () => {
    const value = encodeURIComponent(JSON.stringify({ ...auth(NOW + 600), app_version: "5.2" }));
    expect(readWebviewAuthValue(value, NOW_MS)).toMatchObject({ status: "valid", auth: auth(NOW + 600) });
    expect(readWebviewAuthValue(value, NOW_MS)).not.toHaveProperty("auth.app_version");
  });

  it("counts a token as expired from a margin before its end", () => {
    const ending = auth(NOW + WEBVIEW_EXPIRY_MARGIN_SECONDS);
    expect(readWebviewAuthValue(encodeWebviewAuth(ending), NOW_MS)).toEqual({
      status: "expired",
      auth: ending,
    });
    const later = auth(NOW + WEBVIEW_EXPIRY_MARGIN_SECONDS + 1);
    expect(readWebviewAuthValue(encodeWebviewAuth(later), NOW_MS).status).toBe("valid");
  });

  it("prefers a usable copy, the longest-lived, when the browser sends two", () => {
    const expired = auth(NOW - 60);
    const short = auth(NOW + 120);
    const long = auth(NOW + 600);
    const header = [expired, long, short].map((a) => cookie(encodeWebviewAuth(a))).join("; ");
    expect(readWebviewAuthCookie(header, NOW_MS)).toMatchObject({ status: "valid", auth: long });
    const failing = `${cookie("garbage")}; ${cookie(encodeWebviewAuth(expired))}`;
    expect(readWebviewAuthCookie(failing, NOW_MS).status).toBe("expired");
  });

  it("reads the exp claim of a base64url payload", () => {
    expect(jwtExpiry(jwt({ exp: 1_800_000_000, name: "Ünïcode?>" }))).toBe(1_800_000_000);
    expect(jwtExpiry("only-one-part")).toBeNull();
    expect(jwtExpiry(jwt({ exp: "soon" }))).toBeNull();
  });
});

describe("the host signals (SPEC 1)", () => {
  it("carries the brand and the signal, nothing else", () => {
    expect(hostSignalMessage("refresh-login")).toEqual({ source: "Cinelux", signal: "refresh-login" });
    expect(isHostSignalMessage(hostSignalMessage("close"))).toBe(true);
    expect(isHostSignalMessage({ source: "Cinelux", signal: "open" })).toBe(false);
    expect(isHostSignalMessage({ source: "Other", signal: "close" })).toBe(false);
    expect(isHostSignalMessage({ ...hostSignalMessage("close"), extra: 1 })).toBe(false);
    expect(isHostSignalMessage("close")).toBe(false);
  });
});
