// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { Outlet } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useRouteHandle } from "../../lib/routing/route-handle";
import { getToasts } from "../../lib/toasts/toast-store";
import { fakeDb } from "../../mocks/fake-db";
import { fakeServer } from "../../mocks/node";
import { moduleRoute, type StubRoutes } from "../../shell/testing/render-routes";
import * as accountLayout from "./account-layout";
import {
  failGet,
  openScreen,
  recordRequests,
  resetAccountTest,
  retryAfterFailure,
  showTitle as titleOf,
} from "./account-route-test-kit";
import * as wishlist from "./wishlist";

function ShellProbe() {
  const { screenName } = useRouteHandle();
  return (
    <>
      <p data-testid="screen">{screenName}</p>
      <Outlet />
    </>
  );
}

const routes: StubRoutes = [
  {
    Component: ShellProbe,
    children: [moduleRoute("/:language", accountLayout, [moduleRoute("wishlist", wishlist)])],
  },
];

let requested: string[] = [];

const open = (path: string) => openScreen(routes, path, /Ma liste d'envies|Mijn verlanglijst|My wishlist/);

function wishedTitles(): string[] {
  return screen
    .getAllByRole("article")
    .map((article) => within(article).getByRole("heading").textContent ?? "");
}

beforeEach(() => {
  requested = recordRequests(async (request) => {
    const body = request.method === "POST" ? ` ${await request.clone().text()}` : "";
    return `${request.method} ${new URL(request.url).pathname}${body}`;
  });
});

afterEach(resetAccountTest);

describe("{language}/wishlist (SPEC 2.2)", { timeout: 20_000 }, () => {
  it("lists the wished shows, newest first, each with its poster and a link to its page", async () => {
    await open("/fr/wishlist");
    await waitFor(() =>
      expect(wishedTitles()).toEqual([titleOf("his-girl-friday", "fr"), titleOf("haxan", "fr")]),
    );
    const first = screen.getAllByRole("article")[0] as HTMLElement;
    expect(
      within(first)
        .getByRole("link", { name: titleOf("his-girl-friday", "fr") })
        .getAttribute("href"),
    ).toMatch(/\/fr\/films\/his-girl-friday$/);
    expect(first.querySelector("img")?.getAttribute("src")).toContain("his-girl-friday");
  });

  it("takes a show off the wishlist with intention null and isDelete, and the list reloads", async () => {
    const { user } = await open("/en/wishlist");
    const name = titleOf("haxan", "en");
    await user.click(await screen.findByRole("button", { name: `Remove ${name} from my wishlist` }));
    await waitFor(() => expect(wishedTitles()).toEqual([titleOf("his-girl-friday", "en")]));
    expect(requested).toContain(
      `POST /api/client/${fakeDb().account.id}/show/haxan/intention {"intention":null,"isDelete":true}`,
    );
  });

  it("says so when the wishlist is empty, with a way to the films", async () => {
    fakeServer.use(http.get("*/api/accounts/me/feelings", () => HttpResponse.json({ feelings: [] })));
    await open("/nl/wishlist");
    expect(await screen.findByText("Je verlanglijst is leeg")).toBeDefined();
    expect(screen.getByRole("link", { name: "Bekijk de films" }).getAttribute("href")).toMatch(
      /\/nl\/films$/,
    );
  });

  it("says so in place when the wishlist cannot be loaded, and loads it on 'Try again'", async () => {
    failGet("/api/accounts/me/feelings");
    const { user } = await open("/en/wishlist");
    await retryAfterFailure(user, "Your wishlist could not be loaded.");
    await waitFor(() => expect(wishedTitles()).toHaveLength(2));
  });

  it("adds a film through the picker: searched by title, posted as intention 2, listed, then no longer offered", async () => {
    const { user } = await open("/en/wishlist");
    await user.click(screen.getByRole("button", { name: "Add a film" }));
    const search = await screen.findByRole("searchbox", { name: "Search for a film" });
    await user.type(search, "chara");
    const offered = await screen.findByRole("list", { name: "Films you can add" });
    await waitFor(() => expect(within(offered).getAllByRole("listitem")).toHaveLength(1));
    await user.click(within(offered).getByRole("button", { name: "Add Charade to my wishlist" }));
    await waitFor(() =>
      expect(wishedTitles()).toEqual([
        titleOf("charade", "en"),
        titleOf("his-girl-friday", "en"),
        titleOf("haxan", "en"),
      ]),
    );
    expect(requested).toContain(
      `POST /api/client/${fakeDb().account.id}/show/charade/intention {"intention":2}`,
    );
    expect(requested).toContain("GET /api/v4/client/shows");
    expect(getToasts().current).toMatchObject({
      type: "info",
      i18n: { content: "Wishlist.Picker.Added", values: { title: "Charade" } },
    });
    // Wished now: the picker offers it no more, and the focus is back in the search.
    expect(await screen.findByText("No film to add matches this title.")).toBeDefined();
    expect(within(offered).queryAllByRole("listitem")).toHaveLength(0);
    expect(document.activeElement).toBe(search);
  });

  it("never offers a show already wished, and shows the first films with how many there are", async () => {
    const { user } = await open("/fr/wishlist");
    await user.click(screen.getByRole("button", { name: "Ajouter un film" }));
    const offered = await screen.findByRole("list", { name: "Films que vous pouvez ajouter" });
    const names = within(offered)
      .getAllByRole("button")
      .map((button) => button.getAttribute("aria-label"));
    expect(names).toHaveLength(8);
    expect(names).not.toContain(`Ajouter ${titleOf("haxan", "fr")} à ma liste d'envies`);
    expect(names).not.toContain(`Ajouter ${titleOf("his-girl-friday", "fr")} à ma liste d'envies`);
    expect(screen.getByText(/^9 films, les 8 premiers affichés/)).toBeDefined();
    await user.type(screen.getByRole("searchbox", { name: "Rechercher un film" }), "HAXAN");
    expect(await screen.findByText("Aucun film à ajouter ne correspond à ce titre.")).toBeDefined();
  });

  it("can be used with the keyboard alone: open, search, add", async () => {
    const { user } = await open("/nl/wishlist");
    await waitFor(() => expect(wishedTitles()).toHaveLength(2));
    screen.getByRole("button", { name: "Een film toevoegen" }).focus();
    await user.keyboard("{Enter}");
    const search = await screen.findByRole("searchbox", { name: "Zoek een film" });
    await waitFor(() => expect(document.activeElement).toBe(search));
    await user.keyboard("metropolis");
    await screen.findByRole("button", {
      name: `${titleOf("metropolis", "nl")} aan mijn verlanglijst toevoegen`,
    });
    await user.tab();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(wishedTitles()[0]).toBe(titleOf("metropolis", "nl")));
  });

  it("shows the error toast when the wish is refused, and the list stays as it was", async () => {
    fakeServer.use(
      http.post("*/api/client/:account/show/:slug/intention", () =>
        HttpResponse.json({ code: "INTERNAL", message: "Something went wrong." }, { status: 500 }),
      ),
    );
    const { user } = await open("/en/wishlist");
    await user.click(screen.getByRole("button", { name: "Add a film" }));
    await user.type(await screen.findByRole("searchbox", { name: "Search for a film" }), "Charade");
    await user.click(await screen.findByRole("button", { name: "Add Charade to my wishlist" }));
    await waitFor(() => expect(getToasts().current).toMatchObject({ type: "error" }));
    expect(wishedTitles()).toEqual([titleOf("his-girl-friday", "en"), titleOf("haxan", "en")]);
    expect(screen.getByRole("button", { name: "Add Charade to my wishlist" })).toBeDefined();
  });

  it("says so in the picker when the films cannot be loaded, and loads them on 'Try again'", async () => {
    failGet("/api/v4/client/shows");
    const { user } = await open("/en/wishlist");
    await user.click(screen.getByRole("button", { name: "Add a film" }));
    await retryAfterFailure(user, "The list of films could not be loaded.");
    expect(await screen.findByRole("list", { name: "Films you can add" })).toBeDefined();
    expect(screen.getByText(/^9 films, the first 8 shown/)).toBeDefined();
  });

  it("is the analytics screen 'wishlist'", async () => {
    await open("/fr/wishlist");
    await waitFor(() => expect(screen.getByTestId("screen").textContent).toBe("wishlist"));
  });
});
