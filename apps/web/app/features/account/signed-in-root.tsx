import type { Language } from "@cinelux/contract/languages";
import type { SettingsResponse } from "@cinelux/contract/settings";
import { useRouteLoaderData } from "react-router";
import { getCardsQueryOptions } from "../../lib/account/cards";
import { guardCustomerRoute } from "../../lib/account/customer-area-guard";
// The home's guards need a user: the identity client comes with this face's modules.
import "../../lib/auth/identity-client";
import { ensureLanguage } from "../../lib/i18n/client-i18n";
import { useTranslation } from "../../lib/i18n/use-translation";
import { getQueryClient } from "../../lib/query/query-client";
import { QueryRoutes } from "../../lib/query/query-provider";
import { CUSTOMER_ROUTES } from "../../lib/routing/customer-routes";
import { getSettingsQueryOptions } from "../../lib/settings/get-settings";
import { getTicketCountQueryOptions } from "../../lib/tickets/get-ticket-count";
import { AccountNav } from "../../shell/account-nav/account-nav";
import accountNavStyles from "../../shell/account-nav/account-nav.css?url";
import { getAlertsQueryOptions } from "../../shell/alerts/queries";
import { PageTitle } from "../../shell/page-title";
import { getHomePushHistoryQueryOptions } from "./api/get-home-push-history";
import { getSurveyQueryOptions } from "./api/get-survey";
import { AccountHome } from "./components/account-home";
import homeStyles from "./components/account-home.css?url";
import { HomeLoading } from "./components/home-loading";

/**
 * The signed-in face of `/{language}` (decision 007 "The root"): the customer home, as the
 * customer-area layout and routes/account/home.tsx give it elsewhere (`m/{language}`), loaded on
 * demand by the root's route module (routes/catalog/home.tsx) so an anonymous visitor's catalog home
 * never downloads the customer area (decision 004).
 */

/** What the browser's loader hands the page once the guards passed. */
export interface SignedInRootData {
  face: "customer";
  language: Language;
  settings: SettingsResponse;
}

/**
 * In the browser: the customer area's guards for the home (login, registration: SPEC 2.2), then the
 * home's data, as the customer-area layout's middleware and home.tsx's client loader do.
 */
export async function loadSignedInRoot(request: Request, language: Language): Promise<SignedInRootData> {
  await Promise.all([
    ensureLanguage(language),
    guardCustomerRoute(CUSTOMER_ROUTES.home, new URL(request.url), language),
  ]);
  const queryClient = getQueryClient();
  void queryClient.prefetchQuery(getHomePushHistoryQueryOptions(language));
  void queryClient.prefetchQuery(getSurveyQueryOptions(language));
  void queryClient.prefetchQuery(getTicketCountQueryOptions(language));
  // The shell's alert toasts (shell/alerts) read these: asked with the home's own calls, not after
  // the shell's on-demand parts have loaded (the critical path in one round trip).
  void queryClient.prefetchQuery(getAlertsQueryOptions(language));
  void queryClient.prefetchQuery(getCardsQueryOptions(language));
  const settings = await queryClient.ensureQueryData(getSettingsQueryOptions(language));
  return { face: "customer", language, settings };
}

/** The customer home's styles (its hero scene inside them), hoisted into the head by React. */
function HomeResources() {
  return (
    <>
      <link rel="stylesheet" href={accountNavStyles} precedence="default" />
      <link rel="stylesheet" href={homeStyles} precedence="default" />
    </>
  );
}

/**
 * `data` null: the server's stand-in while the browser checks the session (the account navigation
 * and the home's hero as they will be, like the customer-area layout's fallback); then the home.
 */
export function SignedInRoot({ language, data }: { language: Language; data: SignedInRootData | null }) {
  const { t } = useTranslation();
  const settings = useRouteLoaderData<{ settings?: SettingsResponse }>("root")?.settings;
  const head = (
    <>
      <PageTitle titleKey="Title.Home" />
      <meta name="description" content={t("Description.Home")} />
      <HomeResources />
    </>
  );
  if (!data) {
    return (
      <div className="account-area">
        {head}
        {settings ? <AccountNav language={language} flags={settings.flags} /> : null}
        <div className="account-area__content">
          <HomeLoading />
        </div>
      </div>
    );
  }
  return (
    <QueryRoutes>
      <div className="account-area">
        {head}
        <AccountNav language={data.language} flags={data.settings.flags} />
        <div className="account-area__content">
          <AccountHome language={data.language} settings={data.settings} />
        </div>
      </div>
    </QueryRoutes>
  );
}
