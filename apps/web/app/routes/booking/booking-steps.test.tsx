// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FAKE_SIGNED_OUT_KEY } from "../../lib/auth/fake-user-manager";
import { checkoutWindow } from "../../lib/checkout/use-checkout";
import { FAKE_BOOKING_SESSION_IDS } from "../../mocks/fakes/booking-sessions";
import { fakeServer } from "../../mocks/node";
import {
  moduleRoute,
  renderRoutes,
  resetRouteTest,
  type StubRoutes,
} from "../../shell/testing/render-routes";
import * as booking from "./booking";

const routes: StubRoutes = [moduleRoute(":language/book/:session", booking)];
const OPEN = `/en/book/${FAKE_BOOKING_SESSION_IDS.open}`;
const noContrast = { rules: { "color-contrast": { enabled: false } } };

let patches: unknown[] = [];

beforeEach(() => {
  patches = [];
  fakeServer.events.on("request:start", async ({ request }) => {
    if (request.method === "PATCH") {
      patches.push(await request.clone().json());
    }
  });
});

afterEach(() => {
  fakeServer.events.removeAllListeners();
  sessionStorage.clear();
  vi.restoreAllMocks();
  resetRouteTest();
});

async function holdTwoSeats() {
  const view = renderRoutes(routes, OPEN);
  await screen.findByRole("grid", { name: "Seats of Salle 3" });
  await view.user.click(screen.getByRole("gridcell", { name: /^Row D, seat 5,/ }));
  await view.user.click(screen.getByRole("gridcell", { name: /^Row D, seat 6,/ }));
  await view.user.click(screen.getByRole("button", { name: "Continue" }));
  await screen.findByRole("heading", { name: "Choose your tickets" });
  return view;
}

describe("the booking tunnel's steps", () => {
  it("sends each ticket choice and shows the server's quote", async () => {
    const { user, container } = await holdTwoSeats();
    expect(screen.getByRole("navigation", { name: "Booking steps" })).toBeDefined();
    expect(screen.getByText("Tickets").closest("li")?.getAttribute("aria-current")).toBe("step");
    await waitFor(() => expect(screen.getByText("To pay").closest("tr")?.textContent).toMatch(/€/));
    const before = screen.getByText("To pay").closest("tr")?.textContent;
    await user.selectOptions(screen.getByRole("combobox", { name: "Row D, seat 5" }), "student");
    await waitFor(() => expect(screen.getByText("To pay").closest("tr")?.textContent).not.toBe(before));
    expect(patches.at(-1)).toMatchObject({
      tickets: [
        { seatId: "D5", type: "student" },
        { seatId: "D6", type: "full" },
      ],
    });
    // The chosen type's condition under the seat, besides the list of every condition.
    expect(screen.getAllByText(/student card/)).toHaveLength(2);
    expect((await axe.run(container, noContrast)).violations).toEqual([]);
  });

  it("offers no pass to a guest, and asks a guest's mail before the extras", async () => {
    sessionStorage.setItem(FAKE_SIGNED_OUT_KEY, "1");
    const { user } = await holdTwoSeats();
    const options = [...screen.getByRole("combobox", { name: "Row D, seat 5" }).querySelectorAll("option")];
    expect(options.map((option) => option.value).some((value) => value.startsWith("pass"))).toBe(false);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByText("Enter the e-mail address to send your tickets to.")).toBeDefined();
    expect(document.activeElement).toBe(screen.getByLabelText(/Your e-mail address/));
    await user.type(screen.getByLabelText(/Your e-mail address/), "guest@example.com");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { name: "Add extras" })).toBeDefined();
    expect(patches.at(-1)).toMatchObject({ buyerMail: "guest@example.com" });
  });

  it("orders extras, then pays: the page leaves for the provider, Back keeping the hold", async () => {
    const leave = vi.spyOn(checkoutWindow, "leaveFor").mockImplementation(() => undefined);
    const { user, container } = await holdTwoSeats();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("heading", { name: "Add extras" });
    await user.selectOptions(await screen.findByRole("combobox", { name: /Medium popcorn/ }), "2");
    await user.click(await screen.findByRole("checkbox", { name: "Medium popcorn served at my seat" }));
    await waitFor(() => expect(screen.getByText("2 × Medium popcorn")).toBeDefined());
    expect((await axe.run(container, noContrast)).violations).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByRole("heading", { name: "Choose your tickets" })).toBeDefined();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { name: "Summary and payment" })).toBeDefined();
    expect(screen.getByRole("timer")).toBeDefined();
    await user.click(screen.getByRole("button", { name: "Pay" }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(expect.stringMatching(/\/en\/orders\//)));
  });
});
