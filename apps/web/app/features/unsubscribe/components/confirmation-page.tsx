import type { Language } from "@cinelux/contract/languages";
import { useAuthState } from "../../../lib/auth/use-auth-state";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { paths } from "../../../lib/routing/paths";
import { ButtonLink, Card, PageHeader } from "../../../ui";
import { CATEGORY_NAME_KEYS } from "../category-text";
import type { UnsubscribeConfirmationState } from "../confirmation-state";

/**
 * SPEC 2.2 {language}/unsubscribe/confirmation: where a successful unsubscribe lands. It says what
 * stops, leads back to the site and, for a signed-in customer, to the preferences.
 */
export function UnsubscribeConfirmation({
  language,
  done,
  siteUrl,
}: {
  language: Language;
  /** What was done; null on a visit without it (a reload in another tab, a bookmark). */
  done: UnsubscribeConfirmationState | null;
  siteUrl: string;
}) {
  const { t } = useTranslation();
  const signedIn = useAuthState().status === "authenticated";
  const summary = !done
    ? t("Unsubscribe.Done.Generic")
    : done.scope === "category"
      ? t("Unsubscribe.Done.One", { category: t(CATEGORY_NAME_KEYS[done.category]) })
      : t("Unsubscribe.Done.All");
  return (
    <section className="unsubscribe">
      <PageHeader title={t("Unsubscribe.Done.Title")} intro={summary} />
      <Card
        actions={
          <>
            {signedIn ? (
              <ButtonLink to={paths.preferences(language)}>{t("Unsubscribe.PreferencesLink")}</ButtonLink>
            ) : null}
            <a className="unsubscribe__site" href={siteUrl}>
              {t("Unsubscribe.SiteLink")}
            </a>
          </>
        }
      >
        <p className="unsubscribe__text">{t("Unsubscribe.Done.Delay")}</p>
        <p className="unsubscribe__text">{t("Unsubscribe.Done.Changed")}</p>
      </Card>
    </section>
  );
}
