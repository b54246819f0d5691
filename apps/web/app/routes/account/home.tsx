import { AccountHome } from "../../features/account/components/account-home";
import { requireLanguage } from "../../lib/i18n/route-language";
import type { RouteHandle } from "../../lib/routing/route-handle";
import type { Route } from "./+types/home";

export const handle = { screenName: "my_account_hp", titleKey: "Title.Home" } as const satisfies RouteHandle;

/** SPEC 2.2 {language}: the customer-area layout has guarded it and cached the account. */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { language: requireLanguage(params.language) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <AccountHome language={loaderData.language} />;
}
