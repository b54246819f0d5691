import type { Language } from "@cinelux/contract/languages";
import type { SettingsResponse } from "@cinelux/contract/settings";
import { useSuspenseQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { getAccountQueryOptions } from "../../../lib/account/get-account";
import { HomeHero } from "./home-hero";
import { HomeSummary } from "./home-summary";

// The pushes wait for their own data anyway (history, survey): their code loads beside it, off the
// home's first load (DESIGN.md JS budget; docs/home.md).
const HomePushesSection = lazy(() => import("./home-pushes-section"));

/**
 * SPEC 2.2 Home (analytics screen my_account_hp; docs/home.md): the greeting, the customer's
 * summary tiles, and the home pushes.
 */
export function AccountHome({ language, settings }: { language: Language; settings: SettingsResponse }) {
  // The customer-area layout has put the account in the cache.
  const { data: account } = useSuspenseQuery(getAccountQueryOptions(language));
  return (
    <div className="account-home">
      <HomeHero language={language} firstName={account.firstName?.trim() || undefined} />
      <HomeSummary language={language} account={account} settings={settings} />
      <Suspense fallback={null}>
        <HomePushesSection language={language} account={account} ageRestriction={settings.ageRestriction} />
      </Suspense>
    </div>
  );
}
