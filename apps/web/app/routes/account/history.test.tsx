// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { Outlet } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useRouteHandle } from "../../lib/routing/route-handle";
import { resetWebview, setWebviewCookie } from "../../lib/webview/testing";
import { FAKE_HISTORY_SIZE } from "../../mocks/data/history";
import { fakeHistoryPage } from "../../mocks/fakes/history";
import { fakeServer } from "../../mocks/node";
import routeTable from "../../routes";
import { moduleRoute, resetRouteTest, type StubRoutes } from "../../shell/testing/render-routes";
import * as embeddedLayout from "../embedded-layout";
import * as accountLayout from "./account-layout";
import { openScreen, recordRequests, resetAccountTest } from "./account-route-test-kit";
import * as history from "./history";

/** What the shell would draw around the page: the merged handle of the matched routes. */
function ShellProbe() {
  const { header, footer, screenName } = useRouteHandle();
  return (
    <>
      <p data-testid="shell">{`${screenName} header:${header?.disabled ? "off" : "on"} footer:${footer ?? "full"}`}</p>
      <Outlet />
    </>
  );
}

const routes: StubRoutes = [
  {
    Component: ShellProbe,
    children: [
      moduleRoute("/:language", accountLayout, [moduleRoute("history", history)]),
      moduleRoute("/m/:language", embeddedLayout, [moduleRoute("history", history)]),
    ],
  },
];

let requested: string[] = [];

const open = (path: string) =>
  openScreen(routes, path, /Historique de mes réservations|My booking history|Mijn boekingsgeschiedenis/);

function bookingTitles(): string[] {
  const section = screen.getByRole("region", { name: /^(Réservations|Bookings|Boekingen)$/ });
  return within(section)
    .getAllByRole("article")
    .map((article) => within(article).getByRole("heading", { level: 3 }).textContent ?? "");
}

beforeEach(() => {
  requested = recordRequests((request) => {
    const url = new URL(request.url);
    return `${request.method} ${url.pathname}${url.search}`;
  });
});

afterEach(() => {
  vi.useRealTimers();
  resetAccountTest();
  resetWebview();
});

