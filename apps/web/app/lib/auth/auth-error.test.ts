import { describe, expect, it } from "vitest";
import { describeAuthError, isAnonymousError } from "./auth-error";

describe("isAnonymousError (SPEC 6 anonymous fallback)", () => {
  it.each(["login_required", "consent_required", "missing_refresh_token", "invalid_grant"])(
    "treats %s as nobody signed in",
    (error) => {
      expect(isAnonymousError({ error })).toBe(true);
    },
  );

  it.each([{ error: "server_error" }, new Error("Failed to fetch"), null, "login_required"])(
    "keeps %s an error",
    (error) => {
      expect(isAnonymousError(error)).toBe(false);
    },
  );
});

describe("describeAuthError", () => {
  it("keeps a plain error's name and message", () => {
    const error = new TypeError("Failed to fetch");
    expect(describeAuthError(error, new Date(0))).toEqual({
      error: "TypeError",
      description: "Failed to fetch",
      at: "1970-01-01T00:00:00.000Z",
    });
  });
});
