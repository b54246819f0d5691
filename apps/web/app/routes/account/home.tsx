import { AccountHome } from "../../features/account/components/account-home";
import { requireRegistered } from "../../features/account/guards";
import { ScreenViewTracker } from "../../lib/analytics/screen-view-tracker";
import { ensureLanguage } from "../../lib/i18n/client-i18n";
import { requireLanguage } from "../../lib/i18n/route-language";
import type { RouteHandle } from "../../lib/routing/route-handle";
import { PageLoading } from "../../shell/page-loading";
import { PageTitle } from "../../shell/page-title";
import type { Route } from "./+types/home";

export const handle = { screenName: "my_account_hp", titleKey: "Title.Home" } as const satisfies RouteHandle;

/** SPEC 2.2 {language}: login and completed registration required; rendered in the browser. */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const language = requireLanguage(params.language);
  await Promise.all([ensureLanguage(language), requireRegistered(new URL(request.url), language)]);
  return { language };
}

export function HydrateFallback() {
  return <PageLoading titleKey={handle.titleKey} />;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle titleKey={handle.titleKey} />
      <ScreenViewTracker />
      <AccountHome language={loaderData.language} />
    </>
  );
}
