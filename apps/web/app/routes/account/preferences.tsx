import preferencesStyles from "../../features/preferences/components/preferences.css?url";
import { PreferencesPage } from "../../features/preferences/components/preferences-page";
import { requireLanguage } from "../../lib/domain/route-language";
import type { RouteHandle } from "../../lib/routing/route-handle";
import { loadSettings } from "../../lib/settings/require-flag";
import type { Route } from "./+types/preferences";

export const handle = {
  screenName: "preferences",
  titleKey: "Title.Preferences",
  descriptionKey: "Description.Preferences",
} as const satisfies RouteHandle;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: preferencesStyles }];

/**
 * SPEC 2.2 {language}/preferences (flag notificationsEnabled, guarded by the layout, which has
 * cached the account and the settings): whether to link the interests screen.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const language = requireLanguage(params.language);
  const settings = await loadSettings(language);
  return { language, interestsEnabled: settings.flags.myInterestEnabled };
}

export default function Preferences({ loaderData }: Route.ComponentProps) {
  return <PreferencesPage language={loaderData.language} interestsEnabled={loaderData.interestsEnabled} />;
}
