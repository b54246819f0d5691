// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import routes from "../../routes";
import { handle as homeHandle } from "../../routes/account/home";
import { handle as embeddedHandle } from "../../routes/embedded-layout";
import { EMBEDDED_LAYOUT_FILE, embeddedRouteId } from "./embedded";
import { embeddedRoutes } from "./embedded-routes";
import { mergeRouteHandles, useRouteHandle } from "./route-handle";

function ShellProbe() {
  const { header, footer, screenName } = useRouteHandle();
  return <p>{`${screenName} header:${header?.disabled ? "off" : "on"} footer:${footer ?? "full"}`}</p>;
}

function EmptyPage() {
  return null;
}

const Stub = createRoutesStub([
  {
    path: "/m/:language",
    handle: embeddedHandle,
    Component: ShellProbe,
    children: [{ index: true, handle: homeHandle, Component: EmptyPage }],
  },
]);

afterEach(cleanup);

describe("mobile-embedded routes (SPEC 2.2 m/{language})", () => {
  it("builds m/:language with each row reusing its page module under its own id", () => {
    const entry = embeddedRoutes([
      { key: "home", file: "routes/account/home.tsx" },
      { key: "friends", file: "routes/account/friends.tsx" },
    ]);
    expect(entry).toMatchObject({ path: "m/:language", file: EMBEDDED_LAYOUT_FILE });
    expect(entry.children).toEqual([
      expect.objectContaining({ index: true, file: "routes/account/home.tsx", id: "m/routes/account/home" }),
      expect.objectContaining({
        path: "friends",
        file: "routes/account/friends.tsx",
        id: "m/routes/account/friends",
      }),
    ]);
  });

  it("registers the home as the first embedded page in the route table", () => {
    const embedded = routes.find((entry) => entry.path === "m/:language");
    expect(embedded?.children?.[0]).toMatchObject({
      index: true,
      file: "routes/account/home.tsx",
      id: embeddedRouteId("routes/account/home.tsx"),
    });
  });

  it("hides header and footer on an embedded page whatever the page asks", () => {
    const handle = mergeRouteHandles([
      embeddedHandle,
      { ...homeHandle, footer: "full", header: { modifier: "x" } },
    ]);
    expect(handle).toMatchObject({ screenName: "my_account_hp", header: { disabled: true }, footer: "none" });
  });

  it("keeps header and footer on the same page outside m/", () => {
    const handle = mergeRouteHandles([undefined, homeHandle]);
    expect(handle.header?.disabled).not.toBe(true);
    expect(handle.footer).not.toBe("none");
  });

  it("gives an m/ route header disabled and footer none through useRouteHandle", async () => {
    render(<Stub initialEntries={["/m/nl"]} />);
    expect((await screen.findByText(/header:/)).textContent).toBe("my_account_hp header:off footer:none");
  });
});
