// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { fakeDb } from "../../mocks/fake-db";
import { fakeStatistics } from "../../mocks/fakes/statistics";
import { fakeServer } from "../../mocks/node";
import { moduleRoute } from "../../shell/testing/render-routes";
import {
  accountRoutes,
  expectNotFoundWhenOff,
  failGet,
  openScreen,
  resetAccountTest,
  retryAfterFailure,
} from "./account-route-test-kit";
import * as statistics from "./statistics";

const routes = accountRoutes(moduleRoute("statistics", statistics));

afterEach(resetAccountTest);

const open = (path: string) =>
  openScreen(routes, path, /^(Mes statistiques|My statistics|Mijn statistieken)$/);

function figure(term: string): string | null | undefined {
  const node = screen.getByText(term, { selector: "dt" });
  return node.parentElement?.querySelector("dd")?.textContent;
}

describe("{language}/statistics (SPEC 2.2, flag statisticsEnabled)", { timeout: 20_000 }, () => {
  it("shows SPEC 3's five figures from the server's answer", async () => {
    await open("/en/statistics");
    const expected = fakeStatistics("en", { invoices: fakeDb().pass.invoices });
    await waitFor(() => expect(figure("Sessions seen")).toBe(String(expected.showsSeen)));
    const hours = Math.floor(expected.timeSpent / 60);
    const minutes = String(expected.timeSpent % 60).padStart(2, "0");
    expect(figure("Time at the cinema")).toBe(`${hours} h ${minutes}`);
    expect(figure("Favourite genre")).toBe(expected.favoriteGenre?.label);
    expect(figure("Most visited cinema")).toBe(expected.mostVisitedCinema?.name);
    expect(figure("Sessions in original version")).toBe(`${expected.voPercent} %`);
  });

  it("draws each chart as a named picture with its table of every figure", async () => {
    const { user } = await open("/fr/statistics");
    const expected = fakeStatistics("fr", { invoices: fakeDb().pass.invoices });
    const months = await screen.findByRole("figure", { name: "Séances par mois" });
    expect(within(months).getByRole("img").getAttribute("aria-label")).toMatch(/^Séances par mois sur un an/);
    expect(within(months).getAllByRole("img")[0]?.querySelectorAll("rect")).toHaveLength(12);
    await user.click(within(months).getByText("Voir les chiffres en tableau"));
    const rows = within(within(months).getByRole("table")).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(12);
    const last = expected.months.at(-1);
    expect(within(rows[11] as HTMLElement).getByRole("cell").textContent).toBe(String(last?.count));

    const genres = screen.getByRole("figure", { name: "Genres" });
    expect(within(genres).getByRole("table", { hidden: true })).toBeDefined();
    const genreRows = within(within(genres).getByRole("table", { hidden: true })).getAllByRole("row", {
      hidden: true,
    });
    expect(genreRows).toHaveLength(expected.genres.length + 1);
    expect(screen.getByRole("figure", { name: "Cinémas" })).toBeDefined();
  });

  it("recaps the year with what the pass saved against ticket prices", async () => {
    await open("/fr/statistics");
    const { recap } = fakeStatistics("fr", { invoices: fakeDb().pass.invoices });
    const heading = await screen.findByRole("heading", { level: 2, name: `Votre année ${recap.year}` });
    const card = heading.closest("section") as HTMLElement;
    expect(within(card).getByText("films vus").parentElement?.querySelector("dd")?.textContent).toBe(
      String(recap.showsSeen),
    );
    expect(within(card).getByText(/au plein tarif/)).toBeDefined();
  });

  it("says so when no session was seen yet, with a way to the films", async () => {
    const empty = fakeStatistics("nl", { now: new Date("2026-01-10T12:00:00Z") });
    fakeServer.use(
      http.get("*/api/accounts/me/statistics", () =>
        HttpResponse.json({
          ...empty,
          timeSpent: 0,
          showsSeen: 0,
          favoriteGenre: null,
          mostVisitedCinema: null,
          voPercent: 0,
          genres: [],
          cinemas: [],
          months: empty.months.map((month) => ({ ...month, count: 0 })),
        }),
      ),
    );
    await open("/nl/statistics");
    expect(await screen.findByText("Nog geen statistieken")).toBeDefined();
    expect(screen.getByRole("link", { name: "Films bekijken" }).getAttribute("href")).toMatch(/\/nl\/films$/);
    expect(screen.queryByRole("figure")).toBeNull();
  });

  it("says so in place when the statistics cannot be loaded, and loads them on 'Try again'", async () => {
    failGet("/api/accounts/me/statistics");
    const { user } = await open("/en/statistics");
    await retryAfterFailure(user, "Your statistics could not be loaded.");
    expect(await screen.findByRole("figure", { name: "Sessions per month" })).toBeDefined();
  });

  it("is the not-found page, address kept, when statisticsEnabled is off", async () => {
    await expectNotFoundWhenOff(routes, "/fr/statistics", "statisticsEnabled");
  });
});
