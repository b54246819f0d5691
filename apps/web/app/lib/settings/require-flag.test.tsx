// @vitest-environment jsdom
import type { FlagName } from "@cinelux/contract/flags";
import { cleanup, render, screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { createRoutesStub, isRouteErrorResponse, Outlet, useLocation, useRouteError } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { FAKE_FLAGS, fakeSettings } from "../../mocks/data/settings";
import { fakeServer } from "../../mocks/node";
import { resetQueryClient } from "../query/query-client";
import { provideRenderedSettings } from "./get-settings";
import { forgetRenderedSettings } from "./rendered-settings";
import { requireFlag } from "./require-flag";

const frSettings = (flags: Partial<Record<FlagName, boolean>>) =>
  fakeSettings("fr", "http://localhost:3000", { ...FAKE_FLAGS.fr, ...flags });

function NotFoundBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <p>{`${status} at ${location.pathname}`}</p>;
}

function FriendsPage() {
  return <p>{"friends"}</p>;
}

const Stub = createRoutesStub([
  {
    path: "/",
    Component: Outlet,
    ErrorBoundary: NotFoundBoundary,
    children: [
      {
        path: ":language/friends",
        Component: FriendsPage,
        loader: () =>
          requireFlag("myFriendsEnabled", "fr", async () => frSettings({ myFriendsEnabled: false })),
      },
    ],
  },
]);

afterEach(() => {
  cleanup();
  resetQueryClient();
});

describe("requireFlag (SPEC 2.2 feature-flag guard)", () => {
  it("lets the page load when the flag is on, with the settings", async () => {
    const settings = await requireFlag("myFriendsEnabled", "fr", async () => frSettings({}));
    expect(settings.flags.myFriendsEnabled).toBe(true);
  });

  it("throws a 404 response when the flag is off", async () => {
    const off = requireFlag("myFriendsEnabled", "nl", async () => frSettings({ myFriendsEnabled: false }));
    await expect(off).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("reads the settings of the domain through GET /api/settings by default", async () => {
    forgetRenderedSettings();
    provideRenderedSettings(null);
    fakeServer.use(
      http.get("*/api/settings", () => HttpResponse.json(frSettings({ statisticsEnabled: false }))),
    );
    await expect(requireFlag("myFriendsEnabled", "fr")).resolves.toMatchObject({ domain: "fr" });
    await expect(requireFlag("statisticsEnabled", "fr")).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("renders the not-found page in place: the URL does not change", async () => {
    render(<Stub initialEntries={["/fr/friends"]} />);
    expect((await screen.findByText(/^404 at/)).textContent).toBe("404 at /fr/friends");
  });
});
