import { requireRegistered } from "../../features/account/guards";
import { getAdvantagesQueryOptions } from "../../features/advantages/api/get-advantages";
import advantagesStyles from "../../features/advantages/components/advantages.css?url";
import { AdvantagesPage } from "../../features/advantages/components/advantages-page";
import { ScreenViewTracker } from "../../lib/analytics/screen-view-tracker";
import { ensureLanguage } from "../../lib/i18n/client-i18n";
import { requireLanguage } from "../../lib/i18n/route-language";
import { getQueryClient } from "../../lib/query-client";
import { requireFlag } from "../../lib/routing/require-flag";
import type { RouteHandle } from "../../lib/routing/route-handle";
import { PageLoading } from "../../shell/page-loading";
import { PageTitle } from "../../shell/page-title";
import type { Route } from "./+types/advantages";

export const handle = {
  screenName: "advantages",
  titleKey: "Title.Advantages",
} as const satisfies RouteHandle;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: advantagesStyles }];

/**
 * SPEC 2.2 {language}/advantages: flag advantagesEnabled (off: the not-found page, URL unchanged),
 * then login and completed registration; rendered in the browser.
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const language = requireLanguage(params.language);
  const url = new URL(request.url);
  await Promise.all([
    ensureLanguage(language),
    requireFlag("advantagesEnabled", language).then(() => requireRegistered(url, language)),
  ]);
  // A failure is not thrown: the query client shows the default error toast, the page says so in place.
  await getQueryClient().prefetchQuery(getAdvantagesQueryOptions(language));
  return { language };
}

export function HydrateFallback() {
  return <PageLoading titleKey={handle.titleKey} />;
}

export default function Advantages({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle titleKey={handle.titleKey} />
      <ScreenViewTracker />
      <AdvantagesPage language={loaderData.language} />
    </>
  );
}
