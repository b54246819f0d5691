import type { Language } from "@cinelux/contract/languages";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { getAccountQueryOptions } from "../../../lib/account/get-account";
import { SignOutButton } from "../../../shell/sign-out-button";

/** SPEC 2.2 Home (analytics screen my_account_hp): greets the customer by first name. */
export function AccountHome({ language }: { language: Language }) {
  const { t } = useTranslation();
  // The route's client loader has put the account in the cache.
  const { data: account } = useSuspenseQuery(getAccountQueryOptions(language));
  const firstName = account.firstName?.trim();
  return (
    <section className="account-home">
      <h1>{firstName ? t("Home.Greeting", { firstName }) : t("Home.GreetingNoName")}</h1>
      <SignOutButton language={language} />
    </section>
  );
}
