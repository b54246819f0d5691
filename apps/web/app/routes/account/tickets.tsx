import { getEticketsQueryOptions } from "../../features/wallet/api/get-etickets";
import { loadTunnelBase } from "../../features/wallet/api/tunnel-base";
import walletStyles from "../../features/wallet/components/wallet.css?url";
import { WalletPage } from "../../features/wallet/components/wallet-page";
import { getWalletQueryOptions } from "../../lib/account/wallet";
import { loadWithCatalogBase, useCatalogLinks } from "../../lib/catalog/customer-catalog-links";
import type { RouteHandle } from "../../lib/routing/route-handle";
import type { Route } from "./+types/tickets";

export const handle = {
  screenName: "tickets",
  titleKey: "Title.Tickets",
  descriptionKey: "Description.Tickets",
} as const satisfies RouteHandle;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: walletStyles }];

/**
 * SPEC 2.2 {language}/tickets, the Wallet route key (login and registration, guarded by the layout),
 * with the tunnel's base its share links take their host from (SPEC 7).
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const links = await loadWithCatalogBase(params, (language, queryClient) => [
    queryClient.prefetchQuery(getEticketsQueryOptions(language)),
    queryClient.prefetchQuery(getWalletQueryOptions(language)),
  ]);
  return { ...links, tunnelBase: await loadTunnelBase(links.language) };
}

export default function Tickets({ loaderData }: Route.ComponentProps) {
  const { browseUrl } = useCatalogLinks(loaderData);
  return (
    <WalletPage language={loaderData.language} moviesUrl={browseUrl} tunnelBase={loaderData.tunnelBase} />
  );
}
