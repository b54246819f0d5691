import type { Language } from "@cinelux/contract/languages";
import { useQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import { getAccountQueryOptions } from "../../lib/account/get-account";
import { useTranslation } from "../../lib/i18n/use-translation";
import { preloadableLazy } from "../../lib/lazy/preloadable-lazy";
import { getQueryClient } from "../../lib/query/query-client";
import { getTicketCountQueryOptions } from "../../lib/tickets/get-ticket-count";
import { PersonIcon } from "../icons";
import { AccountModal } from "../modals/account-modal";
import { preloadToastView } from "../toasts/toast-container";

// The shell's parts that only a signed-in customer sees, with the query cache they read.
// signed-in.tsx loads this module once the auth state says "authenticated", so an anonymous page
// loads neither these parts nor TanStack Query. They read the browser's one query cache directly:
// the shell sits above the routes' QueryClientProvider.

/** SPEC 2.1 side area: the account picture, else the initials, else the person icon. */
export function AccountPicture({ language }: { language: Language }) {
  const account = useQuery(getAccountQueryOptions(language), getQueryClient());
  const picture = account.data?.picture;
  const initials = account.data?.pictureFallback;
  if (picture) {
    return <img className="header__picture" src={picture} alt="" width="36" height="36" />;
  }
  if (initials) {
    return (
      <span className="header__initials" aria-hidden="true">
        {initials}
      </span>
    );
  }
  return <PersonIcon />;
}

/** SPEC 2.1 Wallet bullet: the number of tickets, when there are some. */
export function WalletCount({ language }: { language: Language }) {
  const { t } = useTranslation();
  const tickets = useQuery(getTicketCountQueryOptions(language), getQueryClient());
  const count = tickets.data?.count ?? 0;
  if (count <= 0) {
    return null;
  }
  return (
    <>
      <span className="main-menu__bullet" aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden">, {t("Header.WalletTickets", { count })}</span>
    </>
  );
}

// The session's alert and account toasts (SPEC 4 "Alerts and blocked accounts"), one chunk further:
// they wait for their calls anyway. Both it and the toast view are asked for as this module loads
// (it loads only for a signed-in customer), so neither suspends when the first toast is due
// (preloadable-lazy.tsx).
const accountAlerts = preloadableLazy(() =>
  import("../alerts/account-alerts").then((module) => module.AccountAlerts),
);
const AccountAlerts = accountAlerts.Component;
if (!import.meta.env.SSR) {
  void accountAlerts.preload().catch(() => undefined);
  void preloadToastView().catch(() => undefined);
}

/**
 * SPEC 2.1 "Account modal" with the customer's first name once the account is known, and the
 * session's toasts (SPEC 4 "Alerts and blocked accounts"): the one signed-in part every page of a
 * signed-in customer renders, so the toasts come with it and no public page loads them.
 */
export function SignedInAccountModal({ language }: { language: Language }) {
  const account = useQuery(getAccountQueryOptions(language), getQueryClient());
  return (
    <>
      <AccountModal language={language} account={account.data} />
      <Suspense fallback={null}>
        <AccountAlerts language={language} />
      </Suspense>
    </>
  );
}
