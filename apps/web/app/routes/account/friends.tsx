import { getFriendsQueryOptions } from "../../features/friends/api/get-friends";
import friendsStyles from "../../features/friends/components/friends.css?url";
import { FriendsPage } from "../../features/friends/components/friends-page";
import { requireLanguage } from "../../lib/domain/route-language";
import { getQueryClient } from "../../lib/query/query-client";
import type { RouteHandle } from "../../lib/routing/route-handle";
import type { Route } from "./+types/friends";

export const handle = {
  screenName: "friends",
  titleKey: "Title.Friends",
  descriptionKey: "Description.Friends",
} as const satisfies RouteHandle;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: friendsStyles }];

/** SPEC 2.2 {language}/friends and m/{language}/friends (flag myFriendsEnabled, guarded by the layout). */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const language = requireLanguage(params.language);
  // A failure is not thrown: the query client shows the default error toast, the page says so in place.
  await getQueryClient().prefetchQuery(getFriendsQueryOptions(language));
  return { language };
}

export default function Friends({ loaderData }: Route.ComponentProps) {
  return <FriendsPage language={loaderData.language} />;
}
