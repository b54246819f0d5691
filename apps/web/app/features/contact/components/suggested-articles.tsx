import type { Language } from "@cinelux/contract/languages";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { getFaqTopicQueryOptions } from "../api/get-faq-topic";

/**
 * Before a case is opened, the contact form suggests the articles of the chosen reason (docs/support.md
 * "Contact"): each a `<details>` whose answer opens in place. A reason without articles, or a failed read,
 * shows nothing: the form is right below.
 */
export function SuggestedArticles({ language, reasonId }: { language: Language; reasonId: string }) {
  const { t } = useTranslation();
  const topic = useQuery(getFaqTopicQueryOptions(language, reasonId));
  if (!topic.data || topic.data.articles.length === 0) {
    return topic.isPending ? (
      <p className="contact__suggested-status" role="status">
        {t("Contact.Suggested.Loading")}
      </p>
    ) : null;
  }
  return (
    <section className="contact__suggested" aria-labelledby="contact-suggested">
      <h2 id="contact-suggested">{t("Contact.Suggested.Title")}</h2>
      <p className="contact__suggested-intro">{t("Contact.Suggested.Intro")}</p>
      <div className="contact__articles">
        {topic.data.articles.map((article) => (
          <details key={article.id} className="contact__article">
            <summary>{article.title}</summary>
            <div className="contact__answer">
              {article.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
