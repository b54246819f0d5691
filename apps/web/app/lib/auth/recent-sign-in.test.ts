import { describe, expect, it } from "vitest";
import { isSignInTooOld, RECENT_SIGN_IN_SECONDS, tokenSignInTime } from "./recent-sign-in";

function jwt(claims: object): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  return `${encode({ alg: "ES256" })}.${encode(claims)}.signature`;
}

describe("the sign-in's age (docs/accounts.md: deletion needs a sign-in of the last 10 minutes)", () => {
  const now = Date.UTC(2026, 4, 1, 12, 0, 0);
  const seconds = now / 1000;

  it("reads auth_time from a JWT access token", () => {
    expect(tokenSignInTime(jwt({ sub: "a", auth_time: seconds - 42 }))).toBe(seconds - 42);
  });

  it("cannot judge an opaque token, one without auth_time, or none", () => {
    for (const token of ["fake-access-token", jwt({ sub: "a" }), "a.%%%.c", null, undefined]) {
      expect(tokenSignInTime(token)).toBeUndefined();
      expect(isSignInTooOld(token, now)).toBe(false);
    }
  });

  it("asks again a little before the server's 10 minutes, never after them", () => {
    expect(RECENT_SIGN_IN_SECONDS).toBe(600);
    expect(isSignInTooOld(jwt({ auth_time: seconds - 60 }), now)).toBe(false);
    expect(isSignInTooOld(jwt({ auth_time: seconds - 569 }), now)).toBe(false);
    expect(isSignInTooOld(jwt({ auth_time: seconds - 571 }), now)).toBe(true);
    expect(isSignInTooOld(jwt({ auth_time: seconds - 3600 }), now)).toBe(true);
  });
});
