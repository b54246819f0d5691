import { getFaqDataQueryOptions } from "../../features/contact/api/get-faq-data";
import contactStyles from "../../features/contact/components/contact.css?url";
import { ContactPage } from "../../features/contact/components/contact-page";
import { requireLanguage } from "../../lib/domain/route-language";
import { getQueryClient } from "../../lib/query/query-client";
import type { RouteHandle } from "../../lib/routing/route-handle";
import type { Route } from "./+types/contact";

export const handle = {
  screenName: "contact",
  titleKey: "Title.Contact",
  descriptionKey: "Description.Contact",
} as const satisfies RouteHandle;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: contactStyles }];

/** SPEC 2.2 {language}/contact (flag contactBlockDisplayed, guarded by the layout). */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const language = requireLanguage(params.language);
  // A failure is not thrown: the query client shows the default error toast, the page says so in place.
  await getQueryClient().prefetchQuery(getFaqDataQueryOptions(language));
  return { language };
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  return <ContactPage language={loaderData.language} />;
}
