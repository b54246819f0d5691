import { hasAuthFlag } from "@cinelux/contract/auth-flag";
import { describe, expect, it } from "vitest";
import { browserMustDecide, serverFace } from "./root-face";

describe("who gets which face of /{language} (decision 007 The root)", () => {
  it("gives the catalog home to a request without the authentication flag", () => {
    expect(serverFace(null)).toBe("catalog");
    expect(serverFace(undefined)).toBe("catalog");
    expect(serverFace("")).toBe("catalog");
    expect(serverFace("consent=all; theme=dark")).toBe("catalog");
  });

  it("gives the customer area's stand-in to a request carrying the flag, wherever it sits", () => {
    expect(serverFace("cinelux_authenticated=1")).toBe("signed-in");
    expect(serverFace("consent=all;cinelux_authenticated=1; theme=dark")).toBe("signed-in");
    expect(serverFace("consent=all; cinelux_authenticated = 1")).toBe("signed-in");
  });

  it("treats an expired or emptied flag, another value or a look-alike name as no flag", () => {
    // Sign-out writes `cinelux_authenticated=; Max-Age=0`: a browser that still sent it sends it empty.
    expect(serverFace("cinelux_authenticated=")).toBe("catalog");
    expect(serverFace("cinelux_authenticated=0")).toBe("catalog");
    expect(serverFace("cinelux_authenticated=true")).toBe("catalog");
    expect(serverFace("x_cinelux_authenticated=1")).toBe("catalog");
    expect(hasAuthFlag("cinelux_authenticated")).toBe(false);
  });

  it("lets the browser switch only when the face may be wrong", () => {
    // The server's stand-in always waits for the browser: the guards and the account are there.
    expect(browserMustDecide("signed-in", true)).toBe(true);
    expect(browserMustDecide("signed-in", false)).toBe(true);
    // A lapsed flag (or a shared cache's answer) with a session in this tab: the customer home.
    expect(browserMustDecide("catalog", true)).toBe(true);
    // An anonymous visitor keeps the server's page: no identity client, no second request.
    expect(browserMustDecide("catalog", false)).toBe(false);
    expect(browserMustDecide("customer", true)).toBe(false);
  });
});
