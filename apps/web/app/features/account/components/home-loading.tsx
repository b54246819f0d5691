import { useTranslation } from "../../../lib/i18n/use-translation";
import { LoadingCards } from "../../../shell/page-loading";
import { HomeHeroFrame } from "./home-hero";

/**
 * What the server renders for the home while the customer-area scripts load and the account is
 * read: the hero as it will be — its words are the same for every customer, and its scene
 * is the page's largest paint, so the page's main picture is there from the first paint — with
 * placeholders where the greeting, the way out and the tiles will come.
 */
export function HomeLoading() {
  const { t } = useTranslation();
  return (
    <div className="account-home" aria-busy="true">
      <HomeHeroFrame
        title={
          <h1 className="home-hero__title home-hero__title--loading" aria-live="polite">
            <span className="visually-hidden">{t("Common.Loading")}</span>
            <span className="ui-skeleton__title" aria-hidden="true" />
          </h1>
        }
        actions={<span className="home-hero__action-placeholder" aria-hidden="true" />}
      />
      <div className="home-section" aria-hidden="true">
        <span className="ui-skeleton__title home-loading__section-title" />
        <LoadingCards />
      </div>
    </div>
  );
}
