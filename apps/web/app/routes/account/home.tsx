import { getHomePushHistoryQueryOptions } from "../../features/account/api/get-home-push-history";
import { getSurveyQueryOptions } from "../../features/account/api/get-survey";
import { AccountHome } from "../../features/account/components/account-home";
import homeStyles from "../../features/account/components/account-home.css?url";
import { requireLanguage } from "../../lib/domain/route-language";
import { getQueryClient } from "../../lib/query/query-client";
import type { RouteHandle } from "../../lib/routing/route-handle";
import { getSettingsQueryOptions } from "../../lib/settings/get-settings";
import { getTicketCountQueryOptions } from "../../lib/tickets/get-ticket-count";
import type { Route } from "./+types/home";

export const handle = {
  screenName: "my_account_hp",
  titleKey: "Title.Home",
  descriptionKey: "Description.Home",
} as const satisfies RouteHandle;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: homeStyles }];

/**
 * SPEC 2.2 {language}: the customer-area layout has guarded it and cached the account. The tiles and
 * pushes start loading here without holding the page: each shows its own skeleton.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const language = requireLanguage(params.language);
  const queryClient = getQueryClient();
  void queryClient.prefetchQuery(getHomePushHistoryQueryOptions(language));
  void queryClient.prefetchQuery(getSurveyQueryOptions(language));
  void queryClient.prefetchQuery(getTicketCountQueryOptions(language));
  // Already read by the layout's flag guard: the flags and catalog base of the tiles.
  const settings = await queryClient.ensureQueryData(getSettingsQueryOptions(language));
  return { language, settings };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <AccountHome language={loaderData.language} settings={loaderData.settings} />;
}
