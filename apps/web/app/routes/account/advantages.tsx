import advantagesStyles from "../../features/advantages/components/advantages.css?url";
import { AdvantagesPage } from "../../features/advantages/components/advantages-page";
import { getAdvantagesQueryOptions } from "../../lib/account/advantages";
import { requireLanguage } from "../../lib/domain/route-language";
import { getQueryClient } from "../../lib/query/query-client";
import type { RouteHandle } from "../../lib/routing/route-handle";
import type { Route } from "./+types/advantages";

export const handle = {
  screenName: "advantages",
  titleKey: "Title.Advantages",
  descriptionKey: "Description.Advantages",
} as const satisfies RouteHandle;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: advantagesStyles }];

/** SPEC 2.2 {language}/advantages (flag advantagesEnabled, guarded by the layout): the prefetch. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const language = requireLanguage(params.language);
  // A failure is not thrown: the query client shows the default error toast, the page says so in place.
  await getQueryClient().prefetchQuery(getAdvantagesQueryOptions(language));
  return { language };
}

export default function Advantages({ loaderData }: Route.ComponentProps) {
  return <AdvantagesPage language={loaderData.language} />;
}
