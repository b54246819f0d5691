import { useId } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { buttonClass } from "../../../ui/button";
import type { FaqSearch } from "./faq-page-data";

/**
 * The FAQ search, across articles by words in the page's language (docs/support.md): a plain GET
 * form (`?q=`), so it works without JavaScript; the server's loader answers it (faq-search.ts). The
 * results link to the article's anchor on this very page, where its `<details>` opens
 * (faq-page.tsx).
 */
export function FaqSearchForm({ search, maxLength }: { search: FaqSearch | null; maxLength: number }) {
  const { t } = useTranslation();
  const inputId = useId();
  const resultsId = useId();
  return (
    <div className="faq-search">
      <search>
        <form className="faq-search__form" method="get">
          <label className="faq-search__label" htmlFor={inputId}>
            {t("FaqSearch.Label")}
          </label>
          <div className="faq-search__row">
            <input
              id={inputId}
              className="ui-input faq-search__input"
              type="search"
              name="q"
              enterKeyHint="search"
              maxLength={maxLength}
              defaultValue={search?.query ?? ""}
              aria-describedby={search ? resultsId : undefined}
            />
            <button type="submit" className={buttonClass({ variant: "primary" })}>
              {t("FaqSearch.Submit")}
            </button>
          </div>
        </form>
      </search>
      {search ? <FaqSearchResults id={resultsId} search={search} /> : null}
    </div>
  );
}

function FaqSearchResults({ id, search }: { id: string; search: FaqSearch }) {
  const { t } = useTranslation();
  if (search.terms === 0) {
    return (
      <p className="faq-search__summary" id={id} role="status">
        {t("FaqSearch.NoWords")}
      </p>
    );
  }
  return (
    <section className="faq-search__results" aria-labelledby={id}>
      <h2 className="faq-search__summary" id={id}>
        {search.results.length === 0
          ? t("FaqSearch.None", { query: search.query })
          : t("FaqSearch.Found", { count: search.results.length, query: search.query })}
      </h2>
      {search.results.length > 0 ? (
        <ul className="faq-search__list">
          {search.results.map((result) => (
            <li key={result.id}>
              <a className="faq-search__result" href={`#${result.id}`}>
                <span className="faq-search__question">{result.question}</span>
                <span className="faq-search__topic">{result.topic}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
