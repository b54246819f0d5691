// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FAKE_SIGNED_OUT_KEY } from "../../lib/auth/fake-user-manager";
import { getUserManager } from "../../lib/auth/user-manager";
import { resetFakeDb } from "../../mocks/fake-db";
import { moduleRoute, renderRoutes, type StubRoutes } from "../../shell/testing/render-routes";
import * as accountLayout from "./account-layout";
import { resetAccountTest, screenNames } from "./account-route-test-kit";
import * as home from "./home";
import * as mail from "./mail";
import * as register from "./register";

// The real route modules, as routes.ts mounts them: the screens under the guarded customer-area
// layout below :language. The m/:language pages sign in from the app's cookie, never through the
// provider: their guard is tested in routes/embedded-layout.test.tsx.
const routes: StubRoutes = [
  {
    path: "/:language",
    children: [
      moduleRoute(undefined, accountLayout, [
        moduleRoute(null, home),
        moduleRoute("register", register),
        moduleRoute("mail", mail),
      ]),
    ],
  },
];

afterEach(() => {
  resetAccountTest();
  vi.restoreAllMocks();
});

describe("customer-area guards (SPEC 2.2, SPEC 6)", () => {
  it("shows the home to a registered customer", async () => {
    renderRoutes(routes, "/fr");
    expect((await screen.findByRole("heading", { level: 1, name: /Bonjour/ })).textContent).toBe(
      "Bonjour Camille",
    );
  });

  it("sends a customer not yet registered from the home to /{language}/register", async () => {
    resetFakeDb("unregistered");
    renderRoutes(routes, "/nl");
    expect(await screen.findByRole("heading", { level: 1, name: "Rond je registratie af" })).toBeDefined();
    // SPEC 2.2 analytics: the redirected home is no screen; the register form is.
    await vi.waitFor(() => expect(screenNames()).toEqual(["signup_validation_form"]));
  });

  it("sends a registered customer from /register to the home", async () => {
    renderRoutes(routes, "/en/register");
    expect(await screen.findByRole("heading", { level: 1, name: "Hello Camille" })).toBeDefined();
  });

  it("shows the mail page to a customer not yet registered: no registration check", async () => {
    resetFakeDb("unregistered");
    renderRoutes(routes, "/en/mail");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Verify your e-mail address" }),
    ).toBeDefined();
  });

  it("sends an anonymous visitor to sign in, with the wanted URL and the UI locale", async () => {
    sessionStorage.setItem(FAKE_SIGNED_OUT_KEY, "1");
    const manager = await getUserManager();
    const signIn = vi.spyOn(manager, "signinRedirect").mockResolvedValue(undefined);
    renderRoutes(routes, "/nl/mail?from=app");
    await vi.waitFor(() =>
      expect(signIn).toHaveBeenCalledWith({ state: "/nl/mail?from=app", ui_locales: "nl" }),
    );
    expect(screen.queryByRole("heading", { level: 1, name: /e-mail/ })).toBeNull();
  });

  it("titles the page from the screen's handle", async () => {
    renderRoutes(routes, "/en/mail");
    await screen.findByRole("heading", { level: 1, name: "Verify your e-mail address" });
    await vi.waitFor(() => expect(document.title).toBe("E-mail verification | Cinélux"));
  });
});
