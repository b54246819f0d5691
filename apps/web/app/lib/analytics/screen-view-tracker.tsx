import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useAuthState } from "../auth/use-auth-state";
import { pageLanguage } from "../i18n/page-language";
import { type RouteHandle, useRouteHandle } from "../routing/route-handle";
import { hashMail, pushToDataLayer, screenViewEvent } from "./screen-view";

/**
 * Pushes one `screen_view` per navigation (SPEC 2.2 analytics) with the matched routes' screen
 * name. A page renders it, not the root: a page renders only once its guards let the customer
 * in, so a URL that redirects (an unregistered customer's home) is no screen. It waits for the
 * auth state so a signed-in customer's screen carries the mail hash; a later token renewal does
 * not push the same screen again. `handle` overrides the routes' (the error boundary's 404).
 */
export function ScreenViewTracker({ handle }: { handle?: RouteHandle }) {
  const location = useLocation();
  const routeHandle = useRouteHandle();
  const auth = useAuthState();
  const pushedFor = useRef<string | null>(null);
  const mounted = useRef(false);
  const { screenName, screenCategory } = handle ?? routeHandle;
  const mail = auth.status === "authenticated" ? auth.user.profile.email : undefined;

  // A page left before its hash is ready pushes nothing (StrictMode's remount sets this back).
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (auth.status === "loading" || pushedFor.current === location.key) {
      return;
    }
    pushedFor.current = location.key;
    const language = pageLanguage(location.pathname);
    // No clean-up cancels the push: StrictMode's second effect run must not lose the screen.
    void (mail ? hashMail(mail) : Promise.resolve(undefined)).then((userIdHash) => {
      const event = screenViewEvent({ screenName, screenCategory }, language, userIdHash);
      if (event && mounted.current) {
        pushToDataLayer(event);
      }
    });
  }, [auth.status, location.key, location.pathname, mail, screenName, screenCategory]);

  return null;
}
