// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getToasts } from "../../lib/toasts/toast-store";
import { fakeDb } from "../../mocks/fake-db";
import { fakeServer } from "../../mocks/node";
import { moduleRoute, renderRoutes } from "../../shell/testing/render-routes";
import { accountRoutes, resetAccountTest, screenNames } from "./account-route-test-kit";
import * as myInterests from "./my-interests";

const routes = accountRoutes(moduleRoute("my-interests", myInterests));
let patches: unknown[] = [];

beforeEach(() => {
  patches = [];
  fakeServer.events.on("request:start", async ({ request }) => {
    if (request.method === "PATCH" && new URL(request.url).pathname === "/api/accounts/me") {
      patches.push(await request.clone().json());
    }
  });
});

afterEach(resetAccountTest);

function group(name: RegExp) {
  return screen.getByRole("group", { name });
}

function checked(fieldset: HTMLElement): string[] {
  return within(fieldset)
    .getAllByRole("checkbox")
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.closest("label")?.textContent ?? "");
}

describe("{language}/my-interests (SPEC 2.2, 3 interest, 5 Interests)", () => {
  it("shows genres and events as groups of checkboxes with the saved ones ticked, in English", async () => {
    renderRoutes(routes, "/en/my-interests");
    expect(await screen.findByRole("heading", { level: 1, name: "My interests" })).toBeDefined();
    const genres = group(/^Film genres/);
    expect(within(genres).getAllByRole("checkbox")).toHaveLength(15);
    expect(checked(genres)).toEqual(["Comedy", "Horror"]);
    expect(checked(group(/^Events/))).toEqual([]);
    expect(within(genres).getByText("(2 selected)")).toBeDefined();
    await vi.waitFor(() => expect(screenNames()).toEqual(["interests"]));
  });

  it("sends only the interest, in catalogue order, and says it is saved", async () => {
    const { user } = renderRoutes(routes, "/fr/my-interests");
    await user.click(await screen.findByRole("checkbox", { name: "Concerts" }));
    await user.click(screen.getByRole("checkbox", { name: "Action" }));
    await user.click(screen.getByRole("button", { name: "Enregistrer mes centres d'intérêt" }));
    expect(await screen.findByText("Vos centres d'intérêt sont enregistrés.")).toBeDefined();
    expect(patches).toEqual([{ interest: { genres: ["action", "comedy", "horror"], events: ["concert"] } }]);
    expect(fakeDb().account.interest).toEqual({
      genres: ["action", "comedy", "horror"],
      events: ["concert"],
    });
  });

  it("sends null when every interest is unticked, in Dutch", async () => {
    const { user } = renderRoutes(routes, "/nl/my-interests");
    await user.click(await screen.findByRole("button", { name: "Alles wissen" }));
    expect(screen.getByText("U hebt nog geen interesses gekozen.")).toBeDefined();
    await user.click(screen.getByRole("button", { name: "Mijn interesses opslaan" }));
    expect(await screen.findByText("Uw interesses zijn opgeslagen.")).toBeDefined();
    expect(patches).toEqual([{ interest: null }]);
    expect(fakeDb().account.interest).toBeNull();
  });

  it("sends nothing when the selection has not changed", async () => {
    const { user } = renderRoutes(routes, "/fr/my-interests");
    // Unticked and ticked again: the same selection.
    const horror = await screen.findByRole("checkbox", { name: "Épouvante-horreur" });
    await user.click(horror);
    await user.click(horror);
    await user.click(screen.getByRole("button", { name: "Enregistrer mes centres d'intérêt" }));
    expect(
      await screen.findByText("Rien à enregistrer : vos centres d'intérêt n'ont pas changé."),
    ).toBeDefined();
    expect(patches).toEqual([]);
  });

  it("keeps the ticks and shows the error toast when the save fails", async () => {
    fakeServer.use(
      http.patch("*/api/accounts/me", () =>
        HttpResponse.json({ code: "UNAVAILABLE", message: "Service unavailable." }, { status: 503 }),
      ),
    );
    const { user } = renderRoutes(routes, "/en/my-interests");
    await user.click(await screen.findByRole("checkbox", { name: "Drama" }));
    await user.click(screen.getByRole("button", { name: "Save my interests" }));
    await vi.waitFor(() => expect(getToasts().current).toMatchObject({ type: "error" }));
    expect((screen.getByRole("checkbox", { name: "Drama" }) as HTMLInputElement).checked).toBe(true);
    expect(fakeDb().account.interest).toEqual({ genres: ["horror", "comedy"], events: [] });
  });

  it("says so when there is nothing to choose from", async () => {
    fakeServer.use(
      http.get("*/api/interests", () => HttpResponse.json({ language: "fr", genres: [], events: [] })),
    );
    renderRoutes(routes, "/fr/my-interests");
    expect(await screen.findByText("Aucun centre d'intérêt à choisir pour le moment")).toBeDefined();
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.queryByRole("button", { name: "Enregistrer mes centres d'intérêt" })).toBeNull();
  });
});
