import { MailVerification } from "../../features/mail/components/mail-verification";
import { guardedAccount } from "../../lib/account/customer-area-guard";
import { requireLanguage } from "../../lib/domain/route-language";
import type { RouteHandle } from "../../lib/routing/route-handle";
import type { Route } from "./+types/mail";

// A customer in the middle of a task: the light footer (docs/shell.md "Which footer").
export const handle = {
  screenName: "mail",
  titleKey: "Title.Mail",
  descriptionKey: "Description.Mail",
  footer: "light",
} as const satisfies RouteHandle;

/** SPEC 2.2 {language}/mail: login only (access `signed-in`); the guard hands the account over. */
export function clientLoader({ params, context }: Route.ClientLoaderArgs) {
  const { mail, mustVerifyMail } = guardedAccount(context);
  return { language: requireLanguage(params.language), mail, mustVerifyMail };
}

export default function Mail({ loaderData }: Route.ComponentProps) {
  return <MailVerification {...loaderData} />;
}
