import { hostSignalMessage } from "@cinelux/contract/embedded";
import { describe, expect, it, vi } from "vitest";
import { sendHostSignal } from "./host-signals";

/** A window as each app's webview shapes it; `parent` is itself unless framed. */
function hostWindow(extra: Record<string, unknown> = {}, framed = false) {
  const parent = { postMessage: vi.fn() };
  const target = { ...extra } as Record<string, unknown>;
  target.parent = framed ? parent : target;
  return { target: target as unknown as Window, parent };
}

describe("the host signals (SPEC 1, docs/embedded.md)", () => {
  it("posts to the iOS handler named after the signal", () => {
    const refreshLogin = { postMessage: vi.fn() };
    const { target, parent } = hostWindow({ webkit: { messageHandlers: { refreshLogin } } }, true);
    expect(sendHostSignal("refresh-login", target, "https://app.cinelux.fr")).toBe("ios");
    expect(refreshLogin.postMessage).toHaveBeenCalledWith(hostSignalMessage("refresh-login"));
    // One transport only: the app is never told twice.
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it("calls the Android interface's method on the bridge, without arguments", () => {
    const bridge = {
      calls: [] as unknown[],
      logout(this: { calls: unknown[] }, ...args: unknown[]) {
        this.calls.push(args);
      },
    };
    const { target } = hostWindow({ CineluxApp: bridge });
    expect(sendHostSignal("logout", target, null)).toBe("android");
    expect(bridge.calls).toEqual([[]]);
  });

  it("skips an app that does not know the signal and tries the next transport", () => {
    const { target, parent } = hostWindow(
      { webkit: { messageHandlers: { close: { postMessage: vi.fn() } } }, CineluxApp: {} },
      true,
    );
    expect(sendHostSignal("refresh-login", target, "https://app.cinelux.fr")).toBe("parent");
    expect(parent.postMessage).toHaveBeenCalledWith(
      { source: "Cinelux", signal: "refresh-login" },
      "https://app.cinelux.fr",
    );
  });

  it("posts to the parent frame only with a configured origin, never to *", () => {
    const { target, parent } = hostWindow({}, true);
    expect(sendHostSignal("close", target, null)).toBeNull();
    expect(sendHostSignal("close", target, undefined)).toBeNull();
    expect(parent.postMessage).not.toHaveBeenCalled();
    expect(sendHostSignal("close", target, "http://localhost:3000")).toBe("parent");
    expect(parent.postMessage).toHaveBeenCalledWith(hostSignalMessage("close"), "http://localhost:3000");
  });

  it("tells nobody in an ordinary browser tab", () => {
    const { target } = hostWindow();
    expect(sendHostSignal("close", target, "http://localhost:3000")).toBeNull();
  });
});
