// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getToasts } from "../../lib/toasts/toast-store";
import { resetFakeDb } from "../../mocks/fake-db";
import { ErrorBoundary } from "../../root";
import { moduleRoute, renderRoutes } from "../../shell/testing/render-routes";
import {
  accountRoutes,
  failGet,
  recordRequests,
  resetAccountTest,
  screenNames,
  switchOff,
} from "./account-route-test-kit";
import * as advantages from "./advantages";
import * as register from "./register";

// The real route modules, with the address bar shown above them; the app's root error boundary (the
// not-found page of a flag that is off) is renderRoutes'.
const routes = accountRoutes(moduleRoute("advantages", advantages), moduleRoute("register", register));

const ADVANTAGES_PATH = "/api/accounts/me/advantages";
let requested: string[] = [];

beforeEach(() => {
  requested = recordRequests((request) => new URL(request.url).pathname);
});

afterEach(resetAccountTest);

describe("{language}/advantages (SPEC 2.2)", () => {
  it("shows a registered customer's advantages and pushes the screen view advantages", async () => {
    renderRoutes(routes, "/en/advantages", { ErrorBoundary });
    expect(await screen.findByRole("heading", { level: 1, name: "My advantages" })).toBeDefined();
    // The page's list, not the account navigation's.
    const list = screen.getAllByRole("list").find((element) => !element.closest("nav"));
    const items = within(list as HTMLElement).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("heading", { level: 2 }).textContent)).toEqual([
      "Popcorn offert",
      "-20 % sur les lunettes 3D",
      "Place à 5 € le mardi",
    ]);
    expect(screen.getByText("Valid until 31 January 2027")).toBeDefined();
    expect(screen.getByText("No end date")).toBeDefined();
    await vi.waitFor(() => expect(screenNames()).toEqual(["advantages"]));
  });

  it("renders the not-found page in place when advantagesEnabled is off: the URL stays", async () => {
    switchOff("advantagesEnabled");
    renderRoutes(routes, "/fr/advantages", { ErrorBoundary });
    expect(await screen.findByRole("heading", { level: 1, name: "Page introuvable" })).toBeDefined();
    expect(screen.getByTestId("path").textContent).toBe("/fr/advantages");
    await vi.waitFor(() => expect(screenNames()).toEqual(["404"]));
    // The flag is read first: neither the account nor the advantages are asked for.
    expect(requested).not.toContain("/api/accounts/me");
    expect(requested).not.toContain(ADVANTAGES_PATH);
  });

  it("sends a customer not yet registered to /{language}/register without asking for advantages", async () => {
    resetFakeDb("unregistered");
    renderRoutes(routes, "/nl/advantages", { ErrorBoundary });
    expect(await screen.findByRole("heading", { level: 1, name: "Rond je registratie af" })).toBeDefined();
    expect(screen.getByTestId("path").textContent).toBe("/nl/register");
    expect(requested).not.toContain(ADVANTAGES_PATH);
    await vi.waitFor(() => expect(screenNames()).toEqual(["signup_validation_form"]));
  });

  it("shows the default error toast and a message in place when the advantages fail to load, then tries again", async () => {
    const recover = failGet(ADVANTAGES_PATH);
    const { user } = renderRoutes(routes, "/fr/advantages", { ErrorBoundary });
    // The query client asks twice more after a 5xx, 1 s then 2 s later, before the page gives up.
    const message = "Vos avantages ne peuvent pas s'afficher pour le moment.";
    expect(await screen.findByText(message, {}, { timeout: 4500 })).toBeDefined();
    expect(requested.filter((path) => path === ADVANTAGES_PATH)).toHaveLength(3);
    expect(getToasts().current).toMatchObject({
      type: "error",
      i18n: { title: "Toast.DefaultError.Title", content: "Toast.DefaultError.Content" },
    });
    expect(screen.getByRole("heading", { level: 1, name: "Mes avantages" })).toBeDefined();
    recover();
    await user.click(screen.getByRole("button", { name: "Réessayer" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Popcorn offert" })).toBeDefined();
  });
});
