// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AUTH_ERROR_STORAGE_KEY, storeAuthError } from "../lib/auth/auth-error";
import { getUserManager } from "../lib/auth/user-manager";
import { moduleRoute, renderRoutes, resetRouteTest, type StubRoutes } from "../shell/testing/render-routes";
import * as errorRoute from "./error";

const routes: StubRoutes = [moduleRoute("/:language/error", errorRoute)];

afterEach(() => {
  resetRouteTest();
  vi.restoreAllMocks();
});

describe("{language}/error (SPEC 2.2, SPEC 8 login callback failure)", () => {
  it("shows the stored sign-in failure's generic text, never the provider's details", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    storeAuthError({ error: "access_denied", error_description: "Secret provider detail" });
    renderRoutes(routes, "/en/error");
    expect(await screen.findByRole("heading", { level: 1, name: "Sign-in failed" })).toBeDefined();
    expect(screen.getByText("We could not sign you in. Please try again.")).toBeDefined();
    expect(document.body.textContent).not.toContain("Secret provider detail");
    expect(screen.getByRole("link", { name: "Back to my account" }).getAttribute("href")).toBe("/en");
  });

  it("signs in again towards the language home, forgetting the stored error", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    storeAuthError({ error: "access_denied" });
    const signIn = vi.spyOn(await getUserManager(), "signinRedirect").mockResolvedValue(undefined);
    const { user } = renderRoutes(routes, "/nl/error");
    await user.click(await screen.findByRole("button", { name: "Opnieuw inloggen" }));
    // The click loads the identity client on demand before it signs in.
    await vi.waitFor(() => expect(signIn).toHaveBeenCalledWith({ state: "/nl", ui_locales: "nl" }));
    expect(sessionStorage.getItem(AUTH_ERROR_STORAGE_KEY)).toBeNull();
  });

  it("shows the generic error text without a stored failure", async () => {
    renderRoutes(routes, "/fr/error");
    expect(await screen.findByRole("heading", { level: 1, name: "Une erreur est survenue" })).toBeDefined();
  });
});
