// @vitest-environment jsdom
import { MAX_FAVOURITE_CINEMAS } from "@cinelux/contract/constants";
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { getToasts } from "../../lib/toasts/toast-store";
import { fakeCinemaChoices } from "../../mocks/data/favourites";
import { fakeFavouriteIds } from "../../mocks/fakes/favourites";
import { fakeServer } from "../../mocks/node";
import { moduleRoute } from "../../shell/testing/render-routes";
import {
  accountRoutes,
  failGet,
  openScreen,
  resetAccountTest,
  retryAfterFailure,
} from "./account-route-test-kit";
import * as cinemas from "./cinemas";

const routes = accountRoutes(moduleRoute("cinemas", cinemas));

afterEach(resetAccountTest);

const open = (path: string) =>
  openScreen(routes, path, /^(Mes cinémas favoris|My favourite cinemas|Mijn favoriete bioscopen)$/);

function favouriteNames(): string[] {
  const section = screen.getByRole("region", { name: /^(My favourites|Mes favoris|Mijn favorieten)/ });
  return within(section)
    .queryAllByRole("listitem")
    .map((item) => item.querySelector(".favourites__name")?.textContent ?? "");
}

const french = fakeCinemaChoices("fr");

describe("{language}/cinemas (SPEC 5 favourites)", { timeout: 20_000 }, () => {
  it("lists the favourites of the site in the order added, with the count out of six", async () => {
    await open("/en/cinemas");
    expect(await screen.findByRole("heading", { level: 2, name: "My favourites (2 of 6)" })).toBeDefined();
    expect(favouriteNames()).toEqual(french.slice(0, 2).map((cinema) => cinema.name));
  });

  it("adds a cinema found by searching its city, and removes one", async () => {
    const { user } = await open("/fr/cinemas");
    await screen.findByRole("heading", { level: 2, name: "Mes favoris (2 sur 6)" });
    const target = french[3];
    await user.type(screen.getByRole("searchbox", { name: "Rechercher un cinéma" }), target?.city ?? "");
    await user.click(screen.getByRole("button", { name: `Ajouter ${target?.name} à mes favoris` }));
    expect(await screen.findByRole("heading", { level: 2, name: "Mes favoris (3 sur 6)" })).toBeDefined();
    expect(screen.getByRole("button", { name: `${target?.name} est dans mes favoris` })).toBeDefined();
    await user.click(screen.getByRole("button", { name: `Retirer ${french[0]?.name} de mes favoris` }));
    expect(await screen.findByRole("heading", { level: 2, name: "Mes favoris (2 sur 6)" })).toBe(
      document.activeElement,
    );
    expect(fakeFavouriteIds()).not.toContain(french[0]?.id);
  });

  it("reverts the seventh favourite with a toast, without calling the server", async () => {
    const sixth = french.slice(0, MAX_FAVOURITE_CINEMAS);
    fakeFavouriteIds().splice(0, fakeFavouriteIds().length, ...sixth.map((cinema) => cinema.id));
    let patches = 0;
    fakeServer.events.on("request:start", ({ request }) => {
      patches += request.method === "PATCH" ? 1 : 0;
    });
    const { user } = await open("/en/cinemas");
    await screen.findByRole("heading", { level: 2, name: "My favourites (6 of 6)" });
    const seventh = french[MAX_FAVOURITE_CINEMAS];
    await user.click(screen.getByRole("button", { name: `Add ${seventh?.name} to my favourites` }));
    await waitFor(() =>
      expect(getToasts().current).toMatchObject({
        type: "error",
        i18n: { title: "Toast.FavouritesLimit.Title", content: "Toast.FavouritesLimit.Content" },
      }),
    );
    expect(favouriteNames()).toEqual(sixth.map((cinema) => cinema.name));
    expect(patches).toBe(0);
    fakeServer.events.removeAllListeners();
  });

  it("reverts with the toast when the server refuses (another tab added meanwhile)", async () => {
    const { user } = await open("/en/cinemas");
    await screen.findByRole("heading", { level: 2, name: "My favourites (2 of 6)" });
    fakeServer.use(
      http.patch("*/api/accounts/me/cinemas", () =>
        HttpResponse.json({ code: "FAVOURITES_LIMIT", message: "Limit." }, { status: 409 }),
      ),
    );
    await user.click(screen.getByRole("button", { name: `Add ${french[4]?.name} to my favourites` }));
    await waitFor(() => expect(getToasts().current?.i18n?.title).toBe("Toast.FavouritesLimit.Title"));
    expect(favouriteNames()).toEqual(french.slice(0, 2).map((cinema) => cinema.name));
  });

  it("says when there is no favourite yet", async () => {
    fakeFavouriteIds().splice(0);
    await open("/nl/cinemas");
    expect(await screen.findByText("Nog geen favoriete bioscopen")).toBeDefined();
  });

  it("says so in place when the favourites cannot be loaded, and loads them on 'Try again'", async () => {
    failGet("/api/accounts/me/cinemas");
    const { user } = await open("/en/cinemas");
    await retryAfterFailure(user, "Your favourite cinemas could not be loaded.");
    expect(await screen.findByRole("heading", { level: 2, name: "My favourites (2 of 6)" })).toBeDefined();
  });
});
