// @vitest-environment jsdom
import { guestBookingLink } from "@cinelux/contract/guest-bookings";
import { LANGUAGES } from "@cinelux/contract/languages";
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import type { LoaderFunctionArgs } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { catalogPath, catalogRoutePatterns } from "../../lib/catalog/catalog-paths";
import { FAKE_GUEST_BOOKING } from "../../mocks/fakes/guest-bookings";
import { fakeServer } from "../../mocks/node";
import {
  moduleRoute,
  renderRoutes,
  resetRouteTest,
  type StubRoutes,
} from "../../shell/testing/render-routes";
import * as guestBooking from "./guest-booking";

/** The page's loader called with a stub router's arguments (its own are typed by its path). */
function loadPage(args: LoaderFunctionArgs) {
  return guestBooking.loader(args as unknown as Parameters<typeof guestBooking.loader>[0]);
}

function load(path: string, params: { language: string; booking: string }) {
  const request = new Request(`http://localhost${path}`);
  return loadPage({ params, request, context: undefined } as unknown as LoaderFunctionArgs);
}

// The page at its path in every language, as routes.ts mounts it, its loader run as the server runs it.
const routes: StubRoutes = catalogRoutePatterns("GuestBooking").map((pattern) => ({
  ...moduleRoute(`:language/${pattern}`, guestBooking),
  loader: loadPage,
}));

const { id, key } = FAKE_GUEST_BOOKING;

afterEach(() => {
  fakeServer.resetHandlers();
  sessionStorage.clear();
  resetRouteTest();
});

describe("a guest's booking page", () => {
  it("answers at its path in each language and sends another language's path there with a 301", () => {
    expect(load(`/fr/ma-reservation/${id}`, { language: "fr", booking: id })).toMatchObject({
      language: "fr",
      bookingId: id,
      alternatePaths: {
        fr: `/fr/ma-reservation/${id}`,
        nl: `/nl/mijn-reservering/${id}`,
        en: `/en/my-booking/${id}`,
      },
    });
    let thrown: unknown;
    try {
      load(`/en/ma-reservation/${id}`, { language: "en", booking: id });
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Response).status).toBe(301);
    expect((thrown as Response).headers.get("Location")).toBe(`/en/my-booking/${id}`);
  });

  it("is where the server's mail link points, in every language", () => {
    for (const language of LANGUAGES) {
      const link = guestBookingLink({ origin: "https://cinelux.fr", language, bookingId: id, key });
      expect(link).toBe(`https://cinelux.fr${catalogPath(language, "GuestBooking", id)}#key=${key}`);
    }
  });

  it("shows the e-ticket with its QR code, what was paid and a cancel confirmed in a modal, then the refund", async () => {
    const { user } = renderRoutes(routes, `/en/my-booking/${id}#key=${key}`);
    await screen.findByRole("heading", { level: 1, name: "My booking" });
    expect(screen.getByRole("img", { name: /^Entry code of your ticket for / })).toBeDefined();
    expect(screen.getByText("Paid")).toBeDefined();
    expect(screen.getByText("Confirmed")).toBeDefined();
    const cancel = screen.getByRole("button", { name: "Cancel this booking" });
    cancel.focus();
    await user.click(cancel);
    const dialog = await screen.findByRole("dialog", { name: "Cancel this booking?" });
    expect(within(dialog).getByText(/will be refunded to your means of payment/)).toBeDefined();
    await user.click(within(dialog).getByRole("button", { name: "Keep my booking" }));
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    await user.click(cancel);
    await user.click(
      within(await screen.findByRole("dialog", { name: "Cancel this booking?" })).getByRole("button", {
        name: "Yes, cancel it",
      }),
    );
    const refunded = await screen.findByText(/^Your booking is cancelled\./);
    expect(screen.getByText("Cancelled and refunded")).toBeDefined();
    expect(screen.queryByRole("button", { name: "Cancel this booking" })).toBeNull();
    expect(screen.queryByRole("img", { name: /^Entry code of your ticket for / })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(refunded));
  });

  it("says the link is not valid, with a way to the films, for a wrong key or none", async () => {
    renderRoutes(routes, `/fr/ma-reservation/${id}#key=wrong`);
    await screen.findByRole("heading", { level: 1, name: "Ce lien n'est pas valide" });
    expect(screen.getByRole("link", { name: "Voir les films" }).getAttribute("href")).toBe("/fr/films");
    resetRouteTest();
    renderRoutes(routes, `/nl/mijn-reservering/${id}`);
    expect(await screen.findAllByRole("heading", { name: "Deze link is niet geldig" })).not.toHaveLength(0);
  });

  it("offers to try again when the booking could not be loaded", async () => {
    fakeServer.use(http.get("*/api/guest-bookings/:id", () => HttpResponse.json({}, { status: 503 })));
    renderRoutes(routes, `/en/my-booking/${id}#key=${key}`);
    expect(await screen.findByText(/could not be loaded/, undefined, { timeout: 5000 })).toBeDefined();
    expect(screen.getByRole("button", { name: "Try again" })).toBeDefined();
  });
});
