import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app.ts";

// A fresh app per file: nothing in it has used the provider yet, so `oidc-provider` loads on the first
// request below (index.ts; the preload only starts once a server listens, which inject never does).
const t = useTestApp({ seed: false });

const requests = [
  "/idp/.well-known/openid-configuration",
  "/idp/jwks",
  // The sign-in page asks the provider for its interaction (here an unknown one).
  "/auth/interaction/unknown-interaction",
] as const;

describe("the identity provider, loaded on first use", () => {
  it("answers the requests that arrive while it loads as it answers once loaded", async () => {
    const during = await Promise.all(requests.map((url) => t.app.inject({ method: "GET", url })));
    const after = await Promise.all(requests.map((url) => t.app.inject({ method: "GET", url })));
    for (const [index, response] of during.entries()) {
      expect(response.statusCode, requests[index]).toBeLessThan(500);
      expect(response.statusCode, requests[index]).toBe(after[index]?.statusCode);
    }
    expect(during[0]?.json()).toMatchObject({ issuer: t.config.oidc.issuer });
    expect(during[1]?.json()).toEqual(after[1]?.json());
    expect(during[2]?.body).toBe(after[2]?.body);
  });
});
