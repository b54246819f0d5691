// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FAKE_SIGNED_OUT_KEY } from "../../lib/auth/fake-user-manager";
import { checkoutWindow } from "../../lib/checkout/use-checkout";
import { fakeDb, resetFakeDb } from "../../mocks/fake-db";
import { FAKE_BOOKING_SESSION_IDS } from "../../mocks/fakes/booking-sessions";
import { fakeWallet } from "../../mocks/fakes/wallet-state";
import { fakeServer } from "../../mocks/node";
import { renderRoutes, resetRouteTest, type StubRoutes } from "../../shell/testing/render-routes";
import { bookingRoutes } from "./booking-test-kit";

const routes: StubRoutes = bookingRoutes();
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

async function holdSeats(...seats: string[]) {
  const view = renderRoutes(routes, OPEN);
  await screen.findByRole("grid", { name: "Seats of Salle 3" });
  for (const seat of seats) {
    await view.user.click(screen.getByRole("gridcell", { name: new RegExp(`^${seat},`) }));
  }
  await view.user.click(screen.getByRole("button", { name: "Continue" }));
  await screen.findByRole("heading", { name: "Choose your tickets" });
  return view;
}

function holdTwoSeats() {
  return holdSeats("Row D, seat 5", "Row D, seat 6");
}

/** The values of a seat's ticket options. */
function ticketOptions(seat: string): string[] {
  return [...screen.getByRole("combobox", { name: seat }).querySelectorAll("option")].map(
    (option) => option.value,
  );
}

