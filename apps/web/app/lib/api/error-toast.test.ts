// @vitest-environment jsdom
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { fakeServer } from "../../mocks/node";
import { createQueryClient } from "../query/query-client";
import { getToasts, resetToasts } from "../toasts/toast-store";
import { apiRequest } from "./api-client";
import { ApiError } from "./api-error";

function failWith(
  status: number,
  body: Record<string, string> = { code: "INTERNAL", message: "Le serveur est indisponible." },
) {
  let calls = 0;
  fakeServer.use(
    http.get("*/api/accounts/me", () => {
      calls++;
      return HttpResponse.json(body, { status });
    }),
  );
  return () => calls;
}

function shownToasts() {
  const { current, queue } = getToasts();
  return [current, ...queue].filter((toast) => toast !== null);
}

afterEach(resetToasts);

describe("API client failures (SPEC 8)", () => {
  it("shows the default error toast", async () => {
    failWith(500);
    await expect(
      apiRequest({ path: "/api/accounts/me", language: "fr", errorToast: "default" }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(shownToasts()).toMatchObject([{ type: "error", i18n: { title: "Toast.DefaultError.Title" } }]);
  });

  it("shows the server's message where asked", async () => {
    failWith(400, { code: "BAD_REQUEST", message: "Ce message vient du serveur." });
    await expect(
      apiRequest({ path: "/api/accounts/me", language: "fr", errorToast: "server-message" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(shownToasts()).toMatchObject([{ type: "error", content: "Ce message vient du serveur." }]);
  });

  it("falls back to the default toast when the server sent no message", async () => {
    fakeServer.use(http.get("*/api/accounts/me", () => new HttpResponse("bad gateway", { status: 502 })));
    await expect(
      apiRequest({ path: "/api/accounts/me", language: "fr", errorToast: "server-message" }),
    ).rejects.toThrow();
    expect(shownToasts()).toMatchObject([{ i18n: { title: "Toast.DefaultError.Title" } }]);
  });

  it("shows nothing with errorToast none, nor for a 401 (the login guard handles it)", async () => {
    failWith(500);
    await expect(
      apiRequest({ path: "/api/accounts/me", language: "fr", errorToast: "none" }),
    ).rejects.toThrow();
    failWith(401, { code: "UNAUTHORIZED", message: "Token expired" });
    await expect(
      apiRequest({ path: "/api/accounts/me", language: "fr", errorToast: "default" }),
    ).rejects.toThrow();
    expect(shownToasts()).toEqual([]);
  });

  it("shows one toast for a query that failed after its retries", async () => {
    const calls = failWith(503, { code: "UNAVAILABLE", message: "Down" });
    const client = createQueryClient();
    await expect(
      client.fetchQuery({
        queryKey: ["failing"],
        queryFn: () => apiRequest({ path: "/api/accounts/me", language: "fr" }),
        retry: 2,
        retryDelay: 0,
      }),
    ).rejects.toThrow();
    expect(calls()).toBe(3);
    expect(shownToasts()).toHaveLength(1);
  });

  it("lets a mutation ask for the server's message through its meta", async () => {
    failWith(409, { code: "CONFLICT", message: "Déjà fait." });
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => apiRequest({ path: "/api/accounts/me", language: "fr" }),
      meta: { errorToast: "server-message" },
    });
    await expect(mutation.execute(undefined)).rejects.toThrow();
    expect(shownToasts()).toMatchObject([{ content: "Déjà fait." }]);
  });

  it("sends the language on every call and the Bearer token only to our API", async () => {
    const seen: { url: string; authorization: string | null }[] = [];
    fakeServer.events.on("request:start", ({ request }) => {
      seen.push({ url: request.url, authorization: request.headers.get("authorization") });
    });
    await apiRequest({ path: "/api/accounts/me", language: "nl" });
    await apiRequest({ path: "/api/settings", language: "en" });
    fakeServer.events.removeAllListeners();
    expect(seen).toEqual([
      { url: "http://localhost:3000/api/accounts/me?language=nl", authorization: "Bearer fake-access-token" },
      { url: "http://localhost:3000/api/settings?language=en", authorization: null },
    ]);
  });
});
