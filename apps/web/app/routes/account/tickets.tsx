import { getEticketsQueryOptions } from "../../features/wallet/api/get-etickets";
import { getWalletQueryOptions } from "../../features/wallet/api/get-wallet";
import walletStyles from "../../features/wallet/components/wallet.css?url";
import { WalletPage } from "../../features/wallet/components/wallet-page";
import { catalogUrl, type Translate } from "../../lib/catalog/catalog-url";
import { requireLanguage } from "../../lib/domain/route-language";
import { useTranslation } from "../../lib/i18n/use-translation";
import { getQueryClient } from "../../lib/query/query-client";
import type { RouteHandle } from "../../lib/routing/route-handle";
import { loadSettings } from "../../lib/settings/require-flag";
import type { Route } from "./+types/tickets";

export const handle = {
  screenName: "tickets",
  titleKey: "Title.Tickets",
  descriptionKey: "Description.Tickets",
} as const satisfies RouteHandle;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: walletStyles }];

/** SPEC 2.2 {language}/tickets, the Wallet route key (login and registration, guarded by the layout). */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const language = requireLanguage(params.language);
  const queryClient = getQueryClient();
  const [settings] = await Promise.all([
    loadSettings(language),
    // A failure is not thrown: the query client shows the default error toast, the page says so in place.
    queryClient.prefetchQuery(getEticketsQueryOptions(language)),
    queryClient.prefetchQuery(getWalletQueryOptions(language)),
  ]);
  return { language, catalogBase: settings.urls.catalogBase };
}

export default function Tickets({ loaderData }: Route.ComponentProps) {
  const { language, catalogBase } = loaderData;
  const { t } = useTranslation();
  return (
    <WalletPage
      language={language}
      moviesUrl={catalogUrl(catalogBase, language, { page: "Movies" }, t as unknown as Translate)}
    />
  );
}
