import { Outlet, useLocation, useParams, useRouteLoaderData } from "react-router";
import { guardCustomerArea } from "../../lib/account/customer-area-guard";
// Every customer-area page needs a user: the identity client is a static import of this layout, so
// the framework preloads its chunk from the page's HTML with the route's other modules.
import "../../lib/auth/identity-client";
import { requireLanguage } from "../../lib/domain/route-language";
import { OfflineSupport } from "../../lib/offline/offline-support";
import { QueryRoutes } from "../../lib/query/query-provider";
import { customerRouteOfPattern } from "../../lib/routing/customer-routes";
import { loadSettings } from "../../lib/settings/require-flag";
import type { loader as rootLoader } from "../../root";
import { AccountNav } from "../../shell/account-nav/account-nav";
import accountNavStyles from "../../shell/account-nav/account-nav.css?url";
import { PageLoading } from "../../shell/page-loading";
import type { Route } from "./+types/account-layout";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: accountNavStyles }];

/**
 * SPEC 2.2 customer area under `{language}`: one guard for every screen below (login,
 * registration and the screen's flag, from its row in `lib/routing/customer-routes.ts`), run in
 * the browser before any screen's client loader.
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [guardCustomerArea];

/**
 * Makes hydration run the middleware: without a client loader in the match a screen that loads
 * nothing would keep the server's HTML, unguarded. The server renders the fallback instead.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  // The guard has just read the settings: this is the cached copy.
  const { flags } = await loadSettings(requireLanguage(params.language));
  return { flags };
}

export function HydrateFallback() {
  const { pathname } = useLocation();
  const params = useParams();
  const settings = useRouteLoaderData<typeof rootLoader>("root")?.settings;
  const screen = patternOf(pathname);
  if (!settings || customerRouteOfPattern(screen).access !== "registered") {
    return <PageLoading />;
  }
  // A registered customer's screen: the navigation is drawn as it will be (the settings are the
  // server's). The home is not below this layout: `/{language}` is the root's own route
  // (routes/catalog/home.tsx, decision 007), which draws the home's stand-in itself.
  return (
    <div className="account-area">
      <AccountNav language={requireLanguage(params.language)} flags={settings.flags} />
      <div className="account-area__content">
        <PageLoading />
      </div>
    </div>
  );
}

/** `/fr/profile` -> `:language/profile`, the pattern of the screen's row (the guard reads the same table). */
function patternOf(pathname: string): string {
  return [":language", ...pathname.split("/").filter(Boolean).slice(1)].join("/");
}

/**
 * A registered customer's screens share the account navigation; registration and the e-mail
 * verification page (not yet a full customer) show the screen alone.
 */
export default function AccountLayout({ params, loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  if (customerRouteOfPattern(patternOf(pathname)).access !== "registered") {
    return (
      <QueryRoutes>
        <Outlet />
      </QueryRoutes>
    );
  }
  return (
    <QueryRoutes>
      <div className="account-area">
        <AccountNav language={requireLanguage(params.language)} flags={loaderData.flags} />
        <div className="account-area__content">
          {/*
            The offline wallet (decision 008): the installable app, its worker and the "last refreshed"
            notice.
          */}
          <OfflineSupport language={requireLanguage(params.language)} />
          <Outlet />
        </div>
      </div>
    </QueryRoutes>
  );
}
