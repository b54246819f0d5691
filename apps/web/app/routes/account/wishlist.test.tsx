// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { Outlet } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useRouteHandle } from "../../lib/routing/route-handle";
import { moduleRoute, renderRoutes, resetRouteTest, type StubRoutes } from "../../lib/testing/render-routes";
import { FAKE_SHOWS } from "../../mocks/data/catalog";
import { fakeDb } from "../../mocks/fake-db";
import { fakeServer } from "../../mocks/node";
import * as accountLayout from "./account-layout";
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

const titleOf = (slug: string, language: "fr" | "nl" | "en") =>
  FAKE_SHOWS.find((show) => show.slug === slug)?.texts[language].title as string;

let requested: string[] = [];

async function open(path: string) {
  const view = renderRoutes(routes, path);
  await screen.findByRole("heading", { level: 1, name: /Ma liste d'envies|Mijn verlanglijst|My wishlist/ });
  return view;
}

function wishedTitles(): string[] {
  return screen
    .getAllByRole("article")
    .map((article) => within(article).getByRole("heading").textContent ?? "");
}

beforeEach(() => {
  requested = [];
  fakeServer.events.on("request:start", async ({ request }) => {
    const url = new URL(request.url);
    const body = request.method === "POST" ? ` ${await request.clone().text()}` : "";
    requested.push(`${request.method} ${url.pathname}${body}`);
  });
});

afterEach(() => {
  fakeServer.events.removeAllListeners();
  resetRouteTest();
});

describe("{language}/wishlist (issue 12)", { timeout: 20_000 }, () => {
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
    fakeServer.use(
      http.get("*/api/accounts/me/feelings", () =>
        HttpResponse.json({ code: "INTERNAL", message: "Something went wrong." }, { status: 500 }),
      ),
    );
    const { user } = await open("/en/wishlist");
    expect(await screen.findByRole("heading", { name: "Your wishlist could not be loaded." })).toBeDefined();
    fakeServer.resetHandlers();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(wishedTitles()).toHaveLength(2));
  });

  it("is the analytics screen 'wishlist'", async () => {
    await open("/fr/wishlist");
    await waitFor(() => expect(screen.getByTestId("screen").textContent).toBe("wishlist"));
  });
});
