// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { FAKE_SIGNED_OUT_KEY } from "../../../lib/auth/fake-user-manager";
import { fakeDb } from "../../../mocks/fake-db";
import { fakeServer } from "../../../mocks/node";
import { renderRoutes, resetRouteTest, type StubRoutes } from "../../../shell/testing/render-routes";
import { ClubJoin } from "./club-join";

const routes: StubRoutes = [
  { path: "/:language/club-cinelux", Component: () => <ClubJoin language="en" joinHref="/en/advantages" /> },
];

afterEach(() => resetRouteTest());

/** What the button says to a visitor not (yet) known to be signed in. */
const SIGN_IN_FIRST = "Sign in or create your account: you then come back here to join.";

describe("Join the Club (SPEC 2.1 Club card)", () => {
  it("lets a signed-in customer join in place, then says they are a member", async () => {
    fakeDb().account.hasLoyalty = false;
    const { user } = renderRoutes(routes, "/en/club-cinelux");
    const join = await screen.findByRole("button", { name: "Join the Club" });
    // Busy while the account is read: a member would not be offered to join.
    await waitFor(
      () => {
        expect(join.getAttribute("aria-busy")).toBeNull();
        // The visitor is known to be signed in: the button no longer asks to sign in first.
        expect(screen.queryByText(SIGN_IN_FIRST)).toBeNull();
        // The session is read asynchronously: a loaded machine takes more than the default second.
      },
      { timeout: 5_000 },
    );
    await user.click(join);
    expect(await screen.findByText("You are a member of the Club")).toBeDefined();
    expect(screen.getByRole("link", { name: "See my advantages" }).getAttribute("href")).toBe(
      "/en/advantages",
    );
    expect(fakeDb().account.hasLoyalty).toBe(true);
  });

  it("shows a member their membership at once", async () => {
    fakeDb().account.hasLoyalty = true;
    renderRoutes(routes, "/en/club-cinelux");
    expect(await screen.findByText("You are a member of the Club")).toBeDefined();
    expect(screen.queryByRole("button", { name: "Join the Club" })).toBeNull();
  });

  it("says in place when joining failed", async () => {
    fakeDb().account.hasLoyalty = false;
    fakeServer.use(
      http.post("*/api/accounts/me/club", () =>
        HttpResponse.json({ code: "INTERNAL", message: "x" }, { status: 500 }),
      ),
    );
    const { user } = renderRoutes(routes, "/en/club-cinelux");
    const join = await screen.findByRole("button", { name: "Join the Club" });
    await waitFor(
      () => {
        expect(join.getAttribute("aria-busy")).toBeNull();
        // The visitor is known to be signed in: the button no longer asks to sign in first.
        expect(screen.queryByText(SIGN_IN_FIRST)).toBeNull();
        // The session is read asynchronously: a loaded machine takes more than the default second.
      },
      { timeout: 5_000 },
    );
    await user.click(join);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Joining did not work. Try again in a moment.",
    );
  });

  it("asks a signed-out visitor to sign in first and come back", async () => {
    sessionStorage.setItem(FAKE_SIGNED_OUT_KEY, "1");
    renderRoutes(routes, "/en/club-cinelux");
    expect(await screen.findByText(SIGN_IN_FIRST)).toBeDefined();
    expect(
      screen.getByRole("button", { name: "Join the Club" }).getAttribute("aria-describedby"),
    ).toBeTruthy();
  });
});
