import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TechnologyIcon } from "./technology-icon";

describe("TechnologyIcon", () => {
  it("gives each 4DX mark of a page its own gradient id, and fills each with its own", () => {
    const html = renderToString(
      <>
        <TechnologyIcon technology="4dx" label="4DX" />
        <TechnologyIcon technology="4dx" label="4DX" />
      </>,
    );
    const ids = [...html.matchAll(/<linearGradient id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) {
      expect(html).toContain(`fill="url(#${id})"`);
    }
  });
});
