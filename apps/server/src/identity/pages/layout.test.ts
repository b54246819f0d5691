import { describe, expect, it } from "vitest";
import { demoAuthorizePage } from "../upstream/pages.ts";
import { signInPage } from "./pages.ts";
import { socialButtons } from "./social-buttons.ts";
import { staffCodePage, staffRecoveryCodesPage } from "./staff-pages.ts";

/** HTML allows <style> in the head only: the Nu checker refuses one inside <main>. */
function styleElementsOutsideHead(page: string): number {
  const body = page.slice(page.indexOf("</head>"));
  return (body.match(/<style[\s>]/g) ?? []).length;
}

describe("identity pages keep their styles in the head", () => {
  it("the sign-in page with the social buttons", () => {
    const social = socialButtons("fr", "uid-1", ["google-oauth2", "facebook", "apple"]);
    const page = signInPage("fr", "uid-1", { social });
    expect(page).toContain('class="social-button"');
    expect(page).toContain(".social-button{");
    expect(styleElementsOutsideHead(page)).toBe(0);
  });

  it("the demonstration upstream's page", () => {
    const page = demoAuthorizePage("nl", "google-oauth2", { request: { state: "s" }, cancelUrl: "/" });
    expect(page).toContain(".demo-banner{");
    expect(styleElementsOutsideHead(page)).toBe(0);
  });

  it("the staff code and enrolment page, and the recovery codes page, in every language", () => {
    for (const lang of ["fr", "nl", "en"] as const) {
      const enrolment = { qr: "data:image/svg+xml;base64,PHN2Zy8+", secret: "JBSWY3DPEHPK3PXP" };
      const page = staffCodePage(lang, "uid-1", { step: "s", enrolment, formError: "x" });
      expect(styleElementsOutsideHead(page)).toBe(0);
      expect(page).toContain(`<html lang="${lang}">`);
      // The QR code has its text alternative, the code field its label, error and description.
      expect(page).toMatch(/<img class="enrol-qr" src="data:image\/svg\+xml;base64,[^"]+" alt="[^"]+"/);
      expect(page).toContain('<label class="ui-field__label" for="field-code">');
      expect(page).toContain('aria-invalid="true"');
      expect(page.match(/<h1>/g)).toHaveLength(1);
      const recovery = staffRecoveryCodesPage(lang, ["abcd-efgh-ijkl"], "/idp/auth/uid-1");
      expect(styleElementsOutsideHead(recovery)).toBe(0);
      expect(recovery).toContain("<li>abcd-efgh-ijkl</li>");
    }
  });
});
