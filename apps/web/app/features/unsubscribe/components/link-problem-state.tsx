import type { Language } from "@cinelux/contract/languages";
import type { TranslationKey } from "../../../lib/i18n/create-i18n";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { paths } from "../../../lib/routing/paths";
import { Button, ButtonLink, PageHeader } from "../../../ui";
import type { LinkProblem } from "../link-problem";

const TEXTS = {
  invalid: { title: "Unsubscribe.Invalid.Title", text: "Unsubscribe.Invalid.Text" },
  expired: { title: "Unsubscribe.Expired.Title", text: "Unsubscribe.Expired.Text" },
  gone: { title: "Unsubscribe.Gone.Title", text: "Unsubscribe.Gone.Text" },
  failed: { title: "Unsubscribe.Failed.Title", text: "Unsubscribe.Failed.Text" },
} as const satisfies Record<LinkProblem, { title: TranslationKey; text: TranslationKey }>;

/**
 * A link the page cannot use, said plainly: a refused one (forged, altered, expired, its account
 * gone) points to the preferences, where a signed-in customer chooses; a failure offers a retry.
 */
export function LinkProblemState({
  language,
  problem,
  siteUrl,
  onRetry,
  retrying = false,
}: {
  language: Language;
  problem: LinkProblem;
  siteUrl: string;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="unsubscribe__problem">
      <PageHeader title={t(TEXTS[problem].title)} intro={t(TEXTS[problem].text)} />
      <p className="unsubscribe__actions">
        {problem === "failed" && onRetry ? (
          <Button busy={retrying} onClick={onRetry}>
            {t("Unsubscribe.Retry")}
          </Button>
        ) : null}
        {problem === "invalid" || problem === "expired" ? (
          <ButtonLink to={paths.preferences(language)}>{t("Unsubscribe.PreferencesLink")}</ButtonLink>
        ) : null}
        <a className="unsubscribe__site" href={siteUrl}>
          {t("Unsubscribe.SiteLink")}
        </a>
      </p>
    </div>
  );
}
