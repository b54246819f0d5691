import type { UpdateAccountRequest } from "@cinelux/contract/account";
import type { Flags } from "@cinelux/contract/flags";
import { screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { expect, vi } from "vitest";
import { FAKE_SHOWS } from "../../mocks/data/catalog";
import { FAKE_FLAGS, fakeSettings } from "../../mocks/data/settings";
import { fakeServer } from "../../mocks/node";
import { ErrorBoundary } from "../../root";
import { resetModals } from "../../shell/modals/modal-store";
import {
  customerScreenRoutes,
  renderRoutes,
  resetRouteTest,
  type StubRoutes,
} from "../../shell/testing/render-routes";
import * as accountLayout from "./account-layout";

/**
 * Test support for the customer-area screens: what their tests share (the screens under the
 * account layout, the render at a path up to the screen's heading, the calls the fakes receive,
 * the analytics' screen names, a flag switched off, a list that fails to load), so that a test
 * keeps only what it asserts.
 */

type User = ReturnType<typeof renderRoutes>["user"];

/**
 * The screens under the real account layout at `/:language`, the address shown above them
 * (`getByTestId("path")`: a flag's not-found page keeps the URL).
 */
export function accountRoutes(...screens: StubRoutes): StubRoutes {
  // A pathless route with no component draws its matched child: the screens sit side by side.
  return customerScreenRoutes({ layout: accountLayout, screen: { children: screens } });
}

/**
 * Renders `routes` at `path` (the app's root boundary catching what they throw) and waits for the
 * screen's h1 named `heading`: the guards have run and the screen is drawn.
 */
export async function openScreen(routes: StubRoutes, path: string, heading: string | RegExp) {
  const view = renderRoutes(routes, path, { ErrorBoundary });
  await screen.findByRole("heading", { level: 1, name: heading });
  return view;
}

/** A call as the request log writes it: `METHOD /path` by default. */
type RequestLine = (request: Request) => string | Promise<string>;

const methodAndPath: RequestLine = (request) => `${request.method} ${new URL(request.url).pathname}`;

/**
 * The calls the fakes receive from now on, each as `line` writes it, in the order they start;
 * `resetAccountTest` stops listening.
 */
export function recordRequests(line: RequestLine = methodAndPath): string[] {
  const requested: string[] = [];
  fakeServer.events.on("request:start", ({ request }) => {
    const written = line(request);
    if (typeof written === "string") {
      requested.push(written);
    } else {
      void written.then((text) => requested.push(text));
    }
  });
  return requested;
}

/** Records the body of every PATCH /api/accounts/me, then lets the fake answer. */
export function recordAccountPatches(): UpdateAccountRequest[] {
  const bodies: UpdateAccountRequest[] = [];
  fakeServer.use(
    http.patch("*/api/accounts/me", async ({ request }) => {
      bodies.push((await request.clone().json()) as UpdateAccountRequest);
    }),
  );
  return bodies;
}

/** The screen views pushed to the analytics layer (SPEC 2.2), oldest first; none pushed yet: undefined. */
export function screenNames(): string[] | undefined {
  return (window as { dataLayer?: { screen_name: string }[] }).dataLayer?.map((event) => event.screen_name);
}

/** A show's title in `language`, from the fakes' catalog. */
export function showTitle(slug: string, language: "fr" | "nl" | "en"): string {
  return FAKE_SHOWS.find((show) => show.slug === slug)?.texts[language].title as string;
}

/**
 * afterEach of a customer screen's test: nothing rendered, cached, queued, listened to, open in a
 * modal or pushed to analytics survives it (the files share their worker's window).
 */
export function resetAccountTest(): void {
  fakeServer.events.removeAllListeners();
  resetRouteTest();
  resetModals();
  delete (window as { dataLayer?: unknown }).dataLayer;
}

/** GET /api/settings answers the French site's flags with `flag` off. */
export function switchOff(flag: keyof Flags): void {
  fakeServer.use(
    http.get("*/api/settings", ({ request }) =>
      HttpResponse.json(fakeSettings("fr", new URL(request.url).origin, { ...FAKE_FLAGS.fr, [flag]: false })),
    ),
  );
}

/**
 * With `flag` off, the screen at `path` (a French one) is the not-found page, drawn in place: the
 * address stays.
 */
export async function expectNotFoundWhenOff(routes: StubRoutes, path: string, flag: keyof Flags) {
  switchOff(flag);
  const view = renderRoutes(routes, path, { ErrorBoundary });
  expect(await screen.findByRole("heading", { level: 1, name: "Page introuvable" })).toBeDefined();
  expect(screen.getByTestId("path").textContent).toBe(path);
  return view;
}

/**
 * GET `path` answers 500 (the other endpoints keep their fakes) until the handlers are reset or the
 * returned `recover` is called: then the fake answers again.
 */
export function failGet(path: string): () => void {
  let failing = true;
  fakeServer.use(
    http.get(`*${path}`, () =>
      failing
        ? HttpResponse.json({ code: "INTERNAL", message: "Something went wrong." }, { status: 500 })
        : undefined,
    ),
  );
  return () => {
    failing = false;
  };
}

/** jsdom has no object URLs: a card's photo and a download need one. */
export function stubObjectUrls(): void {
  URL.createObjectURL = vi.fn(() => "blob:fake");
  URL.revokeObjectURL = vi.fn();
}

/**
 * A part that failed to load says so in place (a heading named `failure`); the fakes answer again
 * and the customer clicks 'Try again'. The test then asserts what is loaded.
 */
export async function retryAfterFailure(user: User, failure: string): Promise<void> {
  expect(await screen.findByRole("heading", { name: failure })).toBeDefined();
  fakeServer.resetHandlers();
  await user.click(screen.getByRole("button", { name: "Try again" }));
}
