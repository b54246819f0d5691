// @vitest-environment jsdom
import { WebStorageStateStore } from "oidc-client-ts";
import { describe, expect, it } from "vitest";
import { postLogoutRedirectUri, userManagerSettings } from "./settings";
import { hasStoredSession } from "./stored-session";

const auth = {
  authority: "http://localhost:3000/idp",
  clientId: "cinelux-web",
  staffClientId: "cinelux-staff",
  logoutReturnUrl: "http://localhost:3000/",
};

describe("userManagerSettings", () => {
  it("uses the authorization code flow with a refresh token against the configured provider", () => {
    expect(userManagerSettings(auth, "http://nl.localhost:3000", WebStorageStateStore)).toMatchObject({
      authority: "http://localhost:3000/idp",
      client_id: "cinelux-web",
      redirect_uri: "http://nl.localhost:3000/callback",
      response_type: "code",
      scope: "openid profile email offline_access",
      automaticSilentRenew: true,
    });
  });

  it("keeps the user in the tab's sessionStorage, where hasStoredSession finds it", async () => {
    const storage = window.sessionStorage;
    storage.clear();
    const settings = userManagerSettings(auth, "http://localhost:3000", WebStorageStateStore, storage);
    expect(hasStoredSession(storage)).toBe(false);
    await settings.userStore?.set("user:http://localhost:3000/idp:cinelux-web", "{}");
    expect(hasStoredSession(storage)).toBe(true);
    storage.clear();
  });

  it("applies the SPEC 9 time-outs (HTTP 10 s, popup 60 s)", () => {
    const settings = userManagerSettings(auth, "http://localhost:3000", WebStorageStateStore);
    expect(settings.requestTimeoutInSeconds).toBe(10);
    expect(settings.popupWindowFeatures?.closePopupWindowAfterInSeconds).toBe(60);
  });
});

describe("postLogoutRedirectUri (SPEC 4 Logout)", () => {
  it("appends the language to the configured return URL", () => {
    expect(postLogoutRedirectUri(auth, "nl")).toBe("http://localhost:3000/nl");
  });
});
