import type { Language } from "@cinelux/contract/languages";
import type { SupportCase } from "@cinelux/contract/support";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { paths } from "../../../lib/routing/paths";
import { Button, ButtonLink, Card, EmptyState, PageHeader, SkeletonCard } from "../../../ui";
import { getCasesQueryOptions } from "../api/get-cases";
import { CaseConversation } from "./case-conversation";
import { CaseList } from "./case-list";
import { CASE_PARAM } from "./case-param";

/** SPEC 2.2 `{language}/messages` (flag contactBlockDisplayed, analytics screen "messages"). */
export function MessagesPage({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <div className="messages">
      <PageHeader
        title={t("Messages.Title")}
        intro={t("Messages.Intro")}
        actions={
          <ButtonLink to={paths.contact(language)} variant="primary">
            {t("Messages.NewCase")}
          </ButtonLink>
        }
      />
      <MessagesContent language={language} />
    </div>
  );
}

function MessagesContent({ language }: { language: Language }) {
  const { t } = useTranslation();
  // The route's client loader has fetched it; after a failure (its toast shown) the page says so in place.
  const cases = useQuery({ ...getCasesQueryOptions(language), retryOnMount: false });
  const [params] = useSearchParams();
  const chosen = params.get(CASE_PARAM);

  if (cases.isError && !cases.data) {
    return (
      <Card title={t("Messages.LoadError")}>
        <Button variant="secondary" busy={cases.isFetching} onClick={() => void cases.refetch()}>
          {t("Messages.Retry")}
        </Button>
      </Card>
    );
  }
  if (!cases.data) {
    return <SkeletonCard label={t("Common.Loading")} />;
  }
  if (cases.data.length === 0) {
    return (
      <EmptyState
        illustration="empty-messages"
        title={t("Messages.Empty.Title")}
        action={
          <ButtonLink to={paths.contact(language)} variant="secondary">
            {t("Messages.Empty.Contact")}
          </ButtonLink>
        }
      >
        <p>{t("Messages.Empty.Text")}</p>
      </EmptyState>
    );
  }
  const open: SupportCase | undefined = chosen ? cases.data.find((each) => each.id === chosen) : undefined;
  if (chosen && open) {
    return <CaseConversation language={language} supportCase={open} />;
  }
  return (
    <>
      {chosen ? (
        <p className="messages__notice" role="alert">
          {t("Messages.Error.NotFound")}
        </p>
      ) : null}
      <CaseList language={language} cases={cases.data} />
    </>
  );
}
