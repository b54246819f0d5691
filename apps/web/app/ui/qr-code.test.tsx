// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { create } from "qrcode";
import { afterEach, describe, expect, it } from "vitest";
import { QrCode } from "./qr-code";

afterEach(cleanup);

/** The dark modules the drawing holds, as "row,column" of the code (quiet zone taken off). */
function drawnModules(svg: Element): Set<string> {
  const d = svg.querySelector("path")?.getAttribute("d") ?? "";
  return new Set(
    [...d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => `${Number(y) - 4},${Number(x) - 4}`),
  );
}

describe("QrCode", () => {
  it("draws every dark module of the code, and only those, inside a 4-module white quiet zone", () => {
    render(<QrCode code="PP-6310000000000052" label="Code of the card" className="wallet-code__qr" />);
    const svg = screen.getByRole("img", { name: "Code of the card" });
    const { modules } = create("PP-6310000000000052", { errorCorrectionLevel: "M" });
    const expected = new Set<string>();
    for (let row = 0; row < modules.size; row++) {
      for (let column = 0; column < modules.size; column++) {
        if (modules.get(row, column)) {
          expected.add(`${row},${column}`);
        }
      }
    }
    expect(drawnModules(svg)).toEqual(expected);
    expect(svg.getAttribute("viewBox")).toBe(`0 0 ${modules.size + 8} ${modules.size + 8}`);
    expect(svg.querySelector("rect")?.getAttribute("fill")).toBe("#fff");
    expect(svg.getAttribute("class")).toBe("wallet-code__qr");
  });

  it("draws another code differently", () => {
    render(
      <>
        <QrCode code="TICKET-1" label="one" />
        <QrCode code="TICKET-2" label="two" />
      </>,
    );
    const one = drawnModules(screen.getByRole("img", { name: "one" }));
    const two = drawnModules(screen.getByRole("img", { name: "two" }));
    expect(one).not.toEqual(two);
  });
});
