// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { getAuthState, setAuthState } from "./auth-store";
import { loadUserManager } from "./load-user-manager";
import { hasStoredSession, STORED_USER_PREFIX } from "./stored-session";
import { resolveAuthState } from "./use-auth-state";
import { registerUserManagerModule } from "./user-manager-module";

// Decision 004 (initial JavaScript): the identity client loads only where a sign-in is needed.
afterEach(() => {
  sessionStorage.clear();
  setAuthState({ status: "loading" });
  vi.restoreAllMocks();
});

describe("the stored session", () => {
  it("is an entry of the identity client's configured user store in sessionStorage", () => {
    expect(hasStoredSession(sessionStorage)).toBe(false);
    sessionStorage.setItem("cinelux.other", "1");
    expect(hasStoredSession(sessionStorage)).toBe(false);
    // The library's own default key is not ours: it no longer counts.
    sessionStorage.setItem("oidc.user:http://localhost/idp:cinelux-web", "{}");
    expect(hasStoredSession(sessionStorage)).toBe(false);
    sessionStorage.setItem(`${STORED_USER_PREFIX}user:http://localhost/idp:cinelux-web`, "{}");
    expect(hasStoredSession(sessionStorage)).toBe(true);
  });
});

describe("the first auth state", () => {
  it("is anonymous without a stored user, the identity client left unloaded", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the flag the catalog reads
    document.cookie = "cinelux_authenticated=1; Path=/";
    const storedSession = vi.fn(() => false);
    await resolveAuthState(storedSession, false);
    expect(storedSession).toHaveBeenCalled();
    expect(getAuthState()).toEqual({ status: "anonymous" });
    expect(document.cookie).not.toContain("cinelux_authenticated=1");
  });

  it("uses the user manager already loaded, with no import on demand", async () => {
    const loaded = await loadUserManager();
    const refresh = vi.fn(async () => setAuthState({ status: "anonymous" }));
    registerUserManagerModule({ ...loaded, refreshAuthState: refresh });
    try {
      await resolveAuthState(() => true, false);
      expect(refresh).toHaveBeenCalledOnce();
    } finally {
      registerUserManagerModule(loaded);
    }
  });

  it("registers the user manager's module as it loads", async () => {
    const module = await import("./user-manager");
    const loaded = await loadUserManager();
    expect(loaded.refreshAuthState).toBe(module.refreshAuthState);
    expect(loaded.currentUser).toBe(module.currentUser);
  });

  it("asks the user manager when a user is stored (the fakes stand in for it here)", async () => {
    await resolveAuthState(() => true, false);
    expect(getAuthState().status).toBe("authenticated");
  });
});
