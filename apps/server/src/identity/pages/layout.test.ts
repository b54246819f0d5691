import { describe, expect, it } from "vitest";
import { demoAuthorizePage } from "../upstream/pages.ts";
import { signInPage } from "./pages.ts";
import { socialButtons } from "./social-buttons.ts";

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
});
