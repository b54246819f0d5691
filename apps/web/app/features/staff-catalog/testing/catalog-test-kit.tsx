import type { Language } from "@cinelux/contract/languages";
import type { StaffCinema, StaffShow } from "@cinelux/contract/staff-catalog";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import type { ComponentType } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { type Mock, vi } from "vitest";
import en from "../../../../public/assets/i18n/en.json";
import fr from "../../../../public/assets/i18n/fr.json";
import nl from "../../../../public/assets/i18n/nl.json";
import { createI18n } from "../../../lib/i18n/create-i18n";
import { I18nProvider } from "../../../lib/i18n/use-translation";
import { type StaffRequest, staffRequest } from "../../../lib/staff/staff-api";
import { StaffMemberProvider } from "../../../lib/staff/staff-member";
import { resetModals } from "../../../shell/modals/modal-store";

/**
 * Tests only: a catalog screen as the staff layout gives it (the page's language, an editor signed
 * in, a query client, a memory router), its calls answered by `answer` in place of the API. A test
 * file mocks the API module first (`vi.mock` is hoisted per file):
 *   vi.mock("../../../lib/staff/staff-api", async (original) => ({ ...(await original()), staffRequest: vi.fn() }));
 */

export const EDITOR = {
  id: "6f1c9a52-5d7e-4d43-9f0a-3b1c7e2a9d10",
  mail: "editor@staff.cinelux.test",
  displayName: "Edith Editor",
  roles: ["editor" as const],
  mfaAt: "2026-11-29T08:00:00.000Z",
};

type Handler = (request: StaffRequest) => unknown;

/** The calls made, in order, as `METHOD /path` with their body. */
export const calls: { call: string; body: unknown; file?: Blob }[] = [];

/** Answers `METHOD /path` (without the query string) with the handler's value, or throws what it throws. */
export function answer(handlers: Record<string, Handler>): void {
  const mock = staffRequest as unknown as Mock;
  mock.mockImplementation(async (request: StaffRequest) => {
    const path = request.path.split("?")[0];
    const call = `${request.method ?? "GET"} ${path}`;
    calls.push({ call, body: request.body, ...(request.file ? { file: request.file } : {}) });
    const handler = handlers[call];
    if (!handler) {
      throw new Error(`No answer for ${call}`);
    }
    return handler(request);
  });
}

/** Renders `Screen` at `path` under the staff's `/staff/:language/` prefix with `pattern` as its route. */
export function renderScreen(Screen: ComponentType, pattern: string, path: string) {
  const language = (path.split("/")[2] ?? "en") as Language;
  const router = createMemoryRouter([{ path: `/staff/:language/${pattern}`, Component: Screen }], {
    initialEntries: [path],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <I18nProvider i18n={createI18n(language, { fr, nl, en })}>
      <StaffMemberProvider member={EDITOR}>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StaffMemberProvider>
    </I18nProvider>,
  );
  return { user, router, ...view };
}

/** afterEach: nothing rendered, answered or open survives a test. */
export function resetCatalogTest(): void {
  cleanup();
  resetModals();
  calls.length = 0;
  (staffRequest as unknown as Mock).mockReset();
  vi.restoreAllMocks();
}

/** What axe finds (colour contrast is the browser's: jsdom draws nothing). */
export async function axeViolations(container: Element) {
  return (await axe.run(container, { rules: { "color-contrast": { enabled: false } } })).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(" | ")}`,
  );
}

export const CINEMA: StaffCinema = {
  slug: "cinelux-bastille",
  domain: "fr",
  name: "Cinélux Bastille",
  address: "12 rue de la Roquette",
  postalCode: "75011",
  city: "Paris",
  latitude: "48.8530",
  longitude: "2.3700",
  tags: ["centre"],
  hasPmrService: true,
  seatCount: 420,
  descriptions: { fr: "Au cœur de la Bastille." },
  halls: [
    { name: "Salle 1", seatCount: 220, technologies: ["dolby"], hasSeatMap: true },
    { name: "Salle 2", seatCount: 200, technologies: [], hasSeatMap: false },
  ],
  hasPriceList: true,
};

export const SHOW: StaffShow = {
  id: "0b7c2f4e-1d2a-4c3b-8e5f-6a7b8c9d0e1f",
  slug: "the-long-night",
  salesforceShowId: "SF-1001",
  title: "The Long Night",
  texts: {
    fr: { title: "La Longue Nuit", synopsis: "Une nuit qui ne finit pas." },
    nl: { title: "De Lange Nacht", synopsis: "Een nacht die niet eindigt." },
    en: { title: "The Long Night", synopsis: "A night that never ends." },
  },
  isMovie: true,
  genres: ["Drama", "Thriller"],
  durationMinutes: 124,
  releaseYear: 2026,
  ageRating: "12",
  backdropUrl: null,
  director: "Ana Ruiz",
  cast: ["Léa Martin"],
  trailerKey: null,
  releaseDate: "2026-11-18",
  presales: false,
  comingSoon: false,
  bookable: true,
  images: {
    posterUrl: "/media/v1/posters/the-long-night-w342.jpg",
    backdropUrl: "/media/v1/backdrops/the-long-night-w1280.jpg",
    uploaded: { poster: false, backdrop: true },
  },
};
