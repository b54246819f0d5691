import { AccountSecurity } from "../../features/account-security/components/account-security";
import { LinkedIdentities } from "../../features/identities/components/linked-identities";
import profileStyles from "../../features/profile/components/profile.css?url";
import { ProfilePage } from "../../features/profile/components/profile-page";
import { getAccountQueryOptions } from "../../lib/account/get-account";
import { requireLanguage } from "../../lib/domain/route-language";
import { getQueryClient } from "../../lib/query/query-client";
import type { RouteHandle } from "../../lib/routing/route-handle";
import { loadSettings } from "../../lib/settings/require-flag";
import type { Route } from "./+types/profile";

export const handle = {
  screenName: "profile",
  titleKey: "Title.Profile",
  descriptionKey: "Description.Profile",
} as const satisfies RouteHandle;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: profileStyles }];

/** SPEC 2.2 {language}/profile (login and registration, guarded by the layout): the prefetch. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const language = requireLanguage(params.language);
  const [settings] = await Promise.all([
    loadSettings(language),
    // The guard cached the account; a failure is not thrown: the page says so in place.
    getQueryClient().prefetchQuery(getAccountQueryOptions(language)),
  ]);
  return { language, domain: settings.domain, ageRestriction: settings.ageRestriction };
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { language, domain, ageRestriction } = loaderData;
  // Each further section of the profile is one child here; they stack below the page's own.
  return (
    <ProfilePage language={language} domain={domain} ageRestriction={ageRestriction}>
      <LinkedIdentities language={language} />
      <AccountSecurity language={language} />
    </ProfilePage>
  );
}
