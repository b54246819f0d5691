import { getGoodiesQueryOptions } from "../../features/goodies/api/get-goodies";
import goodiesStyles from "../../features/goodies/components/goodies.css?url";
import { GoodiesPage } from "../../features/goodies/components/goodies-page";
import { useFullScreenCode } from "../../features/wallet/components/full-screen-code";
import walletStyles from "../../features/wallet/components/wallet.css?url";
import { requireLanguage } from "../../lib/domain/route-language";
import { getQueryClient } from "../../lib/query/query-client";
import type { RouteHandle } from "../../lib/routing/route-handle";
import type { Route } from "./+types/vouchers";

export const handle = {
  // SPEC 2.2 lists no analytics name for the goodies; the route key's, as the other screens.
  screenName: "vouchers",
  titleKey: "Title.Vouchers",
  descriptionKey: "Description.Vouchers",
} as const satisfies RouteHandle;

// The wallet's sheet brings the full-screen code's look.
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: goodiesStyles },
  { rel: "stylesheet", href: walletStyles },
];

/** SPEC 2.2 {language}/vouchers (flag goodiesEnabled, guarded by the layout): the prefetch. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const language = requireLanguage(params.language);
  // A failure is not thrown: the query client shows the default error toast, the page says so in place.
  await getQueryClient().prefetchQuery(getGoodiesQueryOptions(language));
  return { language };
}

/** The goodies, and the wallet's full-screen code for showing one at the counter. */
export default function Vouchers({ loaderData }: Route.ComponentProps) {
  const code = useFullScreenCode();
  return (
    <>
      <GoodiesPage
        language={loaderData.language}
        onShowCode={(goodie) => code.show({ title: goodie.name, code: goodie.code, caption: goodie.code })}
      />
      {code.modal}
    </>
  );
}
