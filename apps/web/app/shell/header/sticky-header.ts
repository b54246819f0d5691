import { STICKY_HEADER_UNSTICK_PX, STICKY_HEADER_VIEWPORT_RATIO } from "@cinelux/contract/constants";

/** Desktop starts here; below it the header never sticks (SPEC 4 "Shell"). */
export const DESKTOP_MIN_WIDTH = 1024;
export const DESKTOP_MEDIA_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;

export interface StickyHeaderState {
  sticky: boolean;
  /** While sticky, the header shows only when the last scroll went up. */
  visible: boolean;
  lastScrollY: number;
}

export interface ScrollSample {
  scrollY: number;
  viewportHeight: number;
  width: number;
}

export const INITIAL_STICKY_STATE: StickyHeaderState = { sticky: false, visible: true, lastScrollY: 0 };

/**
 * SPEC 4: sticky on desktop only, once the scroll passes 25% of the viewport height; unsticks at
 * 68 px or less; in between it keeps its state. Visible only while scrolling up.
 */
export function nextStickyState(previous: StickyHeaderState, sample: ScrollSample): StickyHeaderState {
  const { scrollY, viewportHeight, width } = sample;
  if (width < DESKTOP_MIN_WIDTH || scrollY <= STICKY_HEADER_UNSTICK_PX) {
    return { sticky: false, visible: true, lastScrollY: scrollY };
  }
  const sticky = scrollY > viewportHeight * STICKY_HEADER_VIEWPORT_RATIO || previous.sticky;
  if (!sticky) {
    return { sticky: false, visible: true, lastScrollY: scrollY };
  }
  const visible = scrollY === previous.lastScrollY ? previous.visible : scrollY < previous.lastScrollY;
  return { sticky, visible, lastScrollY: scrollY };
}
