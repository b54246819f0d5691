// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { getToasts } from "../../lib/toasts/toast-store";
import { fakeServer } from "../../mocks/node";
import { moduleRoute } from "../../shell/testing/render-routes";
import {
  accountRoutes,
  failGet,
  openScreen,
  resetAccountTest,
  showTitle as titleOf,
} from "./account-route-test-kit";
import * as ratings from "./ratings";

const routes = accountRoutes(moduleRoute("ratings", ratings));

const open = (path: string) => openScreen(routes, path, /Mes notes|Mijn beoordelingen|My ratings/);

function section(name: RegExp): HTMLElement {
  return screen.getByRole("region", { name });
}

function titlesIn(name: RegExp): string[] {
  return within(section(name))
    .queryAllByRole("article")
    .map((article) => within(article).getByRole("heading").textContent ?? "");
}

const TO_RATE = /^(Films à noter|Te beoordelen films|Films to rate)$/;
const GIVEN = /^(Mes films notés|Mijn beoordeelde films|Films I rated)$/;

afterEach(resetAccountTest);

describe("{language}/ratings (SPEC 2.2)", { timeout: 20_000 }, () => {
  it("lists the films to rate, the last seen first, and the ratings given with their stars", async () => {
    await open("/en/ratings");
    await waitFor(() =>
      expect(titlesIn(TO_RATE)).toEqual(
        ["metropolis", "nosferatu", "sherlock-jr"].map((s) => titleOf(s, "en")),
      ),
    );
    expect(titlesIn(GIVEN)).toEqual([titleOf("the-general", "en")]);
    const given = within(section(GIVEN)).getByRole("group", {
      name: `My rating of ${titleOf("the-general", "en")}`,
    });
    expect(within(given).getByRole("button", { name: "5 of 5: Loved it" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    expect(within(given).getByRole("button", { name: "4 of 5: Liked it" }).getAttribute("aria-pressed")).toBe(
      "false",
    );
  });

  it("rates a film with the keyboard: it leaves the films to rate and joins the ratings", async () => {
    const { user } = await open("/fr/ratings");
    const metropolis = titleOf("metropolis", "fr");
    const group = await screen.findByRole("group", { name: `Ma note pour ${metropolis}` });
    within(group).getByRole("button", { name: "4 sur 5 : J'ai aimé" }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(titlesIn(TO_RATE)).not.toContain(metropolis));
    await waitFor(() => expect(titlesIn(GIVEN)).toEqual([metropolis, titleOf("the-general", "fr")]));
  });

  it("changes a rating, then removes it: the film comes back to rate", async () => {
    const { user } = await open("/en/ratings");
    const general = titleOf("the-general", "en");
    const group = await screen.findByRole("group", { name: `My rating of ${general}` });
    await user.click(within(group).getByRole("button", { name: "2 of 5: Meh" }));
    await waitFor(() =>
      expect(
        within(screen.getByRole("group", { name: `My rating of ${general}` }))
          .getByRole("button", { name: "2 of 5: Meh" })
          .getAttribute("aria-pressed"),
      ).toBe("true"),
    );
    await user.click(screen.getByRole("button", { name: `Remove my rating of ${general}` }));
    await waitFor(() => expect(titlesIn(TO_RATE)).toContain(general));
    expect(await within(section(GIVEN)).findByText("You have not rated any film yet")).toBeDefined();
  });

  it("ignores one film, then purges the rest after a confirmation", async () => {
    const { user } = await open("/en/ratings");
    await user.click(await screen.findByRole("button", { name: `Don't rate ${titleOf("nosferatu", "en")}` }));
    await waitFor(() =>
      expect(titlesIn(TO_RATE)).toEqual(["metropolis", "sherlock-jr"].map((s) => titleOf(s, "en"))),
    );
    await user.click(screen.getByRole("button", { name: "Rate none of these films" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(titlesIn(TO_RATE)).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Rate none of these films" }));
    await user.click(screen.getByRole("button", { name: "Yes, remove them all" }));
    expect(await within(section(TO_RATE)).findByText("No films to rate for now.")).toBeDefined();
  });

  it("shows the code's sentence in an error toast when a call is refused", async () => {
    fakeServer.use(
      http.patch("*/api/accounts/me/ignoreMovie", () =>
        HttpResponse.json({ code: "MOVIE_TO_NOTE_NOT_FOUND", message: "not seen" }, { status: 404 }),
      ),
    );
    const { user } = await open("/nl/ratings");
    await user.click(
      await screen.findByRole("button", { name: `${titleOf("metropolis", "nl")} niet beoordelen` }),
    );
    await waitFor(() =>
      expect(getToasts().current).toMatchObject({
        type: "error",
        i18n: { content: "Feelings.Error.MovieNotFound" },
      }),
    );
  });

  it("says so in place when a list cannot be loaded, and loads it on 'Try again'", async () => {
    failGet("/api/accounts/me/movieToNote");
    const { user } = await open("/en/ratings");
    expect(
      await screen.findByRole("heading", { name: "The films to rate could not be loaded." }),
    ).toBeDefined();
    expect(titlesIn(GIVEN)).toEqual([titleOf("the-general", "en")]);
    fakeServer.resetHandlers();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(titlesIn(TO_RATE)).toHaveLength(3));
  });
});
