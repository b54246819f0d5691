import type { Language } from "@cinelux/contract/languages";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button, buttonClass, Card, EmptyState, PageHeader, SkeletonCard } from "../../../ui";
import { getBookingHistoryQueryOptions } from "../api/get-booking-history";
import { HistoryList } from "./history-list";
import { HistoryPagination } from "./history-pagination";
import { HistoryYears } from "./history-years";

export interface HistoryLinks {
  /** The catalog's films page (SPEC 2.1 catalog links): the empty history's way forward. */
  browseUrl: string;
  /** The catalog page of a film or event, by its slug. */
  showUrl: (slug: string) => string;
}

interface HistoryPageProps {
  language: Language;
  page: number;
  links: HistoryLinks;
}

/** SPEC 2.2 `{language}/history` (analytics screen "history"): every past booking, newest first. */
export function HistoryPage({ language, page, links }: HistoryPageProps) {
  const { t } = useTranslation();
  return (
    <div className="history">
      <PageHeader title={t("History.Title")} intro={t("History.Intro")} />
      <HistoryContent language={language} page={page} links={links} />
    </div>
  );
}

function HistoryContent({ language, page, links }: HistoryPageProps) {
  const { t } = useTranslation();
  // The route's client loader has fetched this page; after a failure the page says so in place.
  const history = useQuery({ ...getBookingHistoryQueryOptions(language, page), retryOnMount: false });

  if (history.data && history.data.total === 0) {
    return (
      <EmptyState
        illustration="empty-tickets"
        title={t("History.Empty.Title")}
        action={
          <a className={buttonClass({ variant: "primary" })} href={links.browseUrl}>
            {t("History.Empty.Browse")}
          </a>
        }
      >
        <p>{t("History.Empty.Text")}</p>
      </EmptyState>
    );
  }
  if (history.data && history.data.bookings.length === 0) {
    // A page past the end (an old link, a booking gone since): the way back to the first one.
    return (
      <Card title={t("History.PastEnd.Title")}>
        <Link className={buttonClass({ variant: "secondary" })} to={{ search: "" }}>
          {t("History.PastEnd.First")}
        </Link>
      </Card>
    );
  }
  if (history.data) {
    const data = history.data;
    return (
      <div className="history__sections">
        <HistoryYears years={data.years} language={language} />
        <section className="history__bookings" aria-labelledby="history-bookings-title">
          <h2 id="history-bookings-title" className="history__heading">
            {t("History.Bookings.Title")}
          </h2>
          <HistoryList
            bookings={data.bookings}
            language={language}
            showUrl={links.showUrl}
            busy={history.isPlaceholderData}
          />
          <HistoryPagination page={data.page} pageSize={data.pageSize} total={data.total} />
        </section>
      </div>
    );
  }
  if (history.isError) {
    return (
      <Card title={t("History.LoadError")}>
        <Button variant="secondary" busy={history.isFetching} onClick={() => void history.refetch()}>
          {t("History.Retry")}
        </Button>
      </Card>
    );
  }
  return (
    <div className="history__sections">
      <SkeletonCard lines={3} label={t("History.Loading")} />
      <SkeletonCard lines={6} label={t("History.Loading")} />
    </div>
  );
}
