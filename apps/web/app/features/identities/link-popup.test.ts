// @vitest-environment jsdom
import { LINK_MESSAGE_TYPE } from "@cinelux/contract/identities";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openLinkPopup } from "./link-popup";

function fakePopup() {
  return { close: vi.fn() } as unknown as Window & { close: ReturnType<typeof vi.fn> };
}

function stateOf(open: ReturnType<typeof vi.spyOn>): string {
  const url = new URL(String(open.mock.calls[0]?.[0]));
  return url.searchParams.get("state") ?? "";
}

function post(data: unknown, origin = window.location.origin) {
  window.dispatchEvent(new MessageEvent("message", { data, origin }));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("openLinkPopup (docs/identities.md)", () => {
  it("opens the provider's link page with the language, this site's origin and a fresh state", () => {
    const open = vi.spyOn(window, "open").mockReturnValue(fakePopup());
    openLinkPopup({ provider: "google-oauth2", language: "nl", idpOrigin: "https://id.example" });
    const url = new URL(String(open.mock.calls[0]?.[0]));
    expect(`${url.origin}${url.pathname}`).toBe("https://id.example/auth/upstream/google-oauth2/link");
    expect(url.searchParams.get("lang")).toBe("nl");
    expect(url.searchParams.get("origin")).toBe(window.location.origin);
    expect(url.searchParams.get("state")).toMatch(/^[\w-]{32}$/);
  });

  it("takes the token only from this origin, with its own state and provider", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(fakePopup());
    const popup = openLinkPopup({ provider: "apple", language: "fr", idpOrigin: "https://id.example" });
    const state = stateOf(open);
    const settled = vi.fn();
    void popup.result.then(settled);
    post({ type: LINK_MESSAGE_TYPE, state, provider: "apple", token: "evil" }, "https://evil.example");
    post({ type: LINK_MESSAGE_TYPE, state: "someone-else", provider: "apple", token: "other" });
    post({ type: LINK_MESSAGE_TYPE, state, provider: "facebook", token: "wrong-provider" });
    post({ type: "other", state, provider: "apple", token: "x" });
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    post({ type: LINK_MESSAGE_TYPE, state, provider: "apple", token: "the-token" });
    expect(await popup.result).toEqual({ token: "the-token" });
  });

  it("reports the popup's error (a cancel at the provider) and closes it", async () => {
    const window_ = fakePopup();
    const open = vi.spyOn(window, "open").mockReturnValue(window_);
    const popup = openLinkPopup({ provider: "facebook", language: "fr", idpOrigin: "https://id.example" });
    post({ type: LINK_MESSAGE_TYPE, state: stateOf(open), provider: "facebook", error: "cancelled" });
    expect(await popup.result).toEqual({ error: "cancelled" });
    expect(window_.close).toHaveBeenCalled();
  });

  it("gives up after 60 s (SPEC 9) and closes the popup", async () => {
    vi.useFakeTimers();
    const window_ = fakePopup();
    vi.spyOn(window, "open").mockReturnValue(window_);
    const popup = openLinkPopup({
      provider: "google-oauth2",
      language: "fr",
      idpOrigin: "https://id.example",
    });
    vi.advanceTimersByTime(59_999);
    expect(window_.close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(await popup.result).toEqual({ error: "timeout" });
    expect(window_.close).toHaveBeenCalled();
  });

  it("says when the browser blocked the popup", async () => {
    vi.spyOn(window, "open").mockReturnValue(null);
    const popup = openLinkPopup({
      provider: "google-oauth2",
      language: "fr",
      idpOrigin: "https://id.example",
    });
    expect(await popup.result).toEqual({ error: "blocked" });
  });
});
