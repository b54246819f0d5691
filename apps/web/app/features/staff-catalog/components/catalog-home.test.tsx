// @vitest-environment jsdom

import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { axeViolations, renderScreen, resetCatalogTest } from "../testing/catalog-test-kit";
import CatalogHome from "./catalog-home";

vi.mock("../../../lib/staff/staff-api", async (original) => ({
  ...(await original<typeof import("../../../lib/staff/staff-api")>()),
  staffRequest: vi.fn(),
}));

afterEach(resetCatalogTest);

describe("the catalog's landing", () => {
  it("leads to its four parts, in the page's language", async () => {
    const { container } = renderScreen(CatalogHome, "catalog", "/staff/nl/catalog");

    expect(screen.getByRole("heading", { level: 1, name: "Catalogus" })).toBeDefined();
    const tabs = screen.getByRole("navigation", { name: "Delen van de catalogus" });
    expect(
      within(tabs)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual([
      "/staff/nl/catalog/shows",
      "/staff/nl/catalog/sessions",
      "/staff/nl/catalog/cinemas",
      "/staff/nl/catalog/prices",
    ]);
    expect(screen.getByRole("heading", { level: 2, name: "Bioscopen en zalen" })).toBeDefined();
    expect(await axeViolations(container)).toEqual([]);
  });
});
