// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeSettings } from "../../mocks/data/settings";

// The web project shares modules between files (isolate: false): a file that ran before in this
// worker may have handed rendered settings over already, so each test starts on fresh modules.
beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("settings query (SPEC 7 GET /api/settings)", () => {
  it("serves the settings the server rendered, without a request", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const { getSettingsQueryOptions, provideRenderedSettings } = await import("./get-settings");
    const client = new QueryClient();
    const pending = client.ensureQueryData(getSettingsQueryOptions("en"));
    provideRenderedSettings(fakeSettings("fr", "http://localhost"));
    expect((await pending).domain).toBe("fr");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("fetches with the language and no Authorization header when the render had none", async () => {
    const fetch = vi.fn(async () => Response.json(fakeSettings("nl", "http://localhost")));
    vi.stubGlobal("fetch", fetch);
    const { getSettingsQueryOptions, provideRenderedSettings } = await import("./get-settings");
    provideRenderedSettings(null);
    const settings = await new QueryClient().fetchQuery(getSettingsQueryOptions("nl"));
    expect(settings.domain).toBe("nl");
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(url.pathname).toBe("/api/settings");
    expect(url.searchParams.get("language")).toBe("nl");
    expect(new Headers(init.headers).has("Authorization")).toBe(false);
  });
});
