// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { getToasts } from "../../lib/toasts/toast-store";
import { fakeFriends } from "../../mocks/fakes/friends";
import { fakeServer } from "../../mocks/node";
import { moduleRoute } from "../../shell/testing/render-routes";
import {
  accountRoutes,
  expectNotFoundWhenOff,
  failGet,
  openScreen,
  recordRequests,
  resetAccountTest,
  retryAfterFailure,
} from "./account-route-test-kit";
import * as friends from "./friends";

const routes = accountRoutes(moduleRoute("friends", friends));

let requested: string[] = [];

afterEach(resetAccountTest);

function open(path: string) {
  requested = recordRequests();
  return openScreen(routes, path, /^(Mes amis|My friends|Mijn vrienden)$/);
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
    failGet("/api/accounts/me/friends");
    const { user } = await open("/en/friends");
    await retryAfterFailure(user, "Your friends could not be loaded.");
    expect(await screen.findByText("Lucas Bernard")).toBeDefined();
  });

  it("is the not-found page, address kept, when myFriendsEnabled is off", async () => {
    await expectNotFoundWhenOff(routes, "/fr/friends", "myFriendsEnabled");
  });
});
