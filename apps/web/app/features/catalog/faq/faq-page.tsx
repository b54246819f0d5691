import { useEffect } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { buttonClass } from "../../../ui/button";
import { CatalogHead } from "../../../ui/catalog-head";
import { EmptyState } from "../../../ui/empty-state";
import type { FaqPageData } from "./faq-page-data";
import { FaqSearchForm } from "./faq-search-form";

// Its styles are imported by the route module, so they load with the HTML (routes/catalog/faq.tsx).

/**
 * The footer's FAQ links open this page at an article (`#ka-fr-0001`): the browser scrolls to its
 * `<details>`, and this opens it. Without JavaScript the question is in view, one click from its answer.
 */
function useOpenTargetedQuestion() {
  useEffect(() => {
    const open = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      if (target instanceof HTMLDetailsElement) {
        target.open = true;
      }
    };
    open();
    window.addEventListener("hashchange", open);
    return () => window.removeEventListener("hashchange", open);
  }, []);
}

/**
 * The FAQ page: every question of the domain by topic, each a `<details>` (an accordion that needs
 * no JavaScript) whose id is the footer's anchor; the answers are plain paragraphs.
 */
export function FaqPage({ faq }: { faq: FaqPageData }) {
  const { t } = useTranslation();
  useOpenTargetedQuestion();
  return (
    <div className="faq-page">
      <CatalogHead
        title={t("CatalogFaq.MetaTitle")}
        ogTitle={t("CatalogFaq.Title")}
        seo={faq.seo}
        language={faq.language}
      />
      <header className="faq-page__header">
        <h1>{t("CatalogFaq.Title")}</h1>
        <p className="faq-page__lead">{t("CatalogFaq.Intro")}</p>
      </header>
      {faq.groups.length > 0 ? <FaqSearchForm search={faq.search} maxLength={faq.searchMaxLength} /> : null}
      {faq.groups.length === 0 ? (
        <EmptyState title={t("CatalogFaq.Empty")}>
          <a href={faq.contactPath}>{t("CatalogFaq.ContactLink")}</a>
        </EmptyState>
      ) : (
        <>
          {faq.groups.length > 1 ? (
            <nav className="faq-page__topics" aria-label={t("CatalogFaq.Contents")}>
              <ul>
                {faq.groups.map((group) => (
                  <li key={group.id}>
                    <a href={`#${group.id}`}>{group.title}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {faq.groups.map((group) => (
            <section key={group.id} className="faq-page__group" aria-labelledby={group.id}>
              <h2 id={group.id}>{group.title}</h2>
              <div className="faq-page__questions">
                {group.articles.map((article) => (
                  <details key={article.id} id={article.id} className="faq-page__question">
                    <summary>{article.question}</summary>
                    <div className="faq-page__answer">
                      {article.answer.length > 0 ? (
                        article.answer.map((paragraph) => <p key={paragraph}>{paragraph}</p>)
                      ) : (
                        <p>{t("CatalogFaq.NoAnswer")}</p>
                      )}
                    </div>
                  </details>
                ))}
              </div>
            </section>
          ))}
        </>
      )}
      <aside className="faq-page__contact" aria-labelledby="faq-contact">
        <h2 id="faq-contact">{t("CatalogFaq.ContactTitle")}</h2>
        <a className={buttonClass({ variant: "secondary" })} href={faq.contactPath}>
          {t("CatalogFaq.ContactLink")}
        </a>
      </aside>
    </div>
  );
}
