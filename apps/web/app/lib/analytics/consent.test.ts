// @vitest-environment jsdom
import { CONSENT_PURPOSES as CONTRACT_PURPOSES } from "@cinelux/contract/settings";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CONSENT_COOKIE,
  CONSENT_PURPOSES,
  CONSENT_VERSION,
  consentCookieValue,
  currentConsent,
  parseConsent,
  saveConsent,
} from "./consent";

const chosen = { measurement: true, personalisation: false, advertising: true };
const at = Date.UTC(2026, 0, 15, 12);
const cookie = (value: string) => `other=1; ${CONSENT_COOKIE}=${value}; last=2`;

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie the store wrote
  document.cookie = `${CONSENT_COOKIE}=; path=/; max-age=0`;
});

describe("the consent store (CNIL: a choice per purpose, kept six months)", () => {
  it("asks about the contract's purposes, in its order", () => {
    expect(CONSENT_PURPOSES).toEqual(CONTRACT_PURPOSES);
  });

  it("reads back the choices it stored, with their date and version", () => {
    const value = consentCookieValue(chosen, at);
    expect(value).toBe(`${CONSENT_VERSION}.${at}.101`);
    expect(parseConsent(cookie(value), at + 1000)).toEqual(chosen);
  });

  it("forgets a choice six months old, so the dialog asks again", () => {
    const value = consentCookieValue(chosen, at);
    expect(parseConsent(cookie(value), Date.UTC(2026, 6, 15, 11, 59))).toEqual(chosen);
    expect(parseConsent(cookie(value), Date.UTC(2026, 6, 15, 12))).toBeNull();
  });

  it("forgets a choice made under another version of the dialog, or unreadable", () => {
    expect(parseConsent(cookie(`${CONSENT_VERSION + 1}.${at}.111`), at)).toBeNull();
    expect(parseConsent(cookie(`${CONSENT_VERSION}.${at}.11`), at)).toBeNull();
    expect(parseConsent(cookie(`${CONSENT_VERSION}.soon.111`), at)).toBeNull();
    expect(parseConsent("other=1", at)).toBeNull();
  });

  it("saves a first-party cookie for the whole site and tells its readers", () => {
    expect(currentConsent()).toBeNull();
    const spy = vi.spyOn(document, "cookie", "set");
    saveConsent(chosen);
    expect(spy.mock.calls[0]?.[0]).toMatch(
      new RegExp(`^${CONSENT_COOKIE}=${CONSENT_VERSION}\\.\\d+\\.101; path=/; max-age=\\d+; samesite=lax$`),
    );
    spy.mockRestore();
    expect(currentConsent()).toEqual(chosen);
  });
});
