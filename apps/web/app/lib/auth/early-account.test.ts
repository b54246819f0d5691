import { describe, expect, it, vi } from "vitest";
import {
  EARLY_ACCOUNT_GLOBAL,
  EARLY_ACCOUNT_MAX_AGE_MS,
  EARLY_ACCOUNT_SCRIPT,
  type EarlyAccountRequest,
  takeEarlyResponse,
} from "./early-account";

/** Runs the inline script as the browser would, against a tab's storage, and returns what it left. */
function runScript(
  stored: Record<string, string>,
  lang = "fr",
  answer: (url: string) => Promise<Response> = () => Promise.resolve(new Response("{}")),
) {
  const keys = Object.keys(stored);
  const sessionStorage = {
    get length() {
      return keys.length;
    },
    key: (index: number) => keys[index] ?? null,
    getItem: (key: string) => stored[key] ?? null,
  };
  const fetch = vi.fn((url: string, _init: RequestInit) => answer(url));
  const window: Record<string, unknown> = {};
  const document = { documentElement: { lang } };
  new Function("sessionStorage", "fetch", "window", "document", EARLY_ACCOUNT_SCRIPT)(
    sessionStorage,
    fetch,
    window,
    document,
  );
  return { fetch, early: window[EARLY_ACCOUNT_GLOBAL] as EarlyAccountRequest | undefined };
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const user = (claims: Record<string, unknown>) => ({
  "oidc.user:http://localhost/idp:cinelux-web": JSON.stringify(claims),
});

const headers = (token: string) => ({
  headers: { Accept: "application/json", Authorization: `Bearer ${token}` },
});
const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body)));

describe("the early account requests (issue 8)", () => {
  it("asks for the account and the alerts in the page's language with the stored access token", async () => {
    const { fetch, early } = runScript(user({ access_token: "t-1", expires_at: inAnHour() }), "nl");
    expect(fetch).toHaveBeenCalledWith("/api/accounts/me?language=nl", headers("t-1"));
    expect(fetch).toHaveBeenCalledWith("/api/alerts?type=ec&language=nl", headers("t-1"));
    expect(early).toMatchObject({ token: "t-1" });
    expect(Object.keys(early?.responses ?? {}).sort()).toEqual([
      "/api/accounts/me/cards?language=nl",
      "/api/accounts/me?language=nl",
      "/api/alerts?type=ec&language=nl",
    ]);
    // The account said nothing of a pass ("{}"): the cards are left to the page.
    await expect(early?.responses["/api/accounts/me/cards?language=nl"]).rejects.toBeDefined();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("asks for the pass cards once the account says the customer is registered and holds a pass", async () => {
    const answers: Record<string, () => Promise<Response>> = {
      "/api/accounts/me?language=fr": () => json({ registered: true, subscription: true }),
      "/api/alerts?type=ec&language=fr": () => json([]),
      "/api/accounts/me/cards?language=fr": () => json([{ type: "CINEPASS" }]),
    };
    const { fetch, early } = runScript(user({ access_token: "t-1", expires_at: inAnHour() }), "fr", (url) =>
      (answers[url] ?? (() => Promise.reject(new Error(url))))(),
    );
    const cards = await early?.responses["/api/accounts/me/cards?language=fr"];
    expect(await cards?.json()).toEqual([{ type: "CINEPASS" }]);
    expect(fetch).toHaveBeenCalledWith("/api/accounts/me/cards?language=fr", headers("t-1"));
    // The script read a clone: the page still reads the account's body.
    const account = await early?.responses["/api/accounts/me?language=fr"];
    expect(await account?.json()).toEqual({ registered: true, subscription: true });
  });

  it("leaves the cards to the page for a customer without a pass, not yet registered, or a failed account call", async () => {
    for (const answer of [
      () => json({ registered: true, subscription: false }),
      () => json({ registered: false, subscription: true }),
      () => Promise.resolve(new Response("{}", { status: 503 })),
      () => Promise.reject(new TypeError("offline")),
    ]) {
      const { fetch, early } = runScript(
        user({ access_token: "t-1", expires_at: inAnHour() }),
        "fr",
        (url) => (url.startsWith("/api/accounts/me?") ? answer() : json([])),
      );
      await expect(early?.responses["/api/accounts/me/cards?language=fr"]).rejects.toBeDefined();
      expect(fetch).toHaveBeenCalledTimes(2);
    }
  });

  it("asks nothing without a session, with a token about to expire, or with a damaged entry", () => {
    expect(runScript({}).fetch).not.toHaveBeenCalled();
    const soon = Math.floor(Date.now() / 1000) + 10;
    expect(runScript(user({ access_token: "t-1", expires_at: soon })).fetch).not.toHaveBeenCalled();
    expect(runScript({ "oidc.user:x:y": "{not json" }).fetch).not.toHaveBeenCalled();
    expect(runScript({ "another-key": JSON.stringify({ access_token: "t" }) }).fetch).not.toHaveBeenCalled();
  });

  it("hands each answer to the same request once, and to no other", () => {
    const account = Promise.resolve(new Response("{}"));
    const alerts = Promise.resolve(new Response("[]"));
    const url = new URL("http://localhost/api/accounts/me?language=fr");
    const alertsUrl = new URL("http://localhost/api/alerts?type=ec&language=fr");
    const scope = (): Record<string, unknown> => ({
      [EARLY_ACCOUNT_GLOBAL]: {
        token: "t-1",
        at: 1_000,
        responses: { "/api/accounts/me?language=fr": account, "/api/alerts?type=ec&language=fr": alerts },
      } satisfies EarlyAccountRequest,
    });

    const once = scope();
    expect(takeEarlyResponse(url, "t-1", once, 1_500)).toBe(account);
    expect(takeEarlyResponse(url, "t-1", once, 1_600)).toBeUndefined();
    expect(takeEarlyResponse(alertsUrl, "t-1", once, 1_700)).toBe(alerts);
    expect(takeEarlyResponse(alertsUrl, "t-1", once, 1_800)).toBeUndefined();

    // A renewed token, another language, or an answer too old: the page asks the server itself.
    expect(takeEarlyResponse(url, "t-2", scope(), 1_500)).toBeUndefined();
    const english = new URL("http://localhost/api/accounts/me?language=en");
    expect(takeEarlyResponse(english, "t-1", scope(), 1_500)).toBeUndefined();
    expect(takeEarlyResponse(url, "t-1", scope(), 1_000 + EARLY_ACCOUNT_MAX_AGE_MS + 1)).toBeUndefined();
    expect(takeEarlyResponse(url, "t-1", {}, 1_500)).toBeUndefined();
  });
});
