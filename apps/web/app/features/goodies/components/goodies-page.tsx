import type { Language } from "@cinelux/contract/languages";
import type { Goodie } from "@cinelux/contract/wallet";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button, EmptyState, PageHeader, SkeletonCard } from "../../../ui";
import { getGoodiesQueryOptions } from "../api/get-goodies";
import { GoodieCard } from "./goodie-card";

/** SPEC 2.2 {language}/vouchers (flag goodiesEnabled; the account modal's Goodies): the customer's goodies. */
export function GoodiesPage({
  language,
  onShowCode,
}: {
  language: Language;
  onShowCode: (goodie: Goodie) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="goodies">
      <PageHeader title={t("Goodies.Title")} intro={t("Goodies.Intro")} />
      <GoodiesList language={language} onShowCode={onShowCode} />
    </div>
  );
}

function GoodiesList({ language, onShowCode }: { language: Language; onShowCode: (goodie: Goodie) => void }) {
  const { t } = useTranslation();
  // The route's client loader has fetched the list; after a failure the page says so in place.
  const goodies = useQuery({ ...getGoodiesQueryOptions(language), retryOnMount: false });
  if (goodies.data?.length === 0) {
    return (
      <EmptyState illustration="popcorn" title={t("Goodies.EmptyTitle")}>
        {t("Goodies.EmptyText")}
      </EmptyState>
    );
  }
  if (goodies.data) {
    return (
      <ul className="goodies__list">
        {goodies.data.map((goodie) => (
          <li key={goodie.id}>
            <GoodieCard goodie={goodie} language={language} onShowCode={onShowCode} />
          </li>
        ))}
      </ul>
    );
  }
  if (goodies.isError) {
    return (
      <div className="goodies__failed">
        <p>{t("Goodies.LoadError")}</p>
        <Button variant="secondary" busy={goodies.isFetching} onClick={() => void goodies.refetch()}>
          {t("Goodies.Retry")}
        </Button>
      </div>
    );
  }
  return <SkeletonCard lines={4} label={t("Goodies.Loading")} />;
}
