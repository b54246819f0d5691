import { describe, expect, it } from "vitest";
import { devServerContext, devSettings } from "./dev-server-context.server";

describe("devServerContext (react-router dev without the Fastify server)", () => {
  it("points at the embedded issuer on the localhost dev origin, from nl.localhost too", () => {
    const context = devServerContext(new Request("http://nl.localhost:5173/nl"), {});
    expect(context.auth).toEqual({
      authority: "http://localhost:5173/idp",
      clientId: "cinelux-web",
      staffClientId: "cinelux-staff",
      logoutReturnUrl: "http://nl.localhost:5173/",
      // docs/embedded.md: the dev host page's origin, where the embedded pages post their signals.
      embeddedHostOrigin: "http://localhost:5173",
    });
    expect(context.env).toBe("dev");
  });

  it("follows PUBLIC_URL, OIDC_ISSUER and OIDC_CLIENT_ID like the server", () => {
    const context = devServerContext(new Request("http://localhost:5173/fr"), {
      PUBLIC_URL: "http://localhost:8080/",
      OIDC_CLIENT_ID: "web-dev",
    });
    expect(context.auth.authority).toBe("http://localhost:8080/idp");
    expect(context.auth.clientId).toBe("web-dev");
    const external = devServerContext(new Request("http://localhost:5173/fr"), {
      OIDC_ISSUER: "https://id.example",
    });
    expect(external.auth.authority).toBe("https://id.example");
    const hosted = devServerContext(new Request("http://localhost:5173/fr"), {
      EMBEDDED_HOST_ORIGIN: "http://localhost:3000",
    });
    expect(hosted.auth.embeddedHostOrigin).toBe("http://localhost:3000");
  });
});

describe("devSettings (the dev server render's settings)", () => {
  it("reads GET /api/settings from the API server with the browser's Host", async () => {
    const settings = await devSettings(new Request("http://nl.localhost:5173/nl"), {
      CINELUX_API_URL: "http://127.0.0.1:3999",
    });
    expect(settings?.domain).toBe("nl");
    expect(settings?.urls.logoutReturn).toBe("http://nl.localhost:5173/");
  });

  it("leaves the fake settings in place with the fake endpoints", async () => {
    const request = new Request("http://nl.localhost:5173/nl");
    expect(await devSettings(request, { VITE_FAKE_ENDPOINTS: "1" })).toBeUndefined();
    const context = devServerContext(request, {});
    expect(context.settings.domain).toBe("nl");
    expect(context.settings.flags.offersMenuDisplayed).toBe(false);
  });
});
