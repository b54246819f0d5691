import { requireAccount } from "../../features/account/guards";
import { MailVerification } from "../../features/mail/components/mail-verification";
import { ScreenViewTracker } from "../../lib/analytics/screen-view-tracker";
import { ensureLanguage } from "../../lib/i18n/client-i18n";
import { requireLanguage } from "../../lib/i18n/route-language";
import type { RouteHandle } from "../../lib/routing/route-handle";
import { PageLoading } from "../../shell/page-loading";
import { PageTitle } from "../../shell/page-title";
import type { Route } from "./+types/mail";

export const handle = { screenName: "mail", titleKey: "Title.Mail" } as const satisfies RouteHandle;

/** SPEC 2.2 {language}/mail: login required, no registration check. */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const language = requireLanguage(params.language);
  const [, account] = await Promise.all([
    ensureLanguage(language),
    requireAccount(new URL(request.url), language),
  ]);
  return { language, mail: account.mail, mustVerifyMail: account.mustVerifyMail };
}

export function HydrateFallback() {
  return <PageLoading titleKey={handle.titleKey} />;
}

export default function Mail({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle titleKey={handle.titleKey} />
      <ScreenViewTracker />
      <MailVerification {...loaderData} />
    </>
  );
}
