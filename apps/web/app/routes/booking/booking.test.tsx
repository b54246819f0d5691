// @vitest-environment jsdom
import { BOOKING_TOKEN_HEADER } from "@cinelux/contract/booking";
import { screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FAKE_SIGNED_OUT_KEY } from "../../lib/auth/fake-user-manager";
import { FAKE_BOOKING_SESSION_IDS } from "../../mocks/fakes/booking-sessions";
import { fakeServer } from "../../mocks/node";
import { renderRoutes, resetRouteTest, type StubRoutes } from "../../shell/testing/render-routes";
import { bookingRoutes } from "./booking-test-kit";

function ShowStub() {
  return <p data-testid="show-page">show</p>;
}

const routes: StubRoutes = [...bookingRoutes(), { path: ":language/movies/:slug", Component: ShowStub }];

const OPEN = `/en/book/${FAKE_BOOKING_SESSION_IDS.open}`;

let sent: { method: string; path: string; token: string | null }[] = [];

beforeEach(() => {
  sent = [];
  fakeServer.events.on("request:start", ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith("/api/bookings")) {
      sent.push({ method: request.method, path, token: request.headers.get(BOOKING_TOKEN_HEADER) });
    }
  });
});

afterEach(() => {
  fakeServer.events.removeAllListeners();
  sessionStorage.clear();
  resetRouteTest();
});

/** The hold's own calls: placing it and releasing it (the steps' PATCH and checkout left out). */
function holdCalls() {
  return sent.filter((call) => call.method === "POST" || call.method === "DELETE");
}

async function openMap(path = OPEN) {
  const view = renderRoutes(routes, path);
  await screen.findByRole("grid", { name: "Seats of Salle 3" });
  return view;
}

function seat(name: string | RegExp) {
  return screen.getByRole("gridcell", { name });
}

