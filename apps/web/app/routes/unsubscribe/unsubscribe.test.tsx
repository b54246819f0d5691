// @vitest-environment jsdom
import type { NewsletterCategory } from "@cinelux/contract/newsletter";
import { screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { Outlet, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FAKE_SIGNED_OUT_KEY } from "../../lib/auth/fake-user-manager";
import { getToasts } from "../../lib/toasts/toast-store";
import { fakeDb } from "../../mocks/fake-db";
import { FAKE_EXPIRED_TOKEN, FAKE_GONE_TOKEN, fakeUnsubscribeToken } from "../../mocks/fakes/preferences";
import { fakeServer } from "../../mocks/node";
import {
  moduleRoute,
  renderRoutes,
  resetRouteTest,
  type StubRoutes,
} from "../../shell/testing/render-routes";
import * as confirmation from "./confirmation";
import * as unsubscribe from "./unsubscribe";
import * as layout from "./unsubscribe-layout";

function ShowPath() {
  return (
    <>
      <p data-testid="path">{useLocation().pathname}</p>
      <Outlet />
    </>
  );
}

const routes: StubRoutes = [
  {
    path: "/",
    Component: ShowPath,
    children: [
      moduleRoute(":language/unsubscribe", layout, [
        moduleRoute(null, unsubscribe),
        moduleRoute("confirmation", confirmation),
      ]),
    ],
  },
];

let calls: { path: string; body: unknown }[] = [];

beforeEach(() => {
  calls = [];
  // A mail's link is followed signed out.
  sessionStorage.setItem(FAKE_SIGNED_OUT_KEY, "1");
  fakeServer.events.on("request:start", async ({ request }) => {
    const path = new URL(request.url).pathname;
    if (request.method === "PATCH" && path.startsWith("/api/newsletter")) {
      calls.push({ path, body: await request.clone().json() });
    }
  });
});

afterEach(() => {
  fakeServer.events.removeAllListeners();
  resetRouteTest();
  delete (window as { dataLayer?: unknown }).dataLayer;
});

const link = (language: string, token: string) =>
  `/${language}/unsubscribe?token=${encodeURIComponent(token)}`;

describe("{language}/unsubscribe (SPEC 2.2, 7 GET /api/newsletter, PATCH /unsubscribe and /all)", () => {
  it.each([
    ["filmnews", "Film news", 2],
    ["filmtips", "Our film tips", 2],
    ["account", "Your account e-mails", 1],
    ["servicemail", "Service e-mails", 1],
    ["unknown", "A Cinélux e-mail", 1],
  ] as const)("names the %s category in words and offers its choices", async (category, name, buttons) => {
    renderRoutes(routes, link("en", fakeUnsubscribeToken(category as NewsletterCategory)));
    expect(await screen.findByRole("heading", { level: 2, name })).toBeDefined();
    expect(screen.getByRole("heading", { level: 1, name: "Unsubscribe" })).toBeDefined();
    expect(screen.getByText("Address: c***@e***.com")).toBeDefined();
    expect(screen.getAllByRole("button")).toHaveLength(buttons);
    expect(screen.getByRole("button", { name: "Unsubscribe from all promotional e-mails" })).toBeDefined();
  });

  it("leaves one newsletter signed out and lands on the confirmation, in French", async () => {
    const { user } = renderRoutes(routes, link("fr", fakeUnsubscribeToken("filmnews")));
    await user.click(
      await screen.findByRole("button", { name: "Me désabonner de « L'actualité des films »" }),
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "C'est noté, vous êtes désabonné(e)" }),
    ).toBeDefined();
    expect(screen.getByTestId("path").textContent).toBe("/fr/unsubscribe/confirmation");
    expect(screen.getByText("Vous ne recevrez plus « L'actualité des films ».")).toBeDefined();
    expect(calls).toEqual([{ path: "/api/newsletter/unsubscribe", body: { token: "fake-filmnews" } }]);
    expect(fakeDb().newsletters).toEqual({ filmnews: false, filmtips: true });
    // Signed out: the way back to the site, not to the preferences.
    expect(screen.getByRole("link", { name: "Aller sur le site Cinélux" })).toBeDefined();
    expect(screen.queryByRole("link", { name: "Gérer mes préférences" })).toBeNull();
    await vi.waitFor(() =>
      expect(
        (window as { dataLayer?: { screen_name: string }[] }).dataLayer?.map((e) => e.screen_name),
      ).toEqual(["unsubscribe", "unsubscribe_confirmation"]),
    );
  });

  it("stops all marketing from a service mail's link, and offers the preferences when signed in, in Dutch", async () => {
    sessionStorage.removeItem(FAKE_SIGNED_OUT_KEY);
    const { user } = renderRoutes(routes, link("nl", fakeUnsubscribeToken("servicemail")));
    expect(await screen.findByRole("heading", { level: 2, name: "De service-e-mails" })).toBeDefined();
    await user.click(screen.getByRole("button", { name: "Mij uitschrijven voor alle promotionele e-mails" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Genoteerd, u bent uitgeschreven" }),
    ).toBeDefined();
    expect(screen.getByText(/U ontvangt geen promotionele e-mails van Cinélux meer/)).toBeDefined();
    expect(calls).toEqual([{ path: "/api/newsletter/unsubscribe/all", body: { token: "fake-servicemail" } }]);
    expect(fakeDb().account.mailCommunicationCinelux).toBe(false);
    expect(fakeDb().account.optinCommunicationCinelux).toBe(false);
    expect((await screen.findByRole("link", { name: "Mijn voorkeuren beheren" })).getAttribute("href")).toBe(
      "/nl/preferences",
    );
  });

  it.each([
    ["a forged token", "forged.token", "Ce lien de désabonnement n'est pas valide"],
    ["an expired token", FAKE_EXPIRED_TOKEN, "Ce lien de désabonnement a expiré"],
    ["a deleted account's token", FAKE_GONE_TOKEN, "Ce compte n'existe plus"],
  ])("says so plainly for %s, in French", async (_case, token, title) => {
    renderRoutes(routes, link("fr", token));
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeDefined();
    expect(screen.queryByRole("button")).toBeNull();
    // No toast for a link shown in place.
    expect(getToasts().current).toBeNull();
  });

  it("treats a link without a token as not valid, in Dutch", async () => {
    renderRoutes(routes, "/nl/unsubscribe");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Deze uitschrijflink is niet geldig" }),
    ).toBeDefined();
    expect(screen.getByRole("link", { name: "Mijn voorkeuren beheren" }).getAttribute("href")).toBe(
      "/nl/preferences",
    );
  });

  it("shows a toast and stays when the unsubscribe fails", async () => {
    fakeServer.use(
      http.patch("*/api/newsletter/unsubscribe", () =>
        HttpResponse.json({ code: "UNAVAILABLE", message: "Service unavailable." }, { status: 503 }),
      ),
    );
    const { user } = renderRoutes(routes, link("en", fakeUnsubscribeToken("filmtips")));
    await user.click(await screen.findByRole("button", { name: "Unsubscribe from “Our film tips”" }));
    await vi.waitFor(() =>
      expect(getToasts().current).toMatchObject({
        type: "error",
        i18n: { title: "Unsubscribe.Toast.Fail.Title", content: "Unsubscribe.Toast.Fail.Content" },
      }),
    );
    expect(screen.getByTestId("path").textContent).toBe("/en/unsubscribe");
    expect(screen.getByRole("button", { name: "Unsubscribe from “Our film tips”" })).toBeDefined();
    expect(fakeDb().newsletters.filmtips).toBe(true);
  });

  it("shows the toast and the expired state when the link expires before the click", async () => {
    fakeServer.use(
      http.patch("*/api/newsletter/unsubscribe/all", () =>
        HttpResponse.json({ code: "NEWSLETTER_TOKEN_EXPIRED", message: "Expired." }, { status: 410 }),
      ),
    );
    const { user } = renderRoutes(routes, link("en", fakeUnsubscribeToken("filmnews")));
    await user.click(await screen.findByRole("button", { name: "Unsubscribe from all promotional e-mails" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "This unsubscribe link has expired" }),
    ).toBeDefined();
    expect(getToasts().current).toMatchObject({ i18n: { title: "Unsubscribe.Toast.Fail.Title" } });
  });
});
