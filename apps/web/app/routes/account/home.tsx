import { AccountHome } from "../../features/account/components/account-home";
import { requireRegistered } from "../../features/account/guards";
import { ensureLanguage } from "../../lib/i18n/client-i18n";
import { requireLanguage } from "../../lib/i18n/route-language";
import { PageLoading } from "../../shell/page-loading";
import type { Route } from "./+types/home";

/** SPEC 2.2 {language}: login and completed registration required; rendered in the browser. */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const language = requireLanguage(params.language);
  await Promise.all([ensureLanguage(language), requireRegistered(new URL(request.url), language)]);
  return { language };
}

export function HydrateFallback() {
  return <PageLoading titleKey="Title.Home" />;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <AccountHome language={loaderData.language} />;
}
