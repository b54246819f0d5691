import type { Language } from "@cinelux/contract/languages";
import { useQuery } from "@tanstack/react-query";
import { getAdvantagesQueryOptions } from "../../../lib/account/advantages";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { AdvantageCard } from "./advantage-card";

/** SPEC 2.2 {language}/advantages (analytics screen "advantages"): the customer's loyalty advantages. */
export function AdvantagesPage({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <section className="advantages">
      <h1>{t("Advantages.Title")}</h1>
      <p className="advantages__intro">{t("Advantages.Intro")}</p>
      <AdvantagesList language={language} />
    </section>
  );
}

function AdvantagesList({ language }: { language: Language }) {
  const { t } = useTranslation();
  // The route's client loader has fetched the list. After a failure (its toast already shown) the
  // page says so in place and asks again only when the customer wants.
  const { data, isError, isFetching, refetch } = useQuery({
    ...getAdvantagesQueryOptions(language),
    retryOnMount: false,
  });
  if (data?.length === 0) {
    return <p className="advantages__empty">{t("Advantages.Empty")}</p>;
  }
  if (data) {
    return (
      <ul className="advantages__list">
        {data.map((advantage) => (
          <li key={advantage.id}>
            <AdvantageCard advantage={advantage} language={language} />
          </li>
        ))}
      </ul>
    );
  }
  if (isError) {
    return (
      <div className="advantages__failed">
        <p>{t("Advantages.LoadError")}</p>
        <button type="button" className="button" disabled={isFetching} onClick={() => void refetch()}>
          {t("Advantages.Retry")}
        </button>
      </div>
    );
  }
  return <p aria-busy="true">{t("Common.Loading")}</p>;
}
