import { RESIZE_DEBOUNCE_MS, SCROLL_DEBOUNCE_MS } from "@cinelux/contract/constants";
import { useEffect, useState } from "react";
import { INITIAL_STICKY_STATE, nextStickyState, type StickyHeaderState } from "./sticky-header";

function debounce(run: () => void, ms: number): { (): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = () => {
    clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}

/** SPEC 4: on resize, `--vh` is 1% of the window height; the width is kept for the sticky rule. */
export function applyViewportUnit(): number {
  document.documentElement.style.setProperty("--vh", `${window.innerHeight * 0.01}px`);
  return window.innerWidth;
}

/** The sticky header's state, fed by debounced scroll (200 ms) and resize (150 ms) events. */
export function useStickyHeader(enabled = true): StickyHeaderState {
  const [state, setState] = useState(INITIAL_STICKY_STATE);

  useEffect(() => {
    let width = applyViewportUnit();
    const update = () =>
      setState((previous) =>
        nextStickyState(previous, { scrollY: window.scrollY, viewportHeight: window.innerHeight, width }),
      );
    const onScroll = debounce(update, SCROLL_DEBOUNCE_MS);
    const onResize = debounce(() => {
      width = applyViewportUnit();
      update();
    }, RESIZE_DEBOUNCE_MS);
    window.addEventListener("resize", onResize);
    if (enabled) {
      window.addEventListener("scroll", onScroll, { passive: true });
    }
    return () => {
      onScroll.cancel();
      onResize.cancel();
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onResize);
    };
  }, [enabled]);

  return enabled ? state : INITIAL_STICKY_STATE;
}
