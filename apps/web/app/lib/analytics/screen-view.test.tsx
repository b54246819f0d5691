// @vitest-environment jsdom
import { createHash } from "node:crypto";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Link, Outlet } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetRouteTest } from "../../shell/testing/render-routes";
import { FAKE_CUSTOMER_MAIL, FAKE_SIGNED_OUT_KEY } from "../auth/fake-user-manager";
import { CONSENT_COOKIE, saveConsent } from "./consent";
import { type DataLayerHost, hashMail, pushToDataLayer, screenViewEvent } from "./screen-view";
import { ScreenViewTracker } from "./screen-view-tracker";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const host = window as DataLayerHost;

function AppRoot() {
  return (
    <>
      <ScreenViewTracker />
      <Outlet />
    </>
  );
}

function HomeScreen() {
  return <Link to="mail">{"mail"}</Link>;
}

function EmptyScreen() {
  return null;
}

const Stub = createRoutesStub([
  {
    path: "/",
    Component: AppRoot,
    children: [
      { path: ":language", handle: { screenName: "my_account_hp" }, Component: HomeScreen },
      { path: ":language/mail", handle: { screenName: "mail" }, Component: EmptyScreen },
      {
        path: ":language/register",
        handle: { screenName: "signup_validation_form", screenCategory: "signup" },
        Component: EmptyScreen,
      },
    ],
  },
]);

const ALL = { measurement: true, personalisation: true, advertising: true };

/** The app at `path`, for a visitor who accepted the measurement purpose unless told otherwise. */
function renderApp(path: string, measured = true) {
  if (measured) {
    saveConsent(ALL);
  }
  render(<Stub initialEntries={[path]} />);
}

afterEach(() => {
  resetRouteTest();
  delete host.dataLayer;
  // biome-ignore lint/suspicious/noDocumentCookie: the next test chooses its own consent
  document.cookie = `${CONSENT_COOKIE}=; path=/; max-age=0`;
});

describe("screen views (SPEC 2.2 analytics, SPEC 7 mail hash)", () => {
  it("hashes the lower-cased, trimmed mail with SHA-256, in hex", async () => {
    expect(await hashMail("  Camille.Martin@Example.COM ")).toBe(sha256("camille.martin@example.com"));
  });

  it("builds the event with the category only when the route has one", () => {
    expect(
      screenViewEvent({ screenName: "signup_validation_form", screenCategory: "signup" }, "nl", "abc"),
    ).toEqual({
      event: "screen_view",
      screen_name: "signup_validation_form",
      screen_category: "signup",
      language: "nl",
      user_id_hash: "abc",
    });
    expect(screenViewEvent({ screenName: "404" }, "fr")).toEqual({
      event: "screen_view",
      screen_name: "404",
      language: "fr",
    });
  });

  it("pushes nothing for a route without a screen name", () => {
    expect(screenViewEvent({}, "fr")).toBeNull();
  });

  it("creates the data layer when the tag manager has not", () => {
    const target: DataLayerHost = {};
    pushToDataLayer({ event: "screen_view", screen_name: "mail", language: "en" }, target);
    expect(target.dataLayer).toEqual([{ event: "screen_view", screen_name: "mail", language: "en" }]);
  });

  it("pushes each navigation's screen with the signed-in customer's mail hash", async () => {
    const user = userEvent.setup();
    renderApp("/nl");
    await vi.waitFor(() => expect(host.dataLayer).toHaveLength(1));
    await user.click(screen.getByRole("link", { name: "mail" }));
    await vi.waitFor(() => expect(host.dataLayer).toHaveLength(2));
    const userIdHash = sha256(FAKE_CUSTOMER_MAIL);
    expect(host.dataLayer).toEqual([
      { event: "screen_view", screen_name: "my_account_hp", language: "nl", user_id_hash: userIdHash },
      { event: "screen_view", screen_name: "mail", language: "nl", user_id_hash: userIdHash },
    ]);
    expect(JSON.stringify(host.dataLayer)).not.toContain(FAKE_CUSTOMER_MAIL);
  });

  it("pushes the screen category and no hash for an anonymous visitor", async () => {
    sessionStorage.setItem(FAKE_SIGNED_OUT_KEY, "1");
    renderApp("/en/register");
    await vi.waitFor(() =>
      expect(host.dataLayer).toEqual([
        {
          event: "screen_view",
          screen_name: "signup_validation_form",
          screen_category: "signup",
          language: "en",
        },
      ]),
    );
  });

  it("pushes no screen without the measurement purpose, and the screen on screen once it is accepted", async () => {
    sessionStorage.setItem(FAKE_SIGNED_OUT_KEY, "1");
    saveConsent({ ...ALL, measurement: false });
    renderApp("/en/register", false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(host.dataLayer).toBeUndefined();
    act(() => saveConsent(ALL));
    await vi.waitFor(() =>
      expect(host.dataLayer).toEqual([
        {
          event: "screen_view",
          screen_name: "signup_validation_form",
          screen_category: "signup",
          language: "en",
        },
      ]),
    );
  });
});
