import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useAuthState } from "../auth/use-auth-state";
import { pageLanguage } from "../domain/page-language";
import { usePageHandle } from "../routing/route-handle";
import { useConsent } from "./consent";

/**
 * Pushes one `screen_view` per navigation (SPEC 2.2 analytics) with the page's screen name
 * (`usePageHandle`: the matched routes', or "404" when the not-found page shows in place). The
 * page layout renders it once; it waits until the page is ready, so a URL the guards redirect
 * away from (an unregistered customer's home) is no screen. It waits for the auth state so a
 * signed-in customer's screen carries the mail hash; a later token renewal does not push the same
 * screen again. A screen is pushed only once the visitor has accepted the measurement purpose
 * (docs/shell.md "Consent"): accepting it on a page pushes that page's screen. Inside an app's
 * webview (`embedded`, SPEC 2.2) the app asked for consent: its screens are pushed as they are.
 */
export function ScreenViewTracker() {
  const location = useLocation();
  const { handle, ready } = usePageHandle();
  const auth = useAuthState();
  const pushedFor = useRef<string | null>(null);
  const mounted = useRef(false);
  const { screenName, screenCategory } = handle;
  const mail = auth.status === "authenticated" ? auth.user.profile.email : undefined;
  const measured = useConsent()?.measurement === true || handle.embedded === true;

  // A page left before its hash is ready pushes nothing (StrictMode's remount sets this back).
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!ready || !measured || auth.status === "loading" || pushedFor.current === location.key) {
      return;
    }
    pushedFor.current = location.key;
    const language = pageLanguage(location.pathname);
    // No clean-up cancels the push: StrictMode's second effect run must not lose the screen.
    // The event's module loads with the first screen, after hydration, not before it: it stays out
    // of the page's initial JavaScript (DESIGN.md "Quality budgets").
    void import("./screen-view").then(async ({ hashMail, pushToDataLayer, screenViewEvent }) => {
      const userIdHash = mail ? await hashMail(mail) : undefined;
      const event = screenViewEvent({ screenName, screenCategory }, language, userIdHash);
      if (event && mounted.current) {
        pushToDataLayer(event);
      }
    });
  }, [ready, measured, auth.status, location.key, location.pathname, mail, screenName, screenCategory]);

  return null;
}
