// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The root's browser side (decision 007): who gets the customer home after hydration or on a
// client navigation. The identity client and the customer face are stood in for.
const currentUser = vi.fn();
const loadSignedInRoot = vi.fn();
vi.mock("../../lib/auth/user-manager", () => ({ currentUser }));
vi.mock("../../features/account/signed-in-root", () => ({ loadSignedInRoot, SignedInRoot: () => null }));

// The web tests run on the fakes, whose user lives elsewhere; the root reads sessionStorage here.
vi.stubEnv("VITE_FAKE_ENDPOINTS", "");
const { clientLoader, handle, loader } = await import("./home");
const { serverContext } = await import("../../server-context");
const { RouterContextProvider } = await import("react-router");
const { setAuthState } = await import("../../lib/auth/auth-store");

const STORED_USER = "cinelux.identity.user:http://localhost/idp:web";

function args(serverAnswer: unknown) {
  const serverLoader = vi.fn(async () => serverAnswer);
  return {
    serverLoader,
    value: {
      params: { language: "fr" },
      request: new Request("http://localhost/fr"),
      serverLoader,
    } as unknown as Parameters<typeof clientLoader>[0],
  };
}

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets the flag as the browser would
  document.cookie = "cinelux_authenticated=1; Path=/";
});

afterEach(() => {
  sessionStorage.clear();
  vi.clearAllMocks();
  setAuthState({ status: "loading" });
});

describe("the root in the browser (decision 007)", () => {
  it("gives a tab without a stored session the server's catalog home, the stale flag removed first", async () => {
    const catalog = { face: "catalog" };
    const { serverLoader, value } = args(catalog);
    await expect(clientLoader(value)).resolves.toBe(catalog);
    expect(serverLoader).toHaveBeenCalledOnce();
    expect(document.cookie).not.toContain("cinelux_authenticated");
    // No identity client was asked about a tab that has no session.
    expect(currentUser).not.toHaveBeenCalled();
    expect(loadSignedInRoot).not.toHaveBeenCalled();
  });

  it("gives a live session the customer home behind the guards", async () => {
    sessionStorage.setItem(STORED_USER, "{}");
    currentUser.mockResolvedValue({ profile: {} });
    const home = { face: "customer", language: "fr" };
    loadSignedInRoot.mockResolvedValue(home);
    const { serverLoader, value } = args(null);
    await expect(clientLoader(value)).resolves.toBe(home);
    expect(loadSignedInRoot).toHaveBeenCalledWith(expect.any(Request), "fr");
    expect(serverLoader).not.toHaveBeenCalled();
  });

  it("gives a stored but dead session (no user any more) the catalog home", async () => {
    sessionStorage.setItem(STORED_USER, "{}");
    currentUser.mockResolvedValue(null);
    const catalog = { face: "catalog" };
    const { value } = args(catalog);
    await expect(clientLoader(value)).resolves.toBe(catalog);
    expect(loadSignedInRoot).not.toHaveBeenCalled();
  });

  it("sends an anonymous visitor to sign in where the server has no catalog (react-router dev)", async () => {
    const { serverLoader, value } = args({ face: "signed-in", language: "fr" });
    await clientLoader(value);
    expect(serverLoader).toHaveBeenCalledOnce();
    expect(loadSignedInRoot).toHaveBeenCalledWith(expect.any(Request), "fr");
  });

  it("names the screen after the face: the customer home once signed in, the catalog home otherwise", () => {
    expect(handle.screenName).toBe("catalog_home");
    setAuthState({ status: "authenticated", user: { profile: {} } as never });
    expect(handle.screenName).toBe("my_account_hp");
    expect(handle.descriptionKey).toBeNull();
  });
});

describe("the root on the server, signed-in face", () => {
  it("answers the signed-in face for the authentication flag, its modules left to the build's own preloads", async () => {
    const context = new RouterContextProvider();
    context.set(serverContext, {
      settings: {} as never,
      cspNonce: "",
      env: "dev",
      auth: { authority: "", clientId: "", staffClientId: "cinelux-staff", logoutReturnUrl: "" },
      catalog: {} as never,
    });
    const request = new Request("http://localhost/fr", { headers: { cookie: "cinelux_authenticated=1" } });
    const answer = await loader({ params: { language: "fr" }, request, context } as unknown as Parameters<
      typeof loader
    >[0]);
    expect(answer).toEqual({ face: "signed-in", language: "fr" });
  });
});
