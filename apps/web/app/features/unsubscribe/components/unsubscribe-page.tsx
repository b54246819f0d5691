import type { Language } from "@cinelux/contract/languages";
import type { NewsletterResponse } from "@cinelux/contract/newsletter";
import { type UnsubscribeScope, unsubscribeScopes } from "@cinelux/contract/newsletter-rules";
import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { paths } from "../../../lib/routing/paths";
import { Button, Card, PageHeader } from "../../../ui";
import type { NewsletterLinkResult } from "../api/get-newsletter-link";
import { unsubscribe } from "../api/unsubscribe";
import { CATEGORY_ABOUT_KEYS, CATEGORY_NAME_KEYS } from "../category-text";
import type { UnsubscribeConfirmationState } from "../confirmation-state";
import { isTokenRefusal, type LinkProblem, linkProblemOf } from "../link-problem";
import { LinkProblemState } from "./link-problem-state";

export interface UnsubscribePageProps {
  language: Language;
  /** The link's `?token=`; null when the URL has none. */
  token: string | null;
  /** The catalog home, for the way back to the site. */
  siteUrl: string;
  /** The link as the client loader read it; null without a token. */
  link: NewsletterLinkResult | null;
}

/** SPEC 2.2 {language}/unsubscribe: the page a mail's unsubscribe link opens, signed in or not. */
export function UnsubscribePage({ language, token, siteUrl, link }: UnsubscribePageProps) {
  return (
    <section className="unsubscribe">
      {token && link ? (
        <UnsubscribeLink language={language} token={token} siteUrl={siteUrl} link={link} />
      ) : (
        <LinkProblemState language={language} problem="invalid" siteUrl={siteUrl} />
      )}
    </section>
  );
}

function UnsubscribeLink({
  language,
  token,
  siteUrl,
  link,
}: UnsubscribePageProps & { token: string; link: NewsletterLinkResult }) {
  // "Try again" runs the page's client loader again (it reads the link).
  const revalidator = useRevalidator();
  // A token refused on the PATCH (it expired while the page stayed open) turns the page too.
  const [refused, setRefused] = useState<LinkProblem | null>(null);
  if (refused) {
    return <LinkProblemState language={language} problem={refused} siteUrl={siteUrl} />;
  }
  if (link.ok) {
    return (
      <UnsubscribeChoice
        language={language}
        token={token}
        link={link.link}
        onRefused={(problem) => setRefused(problem)}
      />
    );
  }
  return (
    <LinkProblemState
      language={language}
      problem={link.problem}
      siteUrl={siteUrl}
      retrying={revalidator.state === "loading"}
      onRetry={() => void revalidator.revalidate()}
    />
  );
}

function UnsubscribeChoice({
  language,
  token,
  link,
  onRefused,
}: {
  language: Language;
  token: string;
  link: NewsletterResponse;
  onRefused: (problem: LinkProblem) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<UnsubscribeScope | null>(null);
  const [pending, setPending] = useState(false);
  const categoryName = t(CATEGORY_NAME_KEYS[link.category]);
  const scopes = unsubscribeScopes(link.category);

  const choose = async (scope: UnsubscribeScope) => {
    setChosen(scope);
    setPending(true);
    try {
      await unsubscribe(language, token, scope);
    } catch (error) {
      setPending(false);
      // SPEC 8: an unsubscribe failure is a toast. Its module loads with the first one: a public
      // page's initial JavaScript stays within its budget (decision 004).
      const { showToast } = await import("../../../lib/toasts/toast-store");
      showToast({
        type: "error",
        i18n: { title: "Unsubscribe.Toast.Fail.Title", content: "Unsubscribe.Toast.Fail.Content" },
        closable: true,
      });
      if (isTokenRefusal(error)) {
        onRefused(linkProblemOf(error));
      }
      return;
    }
    const state: UnsubscribeConfirmationState = { category: link.category, scope };
    await navigate(paths.unsubscribeConfirmation(language), { state });
  };

  return (
    <>
      <PageHeader title={t("Unsubscribe.Title")} intro={t("Unsubscribe.For", { mail: link.maskedMail })} />
      <Card title={categoryName} description={t(CATEGORY_ABOUT_KEYS[link.category])}>
        <h3 className="unsubscribe__question">{t("Unsubscribe.Question")}</h3>
        <div className="unsubscribe__choices">
          {scopes.map((scope) =>
            scope === "category" ? (
              <Button key={scope} busy={pending && chosen === scope} onClick={() => void choose(scope)}>
                {t("Unsubscribe.One", { category: categoryName })}
              </Button>
            ) : (
              <div key={scope} className="unsubscribe__all">
                <Button
                  variant={scopes.includes("category") ? "secondary" : "primary"}
                  busy={pending && chosen === scope}
                  aria-describedby="unsubscribe-all-hint"
                  onClick={() => void choose(scope)}
                >
                  {t("Unsubscribe.All")}
                </Button>
                <p id="unsubscribe-all-hint" className="unsubscribe__hint">
                  {t("Unsubscribe.AllHint")}
                </p>
              </div>
            ),
          )}
        </div>
      </Card>
    </>
  );
}
