import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { ACCOUNT_QUERY_KEY } from "../../features/account/api/get-account";
import { requireNotRegistered } from "../../features/account/guards";
import registerFormStyles from "../../features/registration/components/register-form.css?url";
import { RegisterPage } from "../../features/registration/components/register-page";
import { ScreenViewTracker } from "../../lib/analytics/screen-view-tracker";
import { ensureLanguage } from "../../lib/i18n/client-i18n";
import { requireLanguage } from "../../lib/i18n/route-language";
import { loadSettings } from "../../lib/routing/require-flag";
import type { RouteHandle } from "../../lib/routing/route-handle";
import { PageLoading } from "../../shell/page-loading";
import { PageTitle } from "../../shell/page-title";
import type { Route } from "./+types/register";

export const handle = {
  screenName: "signup_validation_form",
  screenCategory: "signup",
  titleKey: "Title.Register",
} as const satisfies RouteHandle;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: registerFormStyles }];

/** SPEC 2.2 {language}/register: login guard only; a registered customer is sent home. */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const language = requireLanguage(params.language);
  const [, account, settings] = await Promise.all([
    ensureLanguage(language),
    requireNotRegistered(new URL(request.url), language),
    loadSettings(language),
  ]);
  return { language, account, ageRestriction: settings.ageRestriction, domain: settings.domain };
}

export function HydrateFallback() {
  return <PageLoading titleKey={handle.titleKey} />;
}

export default function Register({ loaderData }: Route.ComponentProps) {
  const { language, account, ageRestriction, domain } = loaderData;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <>
      <PageTitle titleKey={handle.titleKey} />
      <ScreenViewTracker />
      <RegisterPage
        account={account}
        language={language}
        ageRestriction={ageRestriction}
        defaultCountry={domain.toUpperCase()}
        showInfix={domain === "nl" || language === "nl"}
        onRegistered={async () => {
          // Every cached copy of the account says "not registered": the home's guard must see the new one.
          await queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY, refetchType: "all" });
          // SPEC 4 "Registration: success navigates to the language home".
          await navigate(`/${language}`);
        }}
      />
    </>
  );
}
