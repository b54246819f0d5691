// @vitest-environment jsdom
import { RESIZE_DEBOUNCE_MS, SCROLL_DEBOUNCE_MS } from "@cinelux/contract/constants";
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useStickyHeader } from "./use-sticky-header";

function setWindow(values: { scrollY?: number; innerHeight?: number; innerWidth?: number }) {
  for (const [key, value] of Object.entries(values)) {
    Object.defineProperty(window, key, { configurable: true, writable: true, value });
  }
}

function scrollTo(scrollY: number) {
  setWindow({ scrollY });
  window.dispatchEvent(new Event("scroll"));
}

beforeEach(() => {
  vi.useFakeTimers();
  setWindow({ scrollY: 0, innerHeight: 800, innerWidth: 1280 });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("useStickyHeader (SPEC 4 Shell, SPEC 9 debounces)", () => {
  it("waits for the scroll to settle 200 ms before deciding", () => {
    const { result } = renderHook(() => useStickyHeader());
    scrollTo(500);
    act(() => vi.advanceTimersByTime(SCROLL_DEBOUNCE_MS - 1));
    expect(result.current.sticky).toBe(false);
    scrollTo(600);
    act(() => vi.advanceTimersByTime(SCROLL_DEBOUNCE_MS - 1));
    expect(result.current.sticky).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ sticky: true, visible: false });
  });

  it("follows the thresholds: below 25% no, past 25% yes, up shows, 68 px unsticks", () => {
    const { result } = renderHook(() => useStickyHeader());
    const settle = (y: number) => {
      scrollTo(y);
      act(() => vi.advanceTimersByTime(SCROLL_DEBOUNCE_MS));
    };
    settle(199);
    expect(result.current.sticky).toBe(false);
    settle(250);
    expect(result.current).toMatchObject({ sticky: true, visible: false });
    settle(150);
    expect(result.current).toMatchObject({ sticky: true, visible: true });
    settle(68);
    expect(result.current.sticky).toBe(false);
  });

  it("never sticks on a mobile width, the width being read on resize after 150 ms", () => {
    const { result } = renderHook(() => useStickyHeader());
    setWindow({ innerWidth: 390, innerHeight: 844 });
    window.dispatchEvent(new Event("resize"));
    act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS));
    scrollTo(900);
    act(() => vi.advanceTimersByTime(SCROLL_DEBOUNCE_MS));
    expect(result.current.sticky).toBe(false);
  });

  it("sets --vh to 1% of the window height on resize, debounced 150 ms", () => {
    renderHook(() => useStickyHeader());
    const vh = () => document.documentElement.style.getPropertyValue("--vh");
    expect(vh()).toBe("8px");
    setWindow({ innerHeight: 600 });
    window.dispatchEvent(new Event("resize"));
    act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1));
    expect(vh()).toBe("8px");
    act(() => vi.advanceTimersByTime(1));
    expect(vh()).toBe("6px");
  });
});
