import { requireNotRegistered } from "../../features/account/guards";
import { RegisterIntro } from "../../features/registration/components/register-intro";
import { ensureLanguage } from "../../lib/i18n/client-i18n";
import { requireLanguage } from "../../lib/i18n/route-language";
import { PageLoading } from "../../shell/page-loading";
import type { Route } from "./+types/register";

/** SPEC 2.2 {language}/register: login guard only; a registered customer is sent home. */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const language = requireLanguage(params.language);
  const [, account] = await Promise.all([
    ensureLanguage(language),
    requireNotRegistered(new URL(request.url), language),
  ]);
  return { email: account.mail };
}

export function HydrateFallback() {
  return <PageLoading titleKey="Title.Register" />;
}

export default function Register({ loaderData }: Route.ComponentProps) {
  return <RegisterIntro email={loaderData.email} />;
}
