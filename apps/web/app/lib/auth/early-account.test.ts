import { describe, expect, it, vi } from "vitest";
import {
  EARLY_ACCOUNT_GLOBAL,
  EARLY_ACCOUNT_MAX_AGE_MS,
  EARLY_ACCOUNT_SCRIPT,
  type EarlyAccountRequest,
  takeEarlyResponse,
} from "./early-account";

/** Runs the inline script as the browser would, against a tab's storage, and returns what it left. */
function runScript(stored: Record<string, string>, lang = "fr") {
  const keys = Object.keys(stored);
  const sessionStorage = {
    get length() {
      return keys.length;
    },
    key: (index: number) => keys[index] ?? null,
    getItem: (key: string) => stored[key] ?? null,
  };
  const fetch = vi.fn(() => Promise.resolve(new Response("{}")));
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

describe("the early account request (issue 8)", () => {
  it("asks for the account in the page's language with the stored access token", () => {
    const { fetch, early } = runScript(user({ access_token: "t-1", expires_at: inAnHour() }), "nl");
    expect(fetch).toHaveBeenCalledWith("/api/accounts/me?language=nl", {
      headers: { Accept: "application/json", Authorization: "Bearer t-1" },
    });
    expect(early).toMatchObject({ token: "t-1", url: "/api/accounts/me?language=nl" });
  });

  it("asks nothing without a session, with a token about to expire, or with a damaged entry", () => {
    expect(runScript({}).fetch).not.toHaveBeenCalled();
    const soon = Math.floor(Date.now() / 1000) + 10;
    expect(runScript(user({ access_token: "t-1", expires_at: soon })).fetch).not.toHaveBeenCalled();
    expect(runScript({ "oidc.user:x:y": "{not json" }).fetch).not.toHaveBeenCalled();
    expect(runScript({ "another-key": JSON.stringify({ access_token: "t" }) }).fetch).not.toHaveBeenCalled();
  });

  it("hands the answer to the same request once, and to no other", () => {
    const response = Promise.resolve(new Response("{}"));
    const url = new URL("http://localhost/api/accounts/me?language=fr");
    const scope = (): Record<string, unknown> => ({
      [EARLY_ACCOUNT_GLOBAL]: { token: "t-1", url: "/api/accounts/me?language=fr", at: 1_000, response },
    });

    const once = scope();
    expect(takeEarlyResponse(url, "t-1", once, 1_500)).toBe(response);
    expect(takeEarlyResponse(url, "t-1", once, 1_600)).toBeUndefined();

    // A renewed token, another language, or an answer too old: the page asks the server itself.
    expect(takeEarlyResponse(url, "t-2", scope(), 1_500)).toBeUndefined();
    const english = new URL("http://localhost/api/accounts/me?language=en");
    expect(takeEarlyResponse(english, "t-1", scope(), 1_500)).toBeUndefined();
    expect(takeEarlyResponse(url, "t-1", scope(), 1_000 + EARLY_ACCOUNT_MAX_AGE_MS + 1)).toBeUndefined();
    expect(takeEarlyResponse(url, "t-1", {}, 1_500)).toBeUndefined();
  });
});
