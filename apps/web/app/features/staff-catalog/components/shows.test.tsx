// @vitest-environment jsdom

import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api/api-error";
import {
  answer,
  axeViolations,
  calls,
  renderScreen,
  resetCatalogTest,
  SHOW,
} from "../testing/catalog-test-kit";
import ShowEdit from "./show-edit";
import ShowsList from "./shows-list";

vi.mock("../../../lib/staff/staff-api", async (original) => ({
  ...(await original<typeof import("../../../lib/staff/staff-api")>()),
  staffRequest: vi.fn(),
}));

afterEach(resetCatalogTest);

const LINE = {
  id: SHOW.id,
  slug: SHOW.slug,
  title: SHOW.title,
  isMovie: true,
  durationMinutes: 124,
  releaseYear: 2026,
  posterUrl: SHOW.images.posterUrl,
};

describe("the shows list", () => {
  it("searches by title and pages, each title opening its form", async () => {
    answer({
      "GET /api/staff/catalog/shows": (request) =>
        request.path.includes("q=night")
          ? { shows: [LINE], page: 1, pageSize: 25, total: 1 }
          : { shows: [LINE], page: 1, pageSize: 25, total: 60 },
    });
    const { user, container } = renderScreen(ShowsList, "catalog/shows", "/staff/en/catalog/shows");

    expect(await screen.findByText("Page 1 of 3 · 60 titles")).toBeDefined();
    expect(screen.getByRole("link", { name: "Next page" }).getAttribute("href")).toBe(
      "/staff/en/catalog/shows?page=2",
    );
    await user.type(screen.getByRole("searchbox", { name: "Search a title" }), "night");
    await user.keyboard("{Enter}");

    // One page of results: no pager.
    await waitFor(() => expect(screen.queryByText("Page 1 of 3 · 60 titles")).toBeNull());
    expect(screen.queryByRole("link", { name: "Next page" })).toBeNull();
    const link = screen.getByRole("link", { name: "Edit The Long Night" });
    expect(link.getAttribute("href")).toBe(`/staff/en/catalog/shows/${SHOW.id}`);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says in place when the list cannot be read, and reads it again on demand", async () => {
    let fail = true;
    answer({
      "GET /api/staff/catalog/shows": () => {
        if (fail) {
          throw new ApiError(500, "INTERNAL", "Quelque chose a échoué.");
        }
        return { shows: [], page: 1, pageSize: 25, total: 0 };
      },
    });
    const { user } = renderScreen(ShowsList, "catalog/shows", "/staff/fr/catalog/shows");

    expect((await screen.findByRole("alert")).textContent).toContain("Quelque chose a échoué.");
    fail = false;
    await user.click(screen.getByRole("button", { name: "Réessayer" }));
    expect(await screen.findByText("Aucun titre ne correspond.")).toBeDefined();
  });
});

describe("a show's form", () => {
  it("sends the whole show but its slug, the three languages included", async () => {
    answer({
      [`GET /api/staff/catalog/shows/${SHOW.id}`]: () => SHOW,
      [`PUT /api/staff/catalog/shows/${SHOW.id}`]: (request) => ({ ...SHOW, ...(request.body as object) }),
    });
    const { user, container } = renderScreen(
      ShowEdit,
      "catalog/shows/:showId",
      `/staff/en/catalog/shows/${SHOW.id}`,
    );

    const dutch = await screen.findByRole("group", { name: "Dutch" });
    const title = within(dutch).getByRole("textbox", { name: "Title (Dutch)" });
    expect(screen.getByRole("textbox", { name: /^URL name/ }).hasAttribute("readonly")).toBe(true);
    await user.clear(title);
    await user.type(title, "De Lange Nacht (herneming)");
    await user.clear(screen.getByRole("spinbutton", { name: "Length (minutes)" }));
    await user.type(screen.getByRole("spinbutton", { name: "Length (minutes)" }), "130");
    await user.selectOptions(screen.getByRole("combobox", { name: "Kind" }), "Event");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByRole("status")).toBeDefined();
    const put = calls.find((call) => call.call.startsWith("PUT"));
    expect(put?.body).toMatchObject({
      title: "The Long Night",
      texts: { nl: { title: "De Lange Nacht (herneming)" }, fr: SHOW.texts.fr, en: SHOW.texts.en },
      durationMinutes: 130,
      isMovie: false,
      genres: ["Drama", "Thriller"],
      ageRating: "12",
    });
    expect(put?.body).not.toHaveProperty("slug");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the API's refusal with the fields it names", async () => {
    answer({
      "POST /api/staff/catalog/shows": () => {
        throw new ApiError(409, "SHOW_SLUG_TAKEN", "This URL name is taken.", [
          { path: "slug", code: "invalid_value" },
        ]);
      },
    });
    const { user } = renderScreen(ShowEdit, "catalog/shows/:showId", "/staff/en/catalog/shows/new");

    await user.type(await screen.findByRole("textbox", { name: /^URL name/ }), "the-long-night");
    await user.click(screen.getByRole("button", { name: "Save" }));

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("This URL name is taken.");
    expect(alert.textContent).toContain("Fields refused: slug");
    // The refused field says so under itself.
    const slug = screen.getByRole("textbox", { name: /^URL name/ });
    expect(slug.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("This value is refused: check it.").id).toBe(
      slug.getAttribute("aria-describedby")?.split(" ").at(-1),
    );
  });

  it("previews a chosen poster and sends its bytes as they are", async () => {
    URL.createObjectURL = vi.fn(() => "blob:poster-preview");
    URL.revokeObjectURL = vi.fn();
    answer({
      [`GET /api/staff/catalog/shows/${SHOW.id}`]: () => SHOW,
      [`PUT /api/staff/catalog/shows/${SHOW.id}/images/poster`]: () => ({
        kind: "poster",
        url: SHOW.images.posterUrl,
        width: 1000,
        height: 1500,
        bytes: 4,
      }),
    });
    const { user } = renderScreen(ShowEdit, "catalog/shows/:showId", `/staff/en/catalog/shows/${SHOW.id}`);
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "poster.jpg", { type: "image/jpeg" });

    const upload = await screen.findByRole("button", { name: "Upload the poster" });
    expect(upload.hasAttribute("disabled")).toBe(true);
    await user.upload(screen.getByLabelText(/^New poster/), file);
    expect(screen.getByRole("img", { name: "Preview of the chosen file" }).getAttribute("src")).toBe(
      "blob:poster-preview",
    );
    await user.click(upload);

    expect(await screen.findByText("Image uploaded.")).toBeDefined();
    // The same URL asked again past the browser's cache, and the preview gone with the sent file.
    expect(screen.getByRole("img", { name: "Current poster" }).getAttribute("src")).toMatch(
      new RegExp(`^${SHOW.images.posterUrl}\\?sent=\\d+$`),
    );
    expect(screen.queryByRole("img", { name: "Preview of the chosen file" })).toBeNull();
    const sent = calls.find((call) => call.call.endsWith("/images/poster"));
    expect(sent?.file).toBe(file);
  });
});