describe("{language}/history (SPEC 2.2, booking history)", { timeout: 20_000 }, () => {
  it("lists the first page newest first with film, cinema, date, seats, amount and status in words", async () => {
    await open("/fr/history");
    const expected = fakeHistoryPage("fr", 1, 10);
    await waitFor(() =>
      expect(bookingTitles()).toEqual(expected.bookings.map((booking) => booking.show.title)),
    );
    const first = expected.bookings[0];
    const article = screen.getAllByRole("article")[0] as HTMLElement;
    expect(within(article).getByText(`${first?.cinema.name}, ${first?.cinema.city}`)).toBeDefined();
    expect(within(article).getByText(first?.bookingId ?? "")).toBeDefined();
    expect(within(article).getByText(first?.seats.join(", ") ?? "")).toBeDefined();
    // Every status shows as a word: the fake history holds each of them on its first page.
    const statuses = screen.getAllByText(/^(Confirmée|Annulée|Remboursée)$/).map((node) => node.textContent);
    expect(new Set(statuses)).toEqual(new Set(["Confirmée", "Annulée", "Remboursée"]));
    expect(screen.getAllByText(/remboursés le/).length).toBeGreaterThan(0);
    expect(requested).toContain("GET /api/accounts/me/bookings?page=1&pageSize=10&language=fr");
  });

  it("shows each year's total of the whole history, not of the page", async () => {
    // The demo history is a year long (packages/demo bookings.ts): from mid-June it spans two
    // calendar years whatever the day the suite runs (in late December it would hold one).
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-06-15T10:00:00Z") });
    await open("/en/history");
    const years = fakeHistoryPage("en", 1, 10).years;
    expect(years.length).toBeGreaterThanOrEqual(2);
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(years.length);
    const [newest] = years;
    const cells = within(rows[0] as HTMLElement)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    const money = new Intl.NumberFormat("en", { style: "currency", currency: "EUR" });
    expect(within(rows[0] as HTMLElement).getByRole("rowheader").textContent).toBe(String(newest?.year));
    expect(cells).toEqual([
      String(newest?.bookings),
      money.format((newest?.amount ?? 0) / 100),
      money.format((newest?.refunded ?? 0) / 100),
    ]);
    expect(years.reduce((sum, year) => sum + year.bookings, 0)).toBe(FAKE_HISTORY_SIZE);
  });

  it("pages forward and back through ?page=, asking the server for each page", async () => {
    const { user } = await open("/fr/history");
    expect(screen.getByText("Page 1 sur 4")).toBeDefined();
    expect(screen.queryByRole("link", { name: "Page précédente" })).toBeNull();
    await user.click(screen.getByRole("link", { name: "Page suivante" }));
    await screen.findByText("Page 2 sur 4");
    const second = fakeHistoryPage("fr", 2, 10).bookings.map((booking) => booking.show.title);
    await waitFor(() => expect(bookingTitles()).toEqual(second));
    expect(requested).toContain("GET /api/accounts/me/bookings?page=2&pageSize=10&language=fr");
    await user.click(screen.getByRole("link", { name: "Page suivante" }));
    await screen.findByText("Page 3 sur 4");
    await user.click(screen.getByRole("link", { name: "Page suivante" }));
    await screen.findByText("Page 4 sur 4");
    // Camille's demo history (packages/demo bookings.ts): 32 bookings, the last page holds two.
    expect(screen.getAllByRole("article")).toHaveLength(FAKE_HISTORY_SIZE - 30);
    expect(screen.queryByRole("link", { name: "Page suivante" })).toBeNull();
    await user.click(screen.getByRole("link", { name: "Page précédente" }));
    await screen.findByText("Page 3 sur 4");
  });

  it("opens a page named in the address, and offers the first page past the end", async () => {
    await open("/fr/history?page=4");
    expect(await screen.findByText("Page 4 sur 4")).toBeDefined();
    resetRouteTest();
    await open("/fr/history?page=9");
    expect(
      await screen.findByRole("heading", { name: "Cette page de l'historique est vide." }),
    ).toBeDefined();
    expect(screen.getByRole("link", { name: "Revenir à la première page" })).toBeDefined();
  });

  it("says so when there is no booking yet, with a way to the films", async () => {
    fakeServer.use(
      http.get("*/api/accounts/me/bookings", () =>
        HttpResponse.json({ bookings: [], page: 1, pageSize: 10, total: 0, years: [] }),
      ),
    );
    await open("/nl/history");
    expect(await screen.findByText("Nog geen boekingen")).toBeDefined();
    expect(screen.getByRole("link", { name: "Bekijk de films in de bioscoop" }).getAttribute("href")).toMatch(
      /\/nl\/films$/,
    );
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("says so in place when the history cannot be loaded, and loads it on 'Try again'", async () => {
    fakeServer.use(
      http.get("*/api/accounts/me/bookings", () =>
        HttpResponse.json({ code: "INTERNAL", message: "Something went wrong." }, { status: 500 }),
      ),
    );
    const { user } = await open("/en/history");
    expect(await screen.findByRole("heading", { name: "Your history could not be loaded." })).toBeDefined();
    fakeServer.resetHandlers();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Page 1 of 4")).toBeDefined();
  });

  it("is the analytics screen 'history' with the site's header and footer", async () => {
    await open("/fr/history");
    await waitFor(() =>
      expect(screen.getByTestId("shell").textContent).toBe("history header:on footer:full"),
    );
  });

  it("is embedded at m/{language}/history: the same page, header and footer hidden", async () => {
    // An m/ page's customer is the one of the app's cookie (docs/embedded.md).
    setWebviewCookie();
    await open("/m/fr/history");
    await waitFor(() =>
      expect(screen.getByTestId("shell").textContent).toBe("history header:off footer:none"),
    );
    expect(await screen.findByText("Page 1 sur 4")).toBeDefined();
    const embedded = routeTable.find((entry) => entry.path === "m/:language");
    expect(embedded?.children).toContainEqual(
      expect.objectContaining({ path: "history", file: "routes/account/history.tsx" }),
    );
  });
});
