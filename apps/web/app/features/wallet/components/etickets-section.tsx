import type { Language } from "@cinelux/contract/languages";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { EmptyState, SkeletonCard } from "../../../ui";
import { getEticketsQueryOptions } from "../api/get-etickets";
import { EticketCard } from "./eticket-card";
import { LoadFailed } from "./load-failed";

/** SPEC 4 "E-tickets": the CONFIRMED ones to come, in the server's order (session start ascending). */
export function EticketsSection({
  language,
  moviesUrl,
  tunnelBase,
}: {
  language: Language;
  moviesUrl: string;
  tunnelBase: string;
}) {
  const { t } = useTranslation();
  // The route's client loader has fetched them; after a failure the section says so in place.
  const tickets = useQuery({ ...getEticketsQueryOptions(language), retryOnMount: false });
  return (
    <section className="wallet-section" aria-labelledby="wallet-tickets-title">
      <h2 className="wallet-section__title" id="wallet-tickets-title">
        {t("WalletPage.Tickets.Title")}
      </h2>
      {tickets.data?.length === 0 ? (
        <EmptyState
          illustration="empty-tickets"
          title={t("WalletPage.Tickets.EmptyTitle")}
          action={
            <a className="ui-button ui-button--primary" href={moviesUrl}>
              {t("WalletPage.Tickets.EmptyAction")}
            </a>
          }
        >
          {t("WalletPage.Tickets.EmptyText")}
        </EmptyState>
      ) : tickets.data ? (
        <ul className="wallet-list">
          {tickets.data.map((ticket) => (
            <li key={ticket.id}>
              <EticketCard ticket={ticket} language={language} tunnelBase={tunnelBase} />
            </li>
          ))}
        </ul>
      ) : tickets.isError ? (
        <LoadFailed busy={tickets.isFetching} refetch={() => void tickets.refetch()} />
      ) : (
        <SkeletonCard lines={5} label={t("WalletPage.Loading")} />
      )}
    </section>
  );
}
