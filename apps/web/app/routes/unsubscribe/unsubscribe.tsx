import { readNewsletterLink } from "../../features/unsubscribe/api/get-newsletter-link";
import { useSiteHome } from "../../features/unsubscribe/use-site-home";
import { requireLanguage } from "../../lib/domain/route-language";
import { preloadableLazy } from "../../lib/lazy/preloadable-lazy";
import type { RouteHandle } from "../../lib/routing/route-handle";
import { loadSettings } from "../../lib/settings/require-flag";
import type { Route } from "./+types/unsubscribe";

export const handle = {
  screenName: "unsubscribe",
  titleKey: "Title.Unsubscribe",
  descriptionKey: "Description.Unsubscribe",
} as const satisfies RouteHandle;

/**
 * The page is drawn once the client loader has run (the layout's HydrateFallback is what the server
 * sends): its code is fetched by the loader, beside the link's reading, and is not among the
 * scripts the page waits for to hydrate (decision 004, initial JavaScript).
 */
const unsubscribePage = preloadableLazy(() =>
  import("../../features/unsubscribe/components/unsubscribe-page").then((module) => module.UnsubscribePage),
);

/** SPEC 2.2 {language}/unsubscribe?token=: the link's category, asked before the page shows. */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const language = requireLanguage(params.language);
  const token = new URL(request.url).searchParams.get("token") || null;
  const [settings, link] = await Promise.all([
    loadSettings(language),
    // A refused token is not thrown: the page says what is wrong with the link.
    token ? readNewsletterLink(language, token) : null,
    unsubscribePage.preload(),
  ]);
  return { language, token, link, catalogBase: settings.urls.catalogBase };
}

export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  const { language, token, link, catalogBase } = loaderData;
  return (
    <unsubscribePage.Component
      language={language}
      token={token}
      link={link}
      siteUrl={useSiteHome(catalogBase, language)}
    />
  );
}
