import { useLocation } from "react-router";
import { UnsubscribeConfirmation } from "../../features/unsubscribe/components/confirmation-page";
import { confirmationStateOf } from "../../features/unsubscribe/confirmation-state";
import { useSiteHome } from "../../features/unsubscribe/use-site-home";
import { requireLanguage } from "../../lib/domain/route-language";
import type { RouteHandle } from "../../lib/routing/route-handle";
import { loadSettings } from "../../lib/settings/require-flag";
import type { Route } from "./+types/confirmation";

export const handle = {
  screenName: "unsubscribe_confirmation",
  titleKey: "Title.UnsubscribeConfirmation",
  descriptionKey: "Description.UnsubscribeConfirmation",
} as const satisfies RouteHandle;

/** SPEC 2.2 {language}/unsubscribe/confirmation: after a successful unsubscribe. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const language = requireLanguage(params.language);
  const settings = await loadSettings(language);
  return { language, catalogBase: settings.urls.catalogBase };
}

export default function Confirmation({ loaderData }: Route.ComponentProps) {
  const { language, catalogBase } = loaderData;
  const done = confirmationStateOf(useLocation().state);
  return (
    <UnsubscribeConfirmation language={language} done={done} siteUrl={useSiteHome(catalogBase, language)} />
  );
}
