// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { getToasts } from "../../lib/toasts/toast-store";
import { FAKE_FLAGS, fakeSettings } from "../../mocks/data/settings";
import { resetFakeDb } from "../../mocks/fake-db";
import { fakeFriends } from "../../mocks/fakes/friends";
import { fakeServer } from "../../mocks/node";
import { ErrorBoundary } from "../../root";
import {
  customerScreenRoutes,
  moduleRoute,
  renderRoutes,
  resetRouteTest,
} from "../../shell/testing/render-routes";
import * as accountLayout from "./account-layout";
import * as friends from "./friends";

const routes = customerScreenRoutes({
  layout: accountLayout,
  screen: moduleRoute("friends", friends),
});

let requested: string[] = [];

afterEach(() => {
  resetRouteTest();
  resetFakeDb();
  requested = [];
  fakeServer.events.removeAllListeners();
  delete (window as { dataLayer?: unknown }).dataLayer;
});

async function open(path: string) {
  fakeServer.events.on("request:start", ({ request }) => {
    requested.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  const view = renderRoutes(routes, path, { ErrorBoundary });
  await screen.findByRole("heading", { level: 1, name: /^(Mes amis|My friends|Mijn vrienden)$/ });
  return view;
}

function section(name: string) {
  return screen.getByRole("region", { name: new RegExp(`^${name}`) });
}

const friendsReads = () => requested.filter((call) => call === "GET /api/accounts/me/friends").length;

describe("{language}/friends (flag myFriendsEnabled, SPEC 4 statuses)", { timeout: 20_000 }, () => {
  it("lists received requests, friends and invitations, each in its section", async () => {
    await open("/en/friends");
    const received = await screen.findByRole("region", { name: /^Requests received/ });
    expect(within(received).getByText("Emma Petit")).toBeDefined();
    expect(within(section("My friends")).getByText("Lucas Bernard")).toBeDefined();
    // An invitation shows only the address typed: no names (no oracle).
    expect(within(section("Invitations sent")).getByText("jeanne.roux@example.org")).toBeDefined();
  });

  it("accepts a received request and reloads the list", async () => {
    const { user } = await open("/fr/friends");
    await user.click(await screen.findByRole("button", { name: "Accepter la demande de Emma Petit" }));
    await waitFor(() => expect(within(section("Mes amis")).getByText("Emma Petit")).toBeDefined());
    expect(screen.queryByRole("region", { name: /^Demandes reçues/ })).toBeNull();
    expect(friendsReads()).toBeGreaterThanOrEqual(2);
  });

  it("invites by mail, confirms, and reloads the list with the invitation pending", async () => {
    const { user } = await open("/en/friends");
    const field = await screen.findByRole("textbox", { name: "Your friend's e-mail address" });
    await user.click(screen.getByRole("button", { name: "Send the invitation" }));
    expect(await screen.findByText("Enter a valid e-mail address.")).toBeDefined();
    await user.type(field, "Noah.Jansen@example.com");
    await user.click(screen.getByRole("button", { name: "Send the invitation" }));
    await waitFor(() =>
      expect(within(section("Invitations sent")).getByText("noah.jansen@example.com")).toBeDefined(),
    );
    expect(getToasts().current).toMatchObject({ type: "info", i18n: { content: "Friends.Invite.Done" } });
    expect((field as HTMLInputElement).value).toBe("");
    expect(fakeFriends().mails).toEqual([{ to: "noah.jansen@example.com", kind: "friend_invitation" }]);
    expect(friendsReads()).toBeGreaterThanOrEqual(2);
  });

  it("shows a translated toast for a known refusal and the server's message otherwise (SPEC 8)", async () => {
    const { user } = await open("/nl/friends");
    const field = await screen.findByRole("textbox", { name: "E-mailadres van je vriend" });
    await user.type(field, "camille.martin@example.com");
    await user.click(screen.getByRole("button", { name: "Uitnodiging versturen" }));
    await waitFor(() =>
      expect(getToasts().current).toMatchObject({ type: "error", i18n: { content: "Friends.Error.Self" } }),
    );
    fakeServer.use(
      http.post("*/api/accounts/me/friends", () =>
        HttpResponse.json(
          { code: "INTERNAL", message: "De server is even niet bereikbaar." },
          { status: 500 },
        ),
      ),
    );
    await user.clear(field);
    await user.type(field, "iemand@example.nl");
    await user.click(screen.getByRole("button", { name: "Uitnodiging versturen" }));
    await waitFor(() =>
      expect(getToasts().queue.at(-1)?.content ?? getToasts().current?.content).toBe(
        "De server is even niet bereikbaar.",
      ),
    );
  });

  it("removes a friend and moves the focus to the lists' heading", async () => {
    const { user } = await open("/en/friends");
    await user.click(await screen.findByRole("button", { name: "Remove Lucas Bernard from my friends" }));
    await waitFor(() => expect(screen.queryByText("Lucas Bernard")).toBeNull());
    expect(screen.getByRole("heading", { level: 2, name: "My friends and requests" })).toBe(
      document.activeElement,
    );
  });

  it("says when there is nobody yet", async () => {
    fakeFriends().list = [];
    await open("/en/friends");
    expect(await screen.findByText("No friends yet")).toBeDefined();
  });

  it("says so in place when the list cannot be loaded, and loads it on 'Try again'", async () => {
    fakeServer.use(
      http.get("*/api/accounts/me/friends", () =>
        HttpResponse.json({ code: "INTERNAL", message: "Something went wrong." }, { status: 500 }),
      ),
    );
    const { user } = await open("/en/friends");
    expect(await screen.findByRole("heading", { name: "Your friends could not be loaded." })).toBeDefined();
    fakeServer.resetHandlers();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Lucas Bernard")).toBeDefined();
  });

  it("is the not-found page, address kept, when myFriendsEnabled is off", async () => {
    fakeServer.use(
      http.get("*/api/settings", ({ request }) =>
        HttpResponse.json(
          fakeSettings("fr", new URL(request.url).origin, { ...FAKE_FLAGS.fr, myFriendsEnabled: false }),
        ),
      ),
    );
    renderRoutes(routes, "/fr/friends", { ErrorBoundary });
    expect(await screen.findByRole("heading", { level: 1, name: "Page introuvable" })).toBeDefined();
    expect(screen.getByTestId("path").textContent).toBe("/fr/friends");
  });
});
