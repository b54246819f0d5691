// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { fakeDb } from "../../mocks/fake-db";
import { fakeRecommendations } from "../../mocks/fakes/recommendations";
import { fakeServer } from "../../mocks/node";
import { moduleRoute, resetRouteTest } from "../../shell/testing/render-routes";
import {
  accountRoutes,
  failGet,
  openScreen,
  resetAccountTest,
  retryAfterFailure,
} from "./account-route-test-kit";
import * as recommendations from "./recommendations";

const routes = accountRoutes(moduleRoute("recommendations", recommendations));

afterEach(resetAccountTest);

const open = (path: string) => openScreen(routes, path, /^(Recommandations|Recommendations|Aanbevelingen)$/);

describe("{language}/recommendations (SPEC 2.2)", { timeout: 20_000 }, () => {
  it("shows a card per suggestion: poster, title linking to the show page, reason and next session", async () => {
    await open("/en/recommendations");
    const expected = fakeRecommendations("en", { interestGenres: fakeDb().account.interest?.genres ?? [] });
    const cards = await screen.findAllByRole("article");
    expect(cards).toHaveLength(expected.recommendations.length);
    const first = cards[0] as HTMLElement;
    const top = expected.recommendations[0];
    const link = within(first).getByRole("link", { name: top?.show.title });
    expect(link.getAttribute("href")).toMatch(new RegExp(`/en/movies/${top?.show.slug}$`));
    expect(within(first).getByText("On your wishlist, and on near you")).toBeDefined();
    expect(within(first).getByText(/^Next session: .+, Cinélux (Bastille|Montparnasse)$/)).toBeDefined();
    expect(first.querySelector("img")?.getAttribute("alt")).toBe("");
    expect(screen.getAllByText("Because you liked Sherlock Jr.").length).toBeGreaterThan(0);
  });

  it("explains in French and Dutch what a friend liked", async () => {
    await open("/fr/recommendations");
    expect((await screen.findAllByText("Lucas et d’autres amis ont aimé")).length).toBeGreaterThan(0);
    resetRouteTest();
    await open("/nl/recommendations");
    expect((await screen.findAllByText("Lucas vond deze goed")).length).toBeGreaterThan(0);
  });

  it("asks for favourite cinemas first when there is none", async () => {
    fakeServer.use(
      http.get("*/api/accounts/me/recommendations", () =>
        HttpResponse.json({ recommendations: [], favouriteCinemas: 0 }),
      ),
    );
    await open("/fr/recommendations");
    expect(await screen.findByText("Choisissez vos cinémas préférés")).toBeDefined();
    expect(screen.getByRole("link", { name: "Choisir mes cinémas" }).getAttribute("href")).toBe(
      "/fr/cinemas",
    );
  });

  it("says there is nothing to suggest yet, with a way to the films", async () => {
    fakeServer.use(
      http.get("*/api/accounts/me/recommendations", () =>
        HttpResponse.json({ recommendations: [], favouriteCinemas: 2 }),
      ),
    );
    await open("/en/recommendations");
    expect(await screen.findByText("No recommendation for now")).toBeDefined();
    expect(screen.getByRole("link", { name: "See the films" }).getAttribute("href")).toMatch(/\/en\/movies$/);
  });

  it("says so in place when they cannot be loaded, and loads them on 'Try again'", async () => {
    failGet("/api/accounts/me/recommendations");
    const { user } = await open("/en/recommendations");
    await retryAfterFailure(user, "Your recommendations could not be loaded.");
    expect((await screen.findAllByRole("article")).length).toBeGreaterThan(0);
  });
});
