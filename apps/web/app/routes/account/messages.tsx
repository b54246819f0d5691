import { getCasesQueryOptions } from "../../features/messages/api/get-cases";
import messagesStyles from "../../features/messages/components/messages.css?url";
import { MessagesPage } from "../../features/messages/components/messages-page";
import { requireLanguage } from "../../lib/domain/route-language";
import { getQueryClient } from "../../lib/query/query-client";
import type { RouteHandle } from "../../lib/routing/route-handle";
import type { Route } from "./+types/messages";

export const handle = {
  screenName: "messages",
  titleKey: "Title.Messages",
  descriptionKey: "Description.Messages",
} as const satisfies RouteHandle;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: messagesStyles }];

/** SPEC 2.2 {language}/messages (flag contactBlockDisplayed, guarded by the layout). */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const language = requireLanguage(params.language);
  // A failure is not thrown: the query client shows the default error toast, the page says so in place.
  await getQueryClient().prefetchQuery(getCasesQueryOptions(language));
  return { language };
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  return <MessagesPage language={loaderData.language} />;
}
