import { describe, expect, it, vi } from "vitest";
import { ApiError, apiErrorFrom } from "./api-error";
import { apiUrl } from "./json-exchange";

describe("apiUrl", () => {
  it("adds the language query parameter (SPEC 7)", () => {
    expect(apiUrl("/api/accounts/me", "nl", "http://localhost:3000").href).toBe(
      "http://localhost:3000/api/accounts/me?language=nl",
    );
  });

  it("replaces a language already in the path's query", () => {
    expect(apiUrl("/api/cinemas?city=idf&language=fr", "en", "http://localhost").search).toBe(
      "?city=idf&language=en",
    );
  });
});

describe("apiErrorFrom", () => {
  it("keeps the coded error the API sends", async () => {
    const response = Response.json({ code: "UNAUTHORIZED", message: "Token expired" }, { status: 401 });
    const error = await apiErrorFrom(response);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: "UNAUTHORIZED", message: "Token expired" });
  });

  it("falls back to a generic code when the body is not the API's", async () => {
    const response = new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" });
    expect(await apiErrorFrom(response)).toMatchObject({ status: 502, code: "HTTP_ERROR" });
  });
});

/**
 * apiRequest for a signed-in tab (token `t-1`) whose inline script left `early` for
 * `/api/accounts/me?language=fr`; the server itself answers `{ firstname: "Asked" }`.
 */
async function withEarlyAccount(
  early: Promise<Response>,
  run: (
    apiRequest: typeof import("./api-client").apiRequest,
    fetch: ReturnType<typeof vi.spyOn>,
  ) => Promise<void>,
): Promise<void> {
  vi.resetModules();
  vi.doMock("../auth/user-manager", () => ({ getAccessToken: async () => "t-1" }));
  vi.stubGlobal("window", { location: { origin: "http://localhost" } });
  const { apiRequest } = await import("./api-client");
  const { EARLY_ACCOUNT_GLOBAL } = await import("../auth/early-account");
  const scope = globalThis as unknown as Record<string, unknown>;
  const declined = Promise.reject(0); // the script's cards answer for a customer without a pass
  declined.catch(() => undefined);
  scope[EARLY_ACCOUNT_GLOBAL] = {
    token: "t-1",
    at: Date.now(),
    responses: {
      "/api/accounts/me?language=fr": early,
      "/api/alerts?type=ec&language=fr": Promise.resolve(Response.json([{ content: "Early alert" }])),
      "/api/accounts/me/cards?language=fr": declined,
    },
  };
  const fetch = vi
    .spyOn(globalThis, "fetch")
    .mockImplementation(async () => Response.json({ firstname: "Asked" }));
  try {
    await run(apiRequest, fetch);
  } finally {
    fetch.mockRestore();
    vi.doUnmock("../auth/user-manager");
    vi.unstubAllGlobals();
    delete scope[EARLY_ACCOUNT_GLOBAL];
  }
}

describe("apiRequest and the early account request (issue 8)", () => {
  it("takes the answer the page's inline script asked for, once, then asks the server", async () => {
    await withEarlyAccount(
      Promise.resolve(Response.json({ firstname: "Early" })),
      async (apiRequest, fetch) => {
        expect(await apiRequest({ path: "/api/accounts/me", language: "fr" })).toEqual({
          firstname: "Early",
        });
        expect(fetch).not.toHaveBeenCalled();
        expect(await apiRequest({ path: "/api/accounts/me", language: "fr" })).toEqual({
          firstname: "Asked",
        });
        expect(fetch).toHaveBeenCalledTimes(1);
      },
    );
  });

  it("takes the early alerts by their address with its query, and asks for cards the script declined", async () => {
    await withEarlyAccount(Promise.resolve(Response.json({})), async (apiRequest, fetch) => {
      expect(await apiRequest({ path: "/api/alerts?type=ec", language: "fr" })).toEqual([
        { content: "Early alert" },
      ]);
      expect(fetch).not.toHaveBeenCalled();
      expect(await apiRequest({ path: "/api/accounts/me/cards", language: "fr" })).toEqual({
        firstname: "Asked",
      });
      expect(fetch).toHaveBeenCalledTimes(1);
    });
  });

  it("asks the server when the early request failed on the network", async () => {
    const failed = Promise.reject(new TypeError("Failed to fetch"));
    failed.catch(() => undefined);
    await withEarlyAccount(failed, async (apiRequest, fetch) => {
      expect(await apiRequest({ path: "/api/accounts/me", language: "fr" })).toEqual({ firstname: "Asked" });
      expect(fetch).toHaveBeenCalledTimes(1);
    });
  });
});
