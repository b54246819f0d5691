import type { User, UserManager } from "oidc-client-ts";

/** sessionStorage key: present after a fake sign-out, until the next fake sign-in. */
export const FAKE_SIGNED_OUT_KEY = "cinelux.fake.signedOut";
export const FAKE_ACCESS_TOKEN = "fake-access-token";

/**
 * The fake signed-in customer (DESIGN.md "Fakes"): the same mail for the fake sign-in and the
 * fake account (mocks/data/accounts.ts reads it from here, so lib/ needs nothing of mocks/).
 */
export const FAKE_CUSTOMER_MAIL = "camille.martin@example.com";

type Listener = () => void;

/**
 * DESIGN.md "Fakes": with the fake-endpoint flag there is no identity provider. This stands in for
 * the few UserManager methods the app calls: a customer is signed in until they sign out, and
 * "signing in" returns at once to the wanted page.
 */
export function createFakeUserManager(mail: string, storage: Storage = window.sessionStorage): UserManager {
  const loaded = new Set<Listener>();
  const unloaded = new Set<Listener>();
  const user = {
    access_token: FAKE_ACCESS_TOKEN,
    token_type: "Bearer",
    id_token: "fake-id-token",
    expired: false,
    expires_in: 3600,
    scope: "openid profile email",
    scopes: ["openid", "profile", "email"],
    profile: { sub: "fake-customer", email: mail, email_verified: true },
    toStorageString: () => "{}",
  } as unknown as User;
  const signedIn = () => storage.getItem(FAKE_SIGNED_OUT_KEY) === null;
  const fake = {
    getUser: async () => (signedIn() ? user : null),
    removeUser: async () => {
      storage.setItem(FAKE_SIGNED_OUT_KEY, "1");
      for (const listener of unloaded) {
        listener();
      }
    },
    signinRedirect: async (args?: { state?: unknown }) => {
      storage.removeItem(FAKE_SIGNED_OUT_KEY);
      window.location.assign(typeof args?.state === "string" ? args.state : "/");
    },
    signinSilent: async () => user,
    signinRedirectCallback: async () => ({ ...user, state: "/" }),
    signoutRedirect: async (args?: { post_logout_redirect_uri?: string }) => {
      window.location.assign(args?.post_logout_redirect_uri ?? "/");
    },
    events: {
      addUserLoaded: (listener: Listener) => {
        loaded.add(listener);
        return () => loaded.delete(listener);
      },
      addUserUnloaded: (listener: Listener) => {
        unloaded.add(listener);
        return () => unloaded.delete(listener);
      },
      addSilentRenewError: () => () => undefined,
    },
  };
  return fake as unknown as UserManager;
}
