import { useNavigate, useSearchParams } from "react-router";
import registerFormStyles from "../../features/profile/registration/components/register-form.css?url";
import { RegisterPage } from "../../features/profile/registration/components/register-page";
import { guardedAccount } from "../../lib/account/customer-area-guard";
import { REGISTRATION_RETURN_PARAM, registrationReturnPath } from "../../lib/auth/guards";
import { requireLanguage } from "../../lib/domain/route-language";
import type { RouteHandle } from "../../lib/routing/route-handle";
import { loadSettings } from "../../lib/settings/require-flag";
import type { Route } from "./+types/register";

export const handle = {
  screenName: "signup_validation_form",
  screenCategory: "signup",
  titleKey: "Title.Register",
  descriptionKey: "Description.Register",
  // A customer in the middle of a task: the light footer (docs/shell.md "Which footer").
  footer: "light",
} as const satisfies RouteHandle;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: registerFormStyles }];

/** SPEC 2.2 {language}/register (access `not-registered`, guarded by the layout): the form's data. */
export async function clientLoader({ params, context }: Route.ClientLoaderArgs) {
  const language = requireLanguage(params.language);
  const settings = await loadSettings(language);
  return {
    language,
    account: guardedAccount(context),
    ageRestriction: settings.ageRestriction,
    domain: settings.domain,
  };
}

export default function Register({ loaderData }: Route.ComponentProps) {
  const { language, account, ageRestriction, domain } = loaderData;
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return (
    <RegisterPage
      account={account}
      language={language}
      ageRestriction={ageRestriction}
      defaultCountry={domain.toUpperCase()}
      showInfix={domain === "nl" || language === "nl"}
      // SPEC 4 "Registration: success navigates to the language home" (the save refreshed the account),
      // or back to the pass sign-up the customer came from, plan kept (lib/auth/guards.ts).
      onRegistered={async () => {
        await navigate(registrationReturnPath(search.get(REGISTRATION_RETURN_PARAM), language));
      }}
    />
  );
}
