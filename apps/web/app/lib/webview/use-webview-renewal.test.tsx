// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeWebviewAuth, resetWebview, setWebviewCookie } from "./testing";
import { useWebviewRenewal } from "./use-webview-renewal";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  resetWebview();
});

describe("the webview error page's wait for a new cookie", () => {
  it("reloads once a usable cookie other than the refused one arrives", () => {
    setWebviewCookie();
    const reload = vi.fn();
    renderHook(() => useWebviewRenewal(reload));
    vi.advanceTimersByTime(3000);
    // The refused token is still there: nothing to reload for.
    expect(reload).not.toHaveBeenCalled();
    setWebviewCookie(fakeWebviewAuth(-60));
    vi.advanceTimersByTime(3000);
    expect(reload).not.toHaveBeenCalled();
    setWebviewCookie();
    vi.advanceTimersByTime(1000);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reloads when the first cookie arrives after none", () => {
    const reload = vi.fn();
    const { unmount } = renderHook(() => useWebviewRenewal(reload));
    vi.advanceTimersByTime(2000);
    expect(reload).not.toHaveBeenCalled();
    setWebviewCookie();
    vi.advanceTimersByTime(1000);
    expect(reload).toHaveBeenCalledTimes(1);
    unmount();
  });

  it("stops watching when the page goes", () => {
    const reload = vi.fn();
    const { unmount } = renderHook(() => useWebviewRenewal(reload));
    unmount();
    setWebviewCookie();
    vi.advanceTimersByTime(5000);
    expect(reload).not.toHaveBeenCalled();
  });
});
