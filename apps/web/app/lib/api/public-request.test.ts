// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { publicRequest } from "./public-request";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("publicRequest (public endpoints)", () => {
  it("sends the language and the JSON body, and never a Bearer token", async () => {
    const fetch = vi.fn(async () => Response.json({ ok: true }));
    vi.stubGlobal("fetch", fetch);
    const answer = await publicRequest<{ ok: boolean }>({
      path: "/api/newsletter/unsubscribe",
      language: "nl",
      method: "PATCH",
      body: { token: "t" },
    });
    expect(answer).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(url.pathname).toBe("/api/newsletter/unsubscribe");
    expect(url.searchParams.get("language")).toBe("nl");
    expect(init.method).toBe("PATCH");
    expect(init.body).toBe(JSON.stringify({ token: "t" }));
    const headers = new Headers(init.headers);
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(headers.has("Authorization")).toBe(false);
  });

  it("throws the API's coded error", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({ code: "NEWSLETTER_TOKEN_EXPIRED", message: "Expired" }, { status: 410 }),
      ),
    );
    const failure = publicRequest({ path: "/api/newsletter?token=x", language: "fr" });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 410, code: "NEWSLETTER_TOKEN_EXPIRED" });
  });
});
