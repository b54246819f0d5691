// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import path from "node:path";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { EmptyState } from "./empty-state";
import { ILLUSTRATIONS, Illustration, type IllustrationName } from "./illustration";
import { StatusPage } from "./status-page";

afterEach(cleanup);

const folder = path.resolve(import.meta.dirname, "../../public/assets/illustrations");

describe("illustrations (docs/design-system.md)", () => {
  it.each(Object.keys(ILLUSTRATIONS) as IllustrationName[])(
    "%s exists, is light and has the size the component reserves",
    (name) => {
      const file = readFileSync(path.join(folder, `${name}.svg`), "utf8");
      const { width, height } = ILLUSTRATIONS[name];
      expect(file).toContain(`viewBox="0 0 ${width} ${height}"`);
      expect(file.length).toBeLessThan(8 * 1024);
      expect(file).not.toMatch(/<script|href="http/);
    },
  );

  it("is decorative: an empty alt, a reserved size (no layout shift)", () => {
    const { container } = render(<Illustration name="empty-tickets" />);
    const img = container.querySelector("img");
    expect(img?.getAttribute("alt")).toBe("");
    expect(img?.getAttribute("src")).toBe("/assets/illustrations/empty-tickets.svg");
    expect([img?.getAttribute("width"), img?.getAttribute("height")]).toEqual(["240", "160"]);
  });

  it("lets an empty state show one", () => {
    const { container } = render(<EmptyState illustration="empty-friends" title="No friends yet" />);
    expect(container.querySelector("img.ui-empty__illustration")).not.toBeNull();
    expect(screen.getByText("No friends yet")).toBeDefined();
  });

  it("gives a status page one h1 and its actions in one row", () => {
    render(
      <StatusPage
        illustration="not-found"
        eyebrow="Error 404"
        title="Page not found"
        actions={<a href="/">Home</a>}
      >
        <p>Gone.</p>
      </StatusPage>,
    );
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual([
      "Page not found",
    ]);
    expect(screen.getByRole("link", { name: "Home" }).parentElement?.className).toBe(
      "ui-status-page__actions",
    );
  });
});
