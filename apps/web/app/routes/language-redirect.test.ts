import { describe, expect, it } from "vitest";
import { loader } from "./language-redirect";

describe("the / route loader (SPEC 2.2 empty path)", () => {
  function redirectFor(host: string): Response {
    const request = new Request(`http://${host}/?promo=1`, { headers: { host } });
    try {
      loader({ request } as Parameters<typeof loader>[0]);
    } catch (thrown) {
      if (thrown instanceof Response) {
        return thrown;
      }
      throw thrown;
    }
    throw new Error("the loader did not redirect");
  }

  it("answers 302 to the Dutch home on nl.localhost", () => {
    const response = redirectFor("nl.localhost:3000");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/nl?promo=1");
  });

  it("answers 302 to the French home on localhost", () => {
    const response = redirectFor("localhost:3000");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/fr?promo=1");
  });
});