describe("the booking tunnel's seat page", () => {
  it("shows the session and the hall, each seat named by row, number, type and state", async () => {
    await openMap();
    expect(screen.getByRole("heading", { level: 1 }).textContent).not.toBe("");
    expect(screen.getByText("Salle 3")).toBeDefined();
    expect(screen.getByText("Screen")).toBeDefined();
    expect(seat("Row A, seat 1, wheelchair space, free")).toBeDefined();
    expect(seat("Row A, seat 2, companion seat, free")).toBeDefined();
    expect(seat("Row F, seat 6, premium, free")).toBeDefined();
    expect(seat("Row F, seat 7, premium, sold")).toBeDefined();
    expect(seat("Row B, seat 13, standard, held")).toBeDefined();
    expect(seat("Row C, seat 7, standard, unavailable")).toBeDefined();
    expect(seat("Row J, seat 4, love seat, free")).toBeDefined();
  });

  it("is one tab stop whose arrows move between seats across the aisles, Home and End along a row", async () => {
    const { user } = await openMap();
    const stops = screen.getAllByRole("gridcell").filter((cell) => cell.tabIndex === 0);
    expect(stops).toHaveLength(1);
    stops[0]?.focus();
    expect(document.activeElement).toBe(seat(/^Row A, seat 1,/));
    await user.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}");
    // A3 then, over the aisle, A4.
    expect(document.activeElement).toBe(seat(/^Row A, seat 4,/));
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(seat(/^Row B, seat 4,/));
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(seat(/^Row B, seat 14,/));
    await user.keyboard("{Home}{ArrowUp}");
    expect(document.activeElement).toBe(seat(/^Row A, seat 1,/));
    expect(screen.getAllByRole("gridcell").filter((cell) => cell.tabIndex === 0)).toEqual([
      seat(/^Row A, seat 1,/),
    ]);
    await user.keyboard(" ");
    expect(seat(/^Row A, seat 1,/).getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{Enter}");
    expect(seat(/^Row A, seat 1,/).getAttribute("aria-selected")).toBe("false");
  });

  it("takes a love seat with its pair, and refuses an eleventh seat, saying why", async () => {
    const { user } = await openMap();
    await user.click(seat(/^Row J, seat 4,/));
    expect(seat(/^Row J, seat 5,/).getAttribute("aria-selected")).toBe("true");
    for (const number of [4, 5, 6, 7, 8, 9, 10, 11]) {
      await user.click(seat(new RegExp(`^Row I, seat ${number},`)));
    }
    expect(screen.getByText("10 seats chosen, up to 10")).toBeDefined();
    await user.click(seat(/^Row I, seat 12,/));
    expect(seat(/^Row I, seat 12,/).getAttribute("aria-selected")).toBe("false");
    expect(screen.getByText("You can choose up to 10 seats per booking.")).toBeDefined();
  });

  it("offers the seats as a list of checkboxes by row, in step with the map", async () => {
    const { user } = await openMap();
    await user.click(seat(/^Row D, seat 5,/));
    await user.click(screen.getByRole("button", { name: "Show the seats as a list" }));
    expect(screen.queryByRole("grid")).toBeNull();
    const rowD = screen.getByRole("group", { name: "Row D" });
    expect(within(rowD).getByRole("checkbox", { name: "Seat 5, standard, free" })).toHaveProperty(
      "checked",
      true,
    );
    expect(within(rowD).getByRole("checkbox", { name: "Seat 3, standard, sold" })).toHaveProperty(
      "disabled",
      true,
    );
    await user.click(within(rowD).getByRole("checkbox", { name: "Seat 6, standard, free" }));
    await user.click(within(rowD).getByRole("checkbox", { name: "Seat 5, standard, free" }));
    await user.click(screen.getByRole("button", { name: "Show the seats as a list" }));
    expect(seat(/^Row D, seat 5,/).getAttribute("aria-selected")).toBe("false");
    expect(seat(/^Row D, seat 6,/).getAttribute("aria-selected")).toBe("true");
  });

  it("holds the seats with a countdown; Change seats releases them, a guest's token sent back", async () => {
    sessionStorage.setItem(FAKE_SIGNED_OUT_KEY, "1");
    const { user } = await openMap();
    await user.click(seat(/^Row D, seat 5,/));
    await user.click(seat(/^Row D, seat 6,/));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    // The hold placed, the Tickets step opens with the focus on its heading; the hold stays beside it.
    const title = await screen.findByRole("heading", { name: "Choose your tickets" });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(screen.getByRole("heading", { name: "Your seats are held for you" })).toBeDefined();
    expect(screen.getAllByText("Row D, seat 5").length).toBeGreaterThan(0);
    expect(screen.getByRole("timer").textContent).toMatch(/^(10:00|9:5\d)$/);
    expect(sent[0]).toMatchObject({ method: "POST", token: null });
    await user.click(screen.getByRole("button", { name: "Change seats" }));
    await screen.findByRole("grid");
    await waitFor(() => expect(holdCalls().map((call) => call.method)).toEqual(["POST", "DELETE"]));
    expect(holdCalls()[1]?.token).toMatch(/^[0-9a-f]{32}$/);
    // The same choice, free again, to change.
    await waitFor(() =>
      expect(seat("Row D, seat 5, standard, free").getAttribute("aria-selected")).toBe("true"),
    );
  });

  it("Cancel releases the hold and goes back to the show", async () => {
    const { user } = await openMap();
    await user.click(seat(/^Row D, seat 5,/));
    await user.click(seat(/^Row D, seat 6,/));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(await screen.findByTestId("show-page")).toBeDefined();
    expect(holdCalls().map((call) => call.method)).toEqual(["POST", "DELETE"]);
  });

  it("releases the hold when the visitor leaves the page, and finds a hold whose release did not arrive", async () => {
    const { user, unmount } = await openMap();
    await user.click(seat(/^Row D, seat 5,/));
    await user.click(seat(/^Row D, seat 6,/));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("timer");
    window.dispatchEvent(new Event("pagehide"));
    await waitFor(() => expect(holdCalls().map((call) => call.method)).toEqual(["POST", "DELETE"]));
    expect(await screen.findByRole("grid")).toBeDefined();
    unmount();
    // A second hold, and a page left without a word (the release lost): the tab finds it again.
    const { user: again } = await openMap();
    await again.click(seat(/^Row D, seat 8,/));
    await again.click(seat(/^Row D, seat 9,/));
    fakeServer.use(http.delete("*/api/bookings/:id", () => HttpResponse.error()));
    await again.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("timer");
    resetRouteTest();
    renderRoutes(routes, OPEN);
    expect(await screen.findByRole("heading", { name: "Your seats are held for you" })).toBeDefined();
    expect(screen.getAllByText("Row D, seat 8").length).toBeGreaterThan(0);
  });

  it("says which seats someone else just took, with the map asked again", async () => {
    const { user } = await openMap();
    await user.click(seat(/^Row C, seat 10,/));
    await user.click(seat(/^Row C, seat 11,/));
    // Another buyer is quicker.
    await fetch(`http://localhost:3000/api/bookings`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ sessionId: FAKE_BOOKING_SESSION_IDS.open, seats: ["C11"] }),
    });
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This seat was just taken by someone else: Row C, seat 11. The map is up to date: choose another.",
    );
    expect(seat("Row C, seat 11, standard, held").getAttribute("aria-selected")).toBe("false");
    expect(seat(/^Row C, seat 10,/).getAttribute("aria-selected")).toBe("true");
  });

  it("warns of a seat left alone, then shows the server's single-seat refusal", async () => {
    const { user } = await openMap();
    await user.click(seat(/^Row E, seat 14,/));
    expect(screen.getByText(/leaves a single seat alone between taken seats/)).toBeDefined();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "We cannot leave a single seat alone between taken seats in a row: move your choice by one seat, or take the seat at the end.",
    );
  });

  it("says a session that has begun can no longer be booked, with the way back to the show", async () => {
    renderRoutes(routes, `/fr/book/${FAKE_BOOKING_SESSION_IDS.past}`);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Cette séance a déjà commencé" }),
    ).toBeDefined();
    expect(screen.getByRole("link", { name: "Voir les autres séances" }).getAttribute("href")).toMatch(
      /^\/fr\/films\//,
    );
    expect(screen.queryByRole("grid")).toBeNull();
  });

  it("says a sold-out session is full", async () => {
    renderRoutes(routes, `/nl/book/${FAKE_BOOKING_SESSION_IDS.soldOut}`);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Deze voorstelling is uitverkocht" }),
    ).toBeDefined();
  });

  it("has no accessibility violation axe can find, choosing and holding", async () => {
    const { user, container } = await openMap();
    await user.click(seat(/^Row D, seat 5,/));
    // jsdom draws nothing: contrast is checked in the browser (docs/design-system.md "Contrast").
    const options = { rules: { "color-contrast": { enabled: false } } };
    expect((await axe.run(container, options)).violations).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Show the seats as a list" }));
    expect((await axe.run(container, options)).violations).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("heading", { name: "Your seats are held for you" });
    expect((await axe.run(container, options)).violations).toEqual([]);
  });
});
