import { describe, expect, it } from "vitest";
import { decideLogin, decideRegisterPage, decideRegistration, registrationReturnPath } from "./guards";

describe("decideLogin (SPEC 2.2 login guard)", () => {
  it("sends an anonymous visitor to sign in with the wanted URL and the UI locale", () => {
    const url = new URL("http://localhost:3000/nl/register?from=mail#top");
    expect(decideLogin(null, url, "nl")).toEqual({
      type: "sign-in",
      request: { state: "/nl/register?from=mail", ui_locales: "nl" },
    });
  });

  it("lets a signed-in customer through, with the user", () => {
    const user = { access_token: "token" };
    expect(decideLogin(user, new URL("http://localhost:3000/fr"), "fr")).toEqual({ type: "allow", user });
  });
});

describe("decideRegistration (SPEC 2.2 registration guard)", () => {
  it("sends a customer with registered=false to register in the same language", () => {
    expect(decideRegistration(false, "en")).toEqual({ type: "redirect", to: "/en/register" });
  });

  it("lets a registered customer through", () => {
    expect(decideRegistration(true, "fr")).toEqual({ type: "allow" });
  });

  it("keeps the pass sign-up and its plan for the way back from registering", () => {
    const url = new URL("http://localhost:3000/fr/subscribe?plan=CINEPASS_GOLD");
    expect(decideRegistration(false, "fr", url)).toEqual({
      type: "redirect",
      to: "/fr/register?next=%2Ffr%2Fsubscribe%3Fplan%3DCINEPASS_GOLD",
    });
  });

  it("keeps no other page: a registration goes home from them (SPEC 4)", () => {
    expect(decideRegistration(false, "fr", new URL("http://localhost:3000/fr/tickets"))).toEqual({
      type: "redirect",
      to: "/fr/register",
    });
  });
});

describe("registrationReturnPath (after registering)", () => {
  it("goes back to the pass sign-up with its plan", () => {
    expect(registrationReturnPath("/nl/subscribe?plan=FAMILY", "nl")).toBe("/nl/subscribe?plan=FAMILY");
  });

  it.each([
    [null],
    ["/fr/tickets"],
    ["//evil.example/fr/subscribe"],
    ["https://evil.example/fr/subscribe"],
    ["/en/subscribe?plan=CINEPASS"],
  ])("goes home for %s", (next) => {
    expect(registrationReturnPath(next, "fr")).toBe("/fr");
  });
});

describe("decideRegisterPage (SPEC 2.2 {language}/register)", () => {
  it("sends a registered customer home", () => {
    expect(decideRegisterPage(true, "nl")).toEqual({ type: "redirect", to: "/nl" });
  });

  it("shows the page to a customer not yet registered", () => {
    expect(decideRegisterPage(false, "nl")).toEqual({ type: "allow" });
  });
});
