import { describe, expect, it } from "vitest";
import { INITIAL_STICKY_STATE, nextStickyState, type StickyHeaderState } from "./sticky-header";

const desktop = { viewportHeight: 800, width: 1280 };

function scrollThrough(positions: number[], width = desktop.width): StickyHeaderState {
  return positions.reduce(
    (state, scrollY) => nextStickyState(state, { ...desktop, width, scrollY }),
    INITIAL_STICKY_STATE,
  );
}

describe("sticky header rule (SPEC 4 Shell)", () => {
  it("is not sticky up to 25% of the viewport height", () => {
    expect(scrollThrough([100, 200]).sticky).toBe(false);
  });

  it("becomes sticky past 25% of the viewport height", () => {
    expect(scrollThrough([201]).sticky).toBe(true);
  });

  it("hides while scrolling down and shows while scrolling up", () => {
    const down = scrollThrough([300, 500]);
    expect(down).toMatchObject({ sticky: true, visible: false });
    const up = nextStickyState(down, { ...desktop, scrollY: 400 });
    expect(up).toMatchObject({ sticky: true, visible: true });
  });

  it("stays sticky between 68 px and 25% of the viewport, unsticks at 68 px or less", () => {
    const between = scrollThrough([500, 100]);
    expect(between.sticky).toBe(true);
    expect(nextStickyState(between, { ...desktop, scrollY: 69 }).sticky).toBe(true);
    expect(nextStickyState(between, { ...desktop, scrollY: 68 })).toMatchObject({
      sticky: false,
      visible: true,
    });
  });

  it("never sticks below desktop width", () => {
    expect(scrollThrough([300, 900, 500], 1023).sticky).toBe(false);
    expect(scrollThrough([300, 900, 500], 1024).sticky).toBe(true);
  });
});
