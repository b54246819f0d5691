// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeWallet } from "../../mocks/fakes/wallet-state";
import { ErrorBoundary } from "../../root";
import { moduleRoute, renderRoutes } from "../../shell/testing/render-routes";
import {
  accountRoutes,
  expectNotFoundWhenOff,
  resetAccountTest,
  screenNames,
} from "./account-route-test-kit";
import * as vouchers from "./vouchers";

const routes = accountRoutes(moduleRoute("vouchers", vouchers));

afterEach(resetAccountTest);

describe("{language}/vouchers: the goodies (SPEC 2.2, flag goodiesEnabled)", { timeout: 20_000 }, () => {
  it("lists the goodies, soonest expiry first, each with its code as a QR code", async () => {
    renderRoutes(routes, "/en/vouchers", { ErrorBoundary });
    expect(await screen.findByRole("heading", { level: 1, name: "My goodies" })).toBeDefined();
    const names = (await screen.findAllByRole("heading", { level: 2 })).map((heading) => heading.textContent);
    expect(names).toEqual(["Free small popcorn", "Poster of the film of the month"]);
    const popcorn = screen.getByRole("article", { name: "Free small popcorn" });
    expect(within(popcorn).getByText("GOODIE-FR-POP-0001")).toBeDefined();
    expect(within(popcorn).getByText(/^Valid until /)).toBeDefined();
    expect(within(popcorn).getByRole("img", { name: "Code to scan: Free small popcorn" })).toBeDefined();
    expect(screen.getByText("No end date")).toBeDefined();
    await vi.waitFor(() => expect(screenNames()).toEqual(["vouchers"]));
  });

  it("opens a goodie's code full screen and gives focus back when it closes", async () => {
    const { user } = renderRoutes(routes, "/fr/vouchers", { ErrorBoundary });
    const popcorn = await screen.findByRole("article", { name: "Petit popcorn offert" });
    const opener = within(popcorn).getByRole("button", { name: "Afficher en plein écran" });
    await user.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Petit popcorn offert" });
    expect(within(dialog).getByRole("img", { name: "Code à scanner : Petit popcorn offert" })).toBeDefined();
    await user.click(within(dialog).getByRole("button", { name: "Terminé" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it("says there is no goodie yet", async () => {
    fakeWallet().goodies = [];
    renderRoutes(routes, "/nl/vouchers", { ErrorBoundary });
    expect(await screen.findByText("Nog geen goodies")).toBeDefined();
  });

  it("is the not-found page, address kept, when goodiesEnabled is off", async () => {
    await expectNotFoundWhenOff(routes, "/fr/vouchers", "goodiesEnabled");
  });
});
