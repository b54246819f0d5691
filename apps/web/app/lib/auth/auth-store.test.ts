import { describe, expect, it, vi } from "vitest";
import { getAuthState, getServerAuthState, setAuthState, subscribeAuthState } from "./auth-store";

describe("auth store (SPEC 4 Auth state)", () => {
  it("starts loading, on the server too", () => {
    expect(getAuthState()).toEqual({ status: "loading" });
    expect(getServerAuthState()).toEqual({ status: "loading" });
  });

  it("notifies subscribers until they unsubscribe", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeAuthState(listener);
    setAuthState({ status: "anonymous" });
    expect(getAuthState()).toEqual({ status: "anonymous" });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    setAuthState({ status: "loading" });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
