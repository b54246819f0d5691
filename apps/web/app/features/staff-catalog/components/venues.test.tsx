// @vitest-environment jsdom

import type { SeatMap } from "@cinelux/contract/booking";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api/api-error";
import {
  answer,
  axeViolations,
  CINEMA,
  calls,
  renderScreen,
  resetCatalogTest,
} from "../testing/catalog-test-kit";
import CinemaEdit from "./cinema-edit";
import Cinemas from "./cinemas";
import { layoutOf } from "./seat-map-grid";

vi.mock("../../../lib/staff/staff-api", async (original) => ({
  ...(await original<typeof import("../../../lib/staff/staff-api")>()),
  staffRequest: vi.fn(),
}));

afterEach(resetCatalogTest);

/**
 * The chosen file, as a browser hands it over. jsdom's files have no `text()` (every browser the
 * staff use has): this one answers it itself, read through jsdom's FileReader, without touching
 * jsdom's own Blob.
 */
function jsonFile(content: string, name: string): File {
  const file = new File([content], name, { type: "application/json" });
  Object.defineProperty(file, "text", {
    value: () =>
      new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsText(file);
      }),
  });
  return file;
}

/** Two rows: A with an aisle between seats 2 and 3, B with a love seat pair and a blocked seat. */
const MAP: SeatMap = {
  size: { width: 10, height: 4 },
  screen: { x: 1, width: 8 },
  zones: [
    {
      name: "Stalls",
      rows: [
        {
          label: "A",
          seats: [
            { id: "A1", number: 1, x: 1, y: 1, type: "wheelchair" },
            { id: "A2", number: 2, x: 2, y: 1, type: "companion" },
            { id: "A3", number: 3, x: 4, y: 1, type: "standard" },
          ],
        },
        {
          label: "B",
          seats: [
            { id: "B1", number: 1, x: 1, y: 2, type: "loveSeat", pair: "B2" },
            { id: "B2", number: 2, x: 2, y: 2, type: "loveSeat", pair: "B1" },
            { id: "B3", number: 3, x: 3, y: 2, type: "standard", blocked: true },
            { id: "B4", number: 4, x: 4, y: 2, type: "premium" },
          ],
        },
      ],
    },
  ],
};

const PATH = `/staff/en/catalog/cinemas/${CINEMA.slug}`;
const HALL = `/api/staff/catalog/cinemas/${CINEMA.slug}/halls/Salle%202`;

describe("the cinemas", () => {
  it("lists each cinema with its halls and a way to its price list when it has none", async () => {
    answer({
      "GET /api/staff/catalog/cinemas": () => ({
        cinemas: [CINEMA, { ...CINEMA, slug: "cinelux-gent", name: "Cinélux Gent", hasPriceList: false }],
      }),
    });
    const { container } = renderScreen(Cinemas, "catalog/cinemas", "/staff/en/catalog/cinemas");

    expect((await screen.findByRole("link", { name: "Cinélux Bastille" })).getAttribute("href")).toBe(PATH);
    expect(screen.getByRole("link", { name: "No" }).getAttribute("href")).toBe(
      "/staff/en/catalog/prices?cinema=cinelux-gent",
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it("saves a cinema's fields, its slug and references left as they are", async () => {
    answer({
      "GET /api/staff/catalog/cinemas": () => ({ cinemas: [CINEMA] }),
      [`PUT /api/staff/catalog/cinemas/${CINEMA.slug}`]: () => CINEMA,
    });
    const { user, container } = renderScreen(CinemaEdit, "catalog/cinemas/:slug", PATH);

    const city = await screen.findByRole("textbox", { name: "City" });
    await user.clear(city);
    await user.type(city, "Paris 11e");
    await user.type(
      screen.getByRole("textbox", { name: /^Description \(Dutch\)/ }),
      "In het hart van Bastille.",
    );
    await user.click(screen.getByRole("button", { name: "Save the cinema" }));

    expect(await screen.findByText("Saved.")).toBeDefined();
    expect(calls.find((call) => call.call.startsWith("PUT"))?.body).toEqual({
      name: "Cinélux Bastille",
      address: "12 rue de la Roquette",
      postalCode: "75011",
      city: "Paris 11e",
      latitude: "48.8530",
      longitude: "2.3700",
      tags: ["centre"],
      hasPmrService: true,
      seatCount: 420,
      descriptions: { fr: "Au cœur de la Bastille.", nl: "In het hart van Bastille." },
    });
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe("a hall's seat map import", () => {
  it("draws the previewed map, warns of the seats it drops, and shows the coded refusal of the replacement", async () => {
    answer({
      "GET /api/staff/catalog/cinemas": () => ({ cinemas: [CINEMA] }),
      [`POST ${HALL}/seat-map/preview`]: (request) => ({
        seatMap: (request.body as { seatMap: SeatMap }).seatMap,
        seats: 7,
        rows: 2,
        removedSeats: ["C1", "C2"],
      }),
      [`PUT ${HALL}/seat-map`]: () => {
        throw new ApiError(409, "SEAT_MAP_SEATS_SOLD", "Seats C1 are sold at a coming session.", [
          { path: "seatMap", code: "invalid_value" },
        ]);
      },
    });
    const { user, container } = renderScreen(CinemaEdit, "catalog/cinemas/:slug", PATH);
    const hall = await screen.findByRole("region", { name: /^Salle 2/ });
    // Each hall is folded under its summary (a native <details>: Enter and Space open it in browsers).
    await user.click(within(hall).getByText("Seats, technologies and map of Salle 2"));
    expect(hall.querySelector("details")?.open).toBe(true);

    await user.click(within(hall).getByRole("button", { name: "Check and draw" }));
    expect(within(hall).getByText("Paste a map or choose a file.")).toBeDefined();
    const json = within(hall).getByRole("textbox", { name: /^Map in JSON format/ });
    await user.click(json);
    await user.paste("{ not json");
    await user.click(within(hall).getByRole("button", { name: "Check and draw" }));
    expect(within(hall).getByText("This text is not valid JSON.")).toBeDefined();
    await user.clear(json);
    await user.upload(
      within(hall).getByLabelText("Or choose the JSON file"),
      jsonFile(JSON.stringify(MAP), "salle-2.json"),
    );
    // The file's text fills the field, where it can still be corrected.
    expect(await within(hall).findByDisplayValue(/"zones"/)).toBe(json);
    await user.click(within(hall).getByRole("button", { name: "Check and draw" }));

    expect(await within(hall).findByRole("img", { name: "Map of Salle 2: 2 rows, 7 seats" })).toBeDefined();
    expect(container.querySelectorAll(".staff-seat-map__seat--loveSeat").length).toBeGreaterThanOrEqual(2);
    expect(within(hall).getByText("These seats will leave the map: C1, C2")).toBeDefined();
    expect(calls.find((call) => call.call.endsWith("/preview"))?.body).toEqual({ seatMap: MAP });
    expect(await axeViolations(container)).toEqual([]);

    await user.click(within(hall).getByRole("button", { name: "Replace the map" }));
    const refusal = await within(hall).findByText("Seats C1 are sold at a coming session.");
    expect(refusal.closest("[role=alert]")?.textContent).toContain("Fields refused: seatMap");
  });

  it("places seats by their x: an aisle is an empty column", () => {
    const { columns, columnOf, seats } = layoutOf(MAP);
    expect(columns).toBe(4);
    expect(seats.map((seat) => `${seat.id}:${columnOf(seat)}`)).toEqual([
      "A1:1",
      "A2:2",
      "A3:4",
      "B1:1",
      "B2:2",
      "B3:3",
      "B4:4",
    ]);
  });
});
