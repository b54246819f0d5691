// @vitest-environment jsdom

import type { PriceList } from "@cinelux/contract/ticket-prices";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  answer,
  axeViolations,
  CINEMA,
  calls,
  renderScreen,
  resetCatalogTest,
} from "../testing/catalog-test-kit";
import Prices from "./prices";

vi.mock("../../../lib/staff/staff-api", async (original) => ({
  ...(await original<typeof import("../../../lib/staff/staff-api")>()),
  staffRequest: vi.fn(),
}));

afterEach(resetCatalogTest);

const LIST: PriceList = {
  weekday: { full: 1250, student: 950, senior: 1050, under14: 750 },
  weekend: { full: 1350, student: 1050, senior: 1150, under14: 850 },
  formatSupplements: { imax: 400, "4dx": 500, screenx: 300, dolby: 200 },
  seatSupplements: { premium: 200, loveSeat: 300 },
};

describe("a cinema's price list", () => {
  it("shows the amounts in euros and sends the whole list in cents, a cheaper Tuesday added", async () => {
    answer({
      "GET /api/staff/catalog/cinemas": () => ({ cinemas: [CINEMA] }),
      [`GET /api/staff/catalog/cinemas/${CINEMA.slug}/prices`]: () => ({ priceList: LIST }),
      [`PUT /api/staff/catalog/cinemas/${CINEMA.slug}/prices`]: (request) => request.body,
    });
    const { user, container } = renderScreen(
      Prices,
      "catalog/prices",
      `/staff/en/catalog/prices?cinema=${CINEMA.slug}`,
    );

    const full = (await screen.findByRole("textbox", {
      name: "Full price, Weekday (€)",
    })) as HTMLInputElement;
    expect(full.value).toBe("12.50");
    expect(screen.queryByRole("columnheader", { name: "Tuesday" })).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: "Cheaper prices on Tuesdays" }));
    for (const [name, value] of [
      ["Full price, Tuesday (€)", "9"],
      ["Student, Tuesday (€)", "7.5"],
      ["Senior (60 and over), Tuesday (€)", "8"],
      ["Under 14, Tuesday (€)", "6"],
    ] as const) {
      await user.type(screen.getByRole("textbox", { name }), value);
    }
    await user.clear(screen.getByRole("textbox", { name: "IMAX supplement (€)" }));
    await user.type(screen.getByRole("textbox", { name: "IMAX supplement (€)" }), "4.5");
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Save the prices" }));

    expect(await screen.findByText("Saved.")).toBeDefined();
    expect(calls.find((call) => call.call.startsWith("PUT"))?.body).toEqual({
      priceList: {
        ...LIST,
        tuesday: { full: 900, student: 750, senior: 800, under14: 600 },
        formatSupplements: { ...LIST.formatSupplements, imax: 450 },
      },
    });
  });

  it("refuses an empty or unreadable amount in place, before any call", async () => {
    answer({
      "GET /api/staff/catalog/cinemas": () => ({ cinemas: [CINEMA] }),
      [`GET /api/staff/catalog/cinemas/${CINEMA.slug}/prices`]: () => ({ priceList: LIST }),
    });
    const { user } = renderScreen(Prices, "catalog/prices", `/staff/en/catalog/prices?cinema=${CINEMA.slug}`);

    const student = await screen.findByRole("textbox", { name: "Student, Weekend (€)" });
    await user.clear(student);
    await user.type(screen.getByRole("textbox", { name: "Under 14, Weekday (€)" }), "x");
    await user.click(screen.getByRole("button", { name: "Save the prices" }));

    expect((await screen.findByRole("alert")).textContent).toContain("Each amount in euros");
    expect(student.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("textbox", { name: "Under 14, Weekday (€)" }).getAttribute("aria-invalid")).toBe(
      "true",
    );
    expect(
      screen.getByRole("textbox", { name: "Full price, Weekday (€)" }).getAttribute("aria-invalid"),
    ).toBeNull();
    expect(calls.some((call) => call.call.startsWith("PUT"))).toBe(false);
  });

  it("says when the cinema has no list yet", async () => {
    answer({
      "GET /api/staff/catalog/cinemas": () => ({ cinemas: [CINEMA] }),
      [`GET /api/staff/catalog/cinemas/${CINEMA.slug}/prices`]: () => ({ priceList: null }),
    });
    renderScreen(Prices, "catalog/prices", "/staff/fr/catalog/prices");

    expect(await screen.findByText(/n'a pas encore de grille/)).toBeDefined();
  });
});
