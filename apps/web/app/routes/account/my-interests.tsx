import { getInterestsQueryOptions } from "../../features/interests/api/get-interests";
import interestsStyles from "../../features/interests/components/interests.css?url";
import { InterestsPage } from "../../features/interests/components/interests-page";
import { requireLanguage } from "../../lib/domain/route-language";
import { getQueryClient } from "../../lib/query/query-client";
import type { RouteHandle } from "../../lib/routing/route-handle";
import type { Route } from "./+types/my-interests";

export const handle = {
  screenName: "interests",
  titleKey: "Title.MyInterests",
  descriptionKey: "Description.MyInterests",
} as const satisfies RouteHandle;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: interestsStyles }];

/** SPEC 2.2 {language}/my-interests (flag myInterestEnabled, guarded by the layout): the prefetch. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const language = requireLanguage(params.language);
  // A failure is not thrown: the query client shows the default error toast, the page says so in place.
  await getQueryClient().prefetchQuery(getInterestsQueryOptions(language));
  return { language };
}

export default function MyInterests({ loaderData }: Route.ComponentProps) {
  return <InterestsPage language={loaderData.language} />;
}
