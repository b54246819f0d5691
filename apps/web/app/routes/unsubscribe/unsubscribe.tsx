import { readNewsletterLink } from "../../features/unsubscribe/api/get-newsletter-link";
import { UnsubscribePage } from "../../features/unsubscribe/components/unsubscribe-page";
import { useSiteHome } from "../../features/unsubscribe/use-site-home";
import { requireLanguage } from "../../lib/domain/route-language";
import type { RouteHandle } from "../../lib/routing/route-handle";
import { loadSettings } from "../../lib/settings/require-flag";
import type { Route } from "./+types/unsubscribe";

export const handle = {
  screenName: "unsubscribe",
  titleKey: "Title.Unsubscribe",
  descriptionKey: "Description.Unsubscribe",
} as const satisfies RouteHandle;

/** SPEC 2.2 {language}/unsubscribe?token=: the link's category, asked before the page shows. */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const language = requireLanguage(params.language);
  const token = new URL(request.url).searchParams.get("token") || null;
  const [settings, link] = await Promise.all([
    loadSettings(language),
    // A refused token is not thrown: the page says what is wrong with the link.
    token ? readNewsletterLink(language, token) : null,
  ]);
  return { language, token, link, catalogBase: settings.urls.catalogBase };
}

export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  const { language, token, link, catalogBase } = loaderData;
  return (
    <UnsubscribePage
      language={language}
      token={token}
      link={link}
      siteUrl={useSiteHome(catalogBase, language)}
    />
  );
}