function toPay(): string | undefined {
  return screen.getAllByText("To pay").at(-1)?.closest("tr")?.textContent ?? undefined;
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
    // A short name and the price in the closed list (readable at 390 px); the full name as its hint.
    const seat = screen.getByRole("combobox", { name: "Row D, seat 5" }) as HTMLSelectElement;
    expect(seat.selectedOptions[0]?.textContent).toMatch(/^Student — €\d/);
    expect([...seat.options].map((option) => option.textContent?.split(" — ")[0])).toEqual(
      expect.arrayContaining(["Full price", "Student", "Senior 60+", "Under 14"]),
    );
    await user.selectOptions(seat, "senior");
    expect(seat.selectedOptions[0]?.textContent).toMatch(/^Senior 60\+ — /);
    expect(screen.getByText(/^Senior \(60 and over\): €\d/)).toBeDefined();
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

  it("offers a seat on the pass only to a customer with an active pass, and prepaid places only from a card with places left", async () => {
    resetFakeDb("pass-active");
    await holdTwoSeats();
    await waitFor(() =>
      expect(ticketOptions("Row D, seat 5").some((value) => value.startsWith("pass:"))).toBe(true),
    );
    await waitFor(() =>
      expect(ticketOptions("Row D, seat 5").some((value) => value.startsWith("prepaid:"))).toBe(true),
    );
    resetRouteTest();

    // Registered without a pass, every wallet card used up: neither option.
    resetFakeDb("registered");
    for (const card of fakeWallet().cards) {
      card.remaining = 0;
    }
    await holdSeats("Row E, seat 1", "Row E, seat 2");
    await waitFor(() => expect(screen.getByText("To pay")).toBeDefined());
    expect(ticketOptions("Row E, seat 1").some((value) => value.startsWith("pass:"))).toBe(false);
    expect(ticketOptions("Row E, seat 1").some((value) => value.startsWith("prepaid:"))).toBe(false);
    expect(ticketOptions("Row E, seat 1")).toContain("student");
  });

  it("takes a seat on the pass: the server's quote names it", async () => {
    resetFakeDb("pass-active");
    const { user } = await holdTwoSeats();
    const select = screen.getByRole("combobox", { name: "Row D, seat 5" });
    await waitFor(() =>
      expect(ticketOptions("Row D, seat 5").some((value) => value.startsWith("pass:"))).toBe(true),
    );
    const pass = ticketOptions("Row D, seat 5").find((value) => value.startsWith("pass:")) as string;
    await user.selectOptions(select, pass);
    await waitFor(() =>
      expect(patches.at(-1)).toMatchObject({ tickets: [{ seatId: "D5", type: "pass" }, {}] }),
    );
    const quote = screen.getByRole("region", { name: "Your order" });
    await waitFor(() =>
      expect(within(quote).getByText("Row D, seat 5").closest("tr")?.textContent).toMatch(/Cinélux pass/),
    );
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("keeps each option short, the card's kind its group and the chosen card's detail read with the list", async () => {
    resetFakeDb("pass-active");
    const { user } = await holdTwoSeats();
    await waitFor(() =>
      expect(ticketOptions("Row D, seat 5").some((value) => value.startsWith("prepaid:"))).toBe(true),
    );
    const select = screen.getByRole("combobox", { name: "Row D, seat 5" });
    const group = (label: string) =>
      [...select.querySelectorAll(`optgroup[label="${label}"] option`)].map((option) => option.textContent);
    // The card alone, so a closed list at 390 px shows it whole; its kind is the group's label.
    expect(group("On my pass").length).toBeGreaterThan(0);
    expect(group("Prepaid place").length).toBeGreaterThan(0);
    expect(
      [...group("On my pass"), ...group("Prepaid place")].filter((text) => /—|\(|left/.test(text ?? "")),
    ).toEqual([]);
    const prepaid = ticketOptions("Row D, seat 5").find((value) => value.startsWith("prepaid:")) as string;
    await user.selectOptions(select, prepaid);
    const description = () =>
      (select.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" ");
    await waitFor(() => expect(description()).toMatch(/Prepaid place .+: \d+ places? left/));
  });

  it("places a refusal naming a ticket on that seat's choice", async () => {
    const { user } = await holdTwoSeats();
    await waitFor(() => expect(toPay()).toMatch(/€/));
    fakeServer.use(
      http.patch("*/api/bookings/:id", () =>
        HttpResponse.json(
          {
            code: "BAD_REQUEST",
            message: "Some fields are not valid: correct the ones named.",
            fields: [{ path: "tickets.1.type", code: "invalid_value" }],
          },
          { status: 400 },
        ),
      ),
    );
    await user.selectOptions(screen.getByRole("combobox", { name: "Row D, seat 6" }), "senior");
    const refused = screen.getByRole("combobox", { name: "Row D, seat 6" });
    await waitFor(() => expect(refused.getAttribute("aria-invalid")).toBe("true"));
    expect(refused.getAttribute("aria-describedby")).toBeTruthy();
    const describedBy = document.getElementById(
      (refused.getAttribute("aria-describedby") ?? "").split(" ").find((id) => id.endsWith("-error")) ?? "",
    );
    expect(describedBy?.textContent).toMatch(/This ticket was not accepted for this seat/);
    expect(screen.getByRole("combobox", { name: "Row D, seat 5" }).getAttribute("aria-invalid")).toBeNull();
    expect(screen.getByRole("alert").textContent).toMatch(/This choice was not accepted/);
  });

  it("goes back to the held seats, then skips the extras: Pay with no concession sent", async () => {
    const { user, container } = await holdTwoSeats();
    await user.click(screen.getByRole("button", { name: "Back" }));
    const seats = await screen.findByRole("heading", { name: "Seats" });
    expect(document.activeElement).toBe(seats);
    const steps = screen.getByRole("navigation", { name: "Booking steps" });
    expect(within(steps).getByText("Seats").closest("li")?.getAttribute("aria-current")).toBe("step");
    expect((await axe.run(container, noContrast)).violations).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("heading", { name: "Choose your tickets" });
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("heading", { name: "Add extras" });
    await user.click(screen.getByRole("button", { name: "Continue without extras" }));
    expect(await screen.findByRole("heading", { name: "Summary and payment" })).toBeDefined();
    expect(patches.every((patch) => (patch as { concessions: unknown[] }).concessions.length === 0)).toBe(
      true,
    );
    expect(screen.queryByText(/Medium popcorn/)).toBeNull();
  });

  it("names the mail the tickets go to on Pay: the signed-in customer's account mail, a guest's own", async () => {
    const { user } = await holdTwoSeats();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(await screen.findByRole("button", { name: "Continue without extras" }));
    await screen.findByRole("heading", { name: "Summary and payment" });
    const sentTo = await screen.findByText("Tickets sent to");
    expect(sentTo.nextElementSibling?.textContent).toBe(fakeDb().account.mail);
    resetRouteTest();

    sessionStorage.setItem(FAKE_SIGNED_OUT_KEY, "1");
    const guest = await holdSeats("Row E, seat 1", "Row E, seat 2");
    await guest.user.type(screen.getByLabelText(/Your e-mail address/), "guest@example.com");
    await guest.user.click(screen.getByRole("button", { name: "Continue" }));
    await guest.user.click(await screen.findByRole("button", { name: "Continue without extras" }));
    await screen.findByRole("heading", { name: "Summary and payment" });
    expect(screen.getByText("Tickets sent to").nextElementSibling?.textContent).toBe("guest@example.com");
  });

  it("says the snacks are closed when the menu is no longer orderable, and lets the customer go on", async () => {
    fakeServer.use(
      http.get("*/api/sessions/:id/concessions", ({ params }) =>
        HttpResponse.json({
          sessionId: params.id,
          currency: "EUR",
          orderable: false,
          orderUntil: new Date(Date.now() - 60_000).toISOString(),
          limitDurationOrder: 30,
          maxPerItem: 10,
          items: [],
        }),
      ),
    );
    const { user, container } = await holdTwoSeats();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("heading", { name: "Add extras" });
    expect(
      await screen.findByText(/Snack and drink orders close 30 minutes before the session/),
    ).toBeDefined();
    expect(screen.queryAllByRole("combobox")).toHaveLength(0);
    expect((await axe.run(container, noContrast)).violations).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Continue without extras" }));
    expect(await screen.findByRole("heading", { name: "Summary and payment" })).toBeDefined();
  });

  it("confirms at once when nothing is left to pay: the e-ticket with its QR and the share link", async () => {
    const { user, container } = await holdSeats("Row C, seat 11");
    await waitFor(() =>
      expect(ticketOptions("Row C, seat 11").some((value) => value.startsWith("prepaid:"))).toBe(true),
    );
    const prepaid = ticketOptions("Row C, seat 11").find((value) => value.startsWith("prepaid:")) as string;
    await user.selectOptions(screen.getByRole("combobox", { name: "Row C, seat 11" }), prepaid);
    await waitFor(() => expect(toPay()).toMatch(/€0\.00/));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(await screen.findByRole("button", { name: "Continue without extras" }));
    await screen.findByRole("heading", { name: "Summary and payment" });
    expect((await axe.run(container, noContrast)).violations).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Confirm" }));

    const heading = await screen.findByRole("heading", { name: "Your booking is confirmed" });
    const confirmation = heading.closest("section") as HTMLElement;
    expect(within(confirmation).getByRole("img", { name: /Entry code of your ticket for/ })).toBeDefined();
    expect(within(confirmation).getByText("C11")).toBeDefined();
    const share = within(confirmation).getByRole("link", {
      name: /\/en\/V.+S0c0c0c0c-0000-4000-8000-000000000001\/booking$/,
    });
    expect(share.getAttribute("href")).toMatch(/\/booking$/);
    expect(within(confirmation).getByRole("link", { name: "See my e-tickets" })).toBeDefined();
    expect(await within(confirmation).findByText(/was sent to/)).toBeDefined();
    expect((await axe.run(container, noContrast)).violations).toEqual([]);
  });

  it("says when the hold ran out during a step, and offers to choose again", async () => {
    const { user } = await holdTwoSeats();
    await waitFor(() => expect(toPay()).toMatch(/€/));
    fakeServer.use(
      http.patch("*/api/bookings/:id", () =>
        HttpResponse.json({ code: "BOOKING_EXPIRED", message: "The hold has expired." }, { status: 409 }),
      ),
    );
    await user.selectOptions(screen.getByRole("combobox", { name: "Row D, seat 5" }), "student");
    expect((await screen.findByRole("alert")).textContent).toMatch(/Time is up: your seats are back on sale/);
    expect(screen.getByRole("grid", { name: "Seats of Salle 3" })).toBeDefined();
    expect(screen.queryByRole("heading", { name: "Choose your tickets" })).toBeNull();
    expect(screen.getByRole("button", { name: "Continue" })).toBeDefined();
  });
});
