import type { FooterResponse } from "@cinelux/contract/footer";
import { useId } from "react";
import { useTranslation } from "../../lib/i18n/use-translation";

/** SPEC 2.1 FAQ block (mobile only): the footer category's questions and a way to the catalog FAQ. */
export function FooterFaq({ faq, faqUrl }: { faq: FooterResponse["faq"]; faqUrl: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="footer-faq" aria-labelledby={headingId}>
      <h2 className="footer-faq__title" id={headingId}>
        {t("Footer.Faq.Title")}
      </h2>
      {faq.length > 0 ? (
        <ul className="footer-faq__list">
          {faq.map((article) => (
            <li key={article.id}>
              <a href={`${faqUrl}#${encodeURIComponent(article.id)}`}>{article.title}</a>
            </li>
          ))}
        </ul>
      ) : null}
      <a className="button" href={faqUrl}>
        {t("Footer.Faq.More")}
      </a>
    </section>
  );
}
