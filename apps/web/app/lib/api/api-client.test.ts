// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { STORED_USER_PREFIX } from "../auth/stored-session";
import { loadedUserManagerModule, registerUserManagerModule } from "../auth/user-manager-module";
import { setWebviewMode } from "../webview/webview-mode";
import { accessToken } from "./api-client";
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

describe("the access token of a call (decision 004: no identity client for a guest)", () => {
  afterEach(() => {
    sessionStorage.clear();
    setWebviewMode(false);
    registerUserManagerModule(undefined);
  });

  it("is none for a tab with no stored session, the user manager left unloaded", async () => {
    expect(await accessToken(false)).toBeNull();
    expect(loadedUserManagerModule()).toBeUndefined();
  });

  it("is the user manager's for a tab with a stored session, or in an app's webview", async () => {
    const getAccessToken = vi.fn(async () => "token");
    registerUserManagerModule({ refreshAuthState: vi.fn(), currentUser: vi.fn(), getAccessToken });
    sessionStorage.setItem(`${STORED_USER_PREFIX}user:http://localhost/idp:cinelux-web`, "{}");
    expect(await accessToken(false)).toBe("token");
    sessionStorage.clear();
    setWebviewMode(true);
    expect(await accessToken(false)).toBe("token");
    expect(getAccessToken).toHaveBeenCalledTimes(2);
  });
});
