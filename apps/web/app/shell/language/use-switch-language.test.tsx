// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSwitchLanguage } from "./use-switch-language";

// The texts' download is not what this test is about.
vi.mock("../../lib/i18n/client-i18n", () => ({ ensureLanguage: () => Promise.resolve() }));

function Switcher() {
  const switchLanguage = useSwitchLanguage();
  const { pathname, search } = useLocation();
  return (
    <>
      <p data-testid="at">{`${pathname}${search}`}</p>
      <button type="button" onClick={() => switchLanguage("en")}>
        en
      </button>
    </>
  );
}

async function switchToEnglish(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: "/:language/films/:slug",
        // A catalog page names itself in every language (lib/catalog/alternate-paths.ts).
        loader: () => ({ alternatePaths: { fr: "/fr/films/x", nl: "/nl/films/x", en: "/en/movies/x" } }),
        Component: Switcher,
      },
      { path: "/:language/*", Component: Switcher },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  const button = await screen.findByRole("button", { name: "en" });
  await act(async () => {
    fireEvent.click(button);
  });
  await waitFor(() => expect(screen.getByTestId("at").textContent).not.toBe(path));
  return screen.getByTestId("at").textContent;
}

describe("the language switch (SPEC 2.2)", () => {
  afterEach(cleanup);

  it("lands on the same catalog page under its English path, query kept", async () => {
    expect(await switchToEnglish("/fr/films/x?day=2026-11-24")).toBe("/en/movies/x?day=2026-11-24");
  });

  it("rewrites only the language segment elsewhere", async () => {
    expect(await switchToEnglish("/fr/profile?from=mail")).toBe("/en/profile?from=mail");
  });
});
