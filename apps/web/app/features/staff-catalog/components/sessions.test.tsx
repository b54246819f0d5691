// @vitest-environment jsdom

import type { StaffSession } from "@cinelux/contract/staff-catalog";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api/api-error";
import { isModalOpen } from "../../../shell/modals/modal-store";
import {
  answer,
  axeViolations,
  CINEMA,
  calls,
  renderScreen,
  resetCatalogTest,
  SHOW,
} from "../testing/catalog-test-kit";
import { fromLocalInput, toLocalInput } from "./session-dates";
import { CANCEL_MODAL } from "./session-modals";
import Sessions from "./sessions";

vi.mock("../../../lib/staff/staff-api", async (original) => ({
  ...(await original<typeof import("../../../lib/staff/staff-api")>()),
  staffRequest: vi.fn(),
}));

afterEach(resetCatalogTest);

const SESSION: StaffSession = {
  id: "7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6",
  show: { id: SHOW.id, slug: SHOW.slug, title: SHOW.title },
  cinema: CINEMA.slug,
  hall: "Salle 1",
  startsAt: "2026-12-01T19:15:00.000Z",
  endsAt: "2026-12-01T21:39:00.000Z",
  version: "VF",
  specificities: [],
  bookings: 3,
  soldSeats: 5,
  cancelledAt: null,
};

const PATH = `/staff/en/catalog/sessions?cinema=${CINEMA.slug}&date=2026-12-01`;

function day(sessions: StaffSession[]) {
  return {
    "GET /api/staff/catalog/cinemas": () => ({ cinemas: [CINEMA] }),
    "GET /api/staff/catalog/sessions": () => ({ sessions }),
  };
}

describe("the sessions of a day", () => {
  it("lists the cinema's day and cancels a session after saying how many bookings it refunds", async () => {
    let sessions = [SESSION];
    answer({
      ...day([]),
      "GET /api/staff/catalog/sessions": () => ({ sessions }),
      [`POST /api/staff/catalog/sessions/${SESSION.id}/cancel`]: () => {
        sessions = [{ ...SESSION, cancelledAt: "2026-11-29T10:00:00.000Z" }];
        return { session: sessions[0], refunded: 3 };
      },
    });
    const { user, container } = renderScreen(Sessions, "catalog/sessions", PATH);

    const row = (await screen.findByRole("cell", { name: "The Long Night" })).closest("tr") as HTMLElement;
    expect(within(row).getByText("20:15 – 22:39")).toBeDefined();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(row).getByRole("button", { name: /^Cancel the session of The Long Night/ }));

    const dialog = screen.getByRole("dialog", { name: "Cancel this session?" });
    expect(dialog.textContent).toContain("3 confirmed bookings will be refunded");
    await user.click(within(dialog).getByRole("button", { name: "Cancel the session and refund" }));
    expect(within(dialog).getByText("Write the reason for the cancellation.")).toBeDefined();
    expect(calls.some((call) => call.call.endsWith("/cancel"))).toBe(false);
    await user.type(within(dialog).getByRole("textbox", { name: /^Reason/ }), "Projector failure");
    await user.click(within(dialog).getByRole("button", { name: "Cancel the session and refund" }));

    expect(await screen.findByText("Session cancelled: 3 bookings refunded.")).toBeDefined();
    expect(isModalOpen(CANCEL_MODAL)).toBe(false);
    expect(calls.find((call) => call.call.endsWith("/cancel"))?.body).toEqual({
      reason: "Projector failure",
    });
    expect(await screen.findByText("Cancelled")).toBeDefined();
  });

  it("moves a session to a new start, its hall locked once seats are sold, and shows a coded refusal", async () => {
    answer({
      ...day([SESSION]),
      [`POST /api/staff/catalog/sessions/${SESSION.id}/move`]: () => {
        throw new ApiError(409, "SESSION_HALL_BUSY", "Another session uses this hall then.");
      },
    });
    const { user } = renderScreen(Sessions, "catalog/sessions", PATH);

    await user.click(await screen.findByRole("button", { name: "Move the session of The Long Night" }));
    const dialog = screen.getByRole("dialog", { name: "Move the session of The Long Night" });
    const hall = within(dialog).getByRole("combobox", { name: "Hall" });
    expect(hall.hasAttribute("disabled")).toBe(true);
    const start = within(dialog).getByLabelText(/^New start/) as HTMLInputElement;
    expect(start.value).toBe("2026-12-01T20:15");
    await user.clear(start);
    await user.type(start, "2026-12-01T21:00");
    await user.click(within(dialog).getByRole("button", { name: "Move" }));

    expect((await within(dialog).findByRole("alert")).textContent).toContain(
      "Another session uses this hall then.",
    );
    expect(calls.find((call) => call.call.endsWith("/move"))?.body).toEqual({
      startsAt: "2026-12-01T21:00:00+01:00",
    });
  });

  it("creates a session of a show found by its title", async () => {
    answer({
      ...day([]),
      "GET /api/staff/catalog/shows": () => ({
        shows: [{ ...SHOW, posterUrl: SHOW.images.posterUrl }],
        page: 1,
        pageSize: 25,
        total: 1,
      }),
      "POST /api/staff/catalog/sessions": () => SESSION,
    });
    const { user, container } = renderScreen(Sessions, "catalog/sessions", PATH);

    expect(await screen.findByText("No session that day at this cinema.")).toBeDefined();
    await user.type(screen.getByRole("combobox", { name: /^Title \(URL name\)/ }), "the-long-night");
    await user.selectOptions(screen.getByRole("combobox", { name: "Hall" }), "Salle 2");
    await user.click(screen.getByRole("checkbox", { name: "IMAX" }));
    await user.click(screen.getByRole("button", { name: "Create the session" }));

    expect(await screen.findByText("Session created.")).toBeDefined();
    expect(calls.find((call) => call.call === "POST /api/staff/catalog/sessions")?.body).toEqual({
      cinema: CINEMA.slug,
      hall: "Salle 2",
      show: "the-long-night",
      startsAt: "2026-12-01T20:00:00+01:00",
      version: "VF",
      specificities: ["imax"],
    });
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe("the cinemas' clock", () => {
  it("reads a typed start in Paris time, summer and winter", () => {
    expect(fromLocalInput("2026-07-14T21:30")).toBe("2026-07-14T21:30:00+02:00");
    expect(fromLocalInput("2026-12-01T20:15")).toBe("2026-12-01T20:15:00+01:00");
    expect(fromLocalInput("not a time")).toBeNull();
    expect(toLocalInput("2026-07-14T19:30:00.000Z")).toBe("2026-07-14T21:30");
  });
});
