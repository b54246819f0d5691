import type { Language } from "@cinelux/contract/languages";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button, Card, PageHeader, SkeletonCard } from "../../../ui";
import { getFaqDataQueryOptions } from "../api/get-faq-data";
import { CaseForm } from "./case-form";
import { SuggestedArticles } from "./suggested-articles";
import { EMPTY_TAXONOMY, type TaxonomyChoice, TaxonomyFields } from "./taxonomy-fields";

/**
 * SPEC 2.2 `{language}/contact` (flag contactBlockDisplayed, analytics screen "contact"): the reason
 * first (SPEC 9's theme, sub-theme, reason), then the articles that may already answer it, so that
 * a case is opened only when they do not (docs/support.md), then the case's form.
 */
export function ContactPage({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <div className="contact">
      <PageHeader title={t("Contact.Title")} intro={t("Contact.Intro")} />
      <ContactContent language={language} />
    </div>
  );
}

function ContactContent({ language }: { language: Language }) {
  const { t } = useTranslation();
  // The route's client loader has fetched it; after a failure (its toast shown) the page says so in place.
  const faq = useQuery({ ...getFaqDataQueryOptions(language), retryOnMount: false });
  const [choice, setChoice] = useState<TaxonomyChoice>(EMPTY_TAXONOMY);

  if (faq.isError && !faq.data) {
    return (
      <Card title={t("Contact.LoadError")}>
        <Button variant="secondary" busy={faq.isFetching} onClick={() => void faq.refetch()}>
          {t("Contact.Retry")}
        </Button>
      </Card>
    );
  }
  if (!faq.data) {
    return <SkeletonCard label={t("Common.Loading")} />;
  }
  return (
    <>
      <TaxonomyFields themes={faq.data.themes} choice={choice} onChange={setChoice} />
      {choice.reason ? (
        <>
          <SuggestedArticles language={language} reasonId={choice.reason} />
          <CaseForm language={language} taxonomy={choice} />
        </>
      ) : null}
    </>
  );
}
