import { useTranslation } from "../../../lib/i18n/use-translation";
import { CatalogHead } from "../../../ui/catalog-head";
import { PageSection } from "../shared/page-section";
import { ClubJoin } from "./club-join";
import type { ClubPageData } from "./club-page-data";

// Its styles are imported by the route module, so they load with the HTML (routes/catalog/club.tsx).

/** The Club page: the Club Cinélux loyalty card, its points, rewards and levels. */
export function ClubPage({ page }: { page: ClubPageData }) {
  const { t } = useTranslation();
  const { points } = page;
  return (
    <article className="club-page">
      <CatalogHead title={t("CatalogClub.MetaTitle")} seo={page.seo} language={page.language} />
      <header className="club-hero">
        <div className="club-hero__text">
          <h1 className="club-hero__title">{t("CatalogClub.Title")}</h1>
          <p className="club-hero__intro">{t("CatalogClub.Intro")}</p>
          <p className="club-hero__price">
            <span className="club-hero__amount">{t("CatalogClub.Free")}</span>
            <span className="club-hero__free">
              {t("CatalogClub.FreeWelcome", { welcome: points.welcome })}
            </span>
          </p>
          <div className="club-hero__actions">
            <ClubJoin language={page.language} joinHref={page.joinHref} />
          </div>
        </div>
        {/* The card, drawn in CSS: decorative, the heading names it. */}
        <div className="club-card" aria-hidden="true">
          <span className="club-card__chip" />
          <span className="club-card__name">{t("Header.Club")}</span>
        </div>
      </header>

      <PageSection
        id="club-how"
        className="club-section"
        titleClassName="club-section__title"
        title={t("CatalogClub.How")}
      >
        <ol className="club-steps">
          <li className="club-step">
            <h3 className="club-step__title">{t("CatalogClub.Step.Join")}</h3>
            <p>{t("CatalogClub.Step.Join.Text", { welcome: points.welcome })}</p>
          </li>
          <li className="club-step">
            <h3 className="club-step__title">{t("CatalogClub.Step.Collect")}</h3>
            <p>
              {t("CatalogClub.Step.Collect.Text", {
                points: points.perTicket,
                perEuro: points.perConcessionsEuro,
                months: points.validityMonths,
              })}
            </p>
          </li>
          <li className="club-step">
            <h3 className="club-step__title">{t("CatalogClub.Step.Enjoy")}</h3>
            <p>{t("CatalogClub.Step.Enjoy.Text")}</p>
          </li>
        </ol>
      </PageSection>

      <PageSection
        id="club-rewards"
        className="club-section"
        titleClassName="club-section__title"
        title={t("CatalogClub.Rewards")}
      >
        <ul className="club-rewards">
          {page.rewards.map((reward) => (
            <li key={reward.id} className="club-reward">
              <span className="club-reward__points">{t("CatalogClub.Points", { count: reward.points })}</span>
              <span className="club-reward__name">{t(`CatalogClub.Reward.${reward.id}`)}</span>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="club-levels"
        className="club-section"
        titleClassName="club-section__title"
        title={t("CatalogClub.Levels")}
      >
        <ul className="club-levels">
          {page.levels.map((level) => (
            <li key={level.id} className={`club-level club-level--${level.id.toLowerCase()}`}>
              <h3 className="club-level__name">{t(`CatalogClub.Level.${level.id}`)}</h3>
              <p className="club-level__from">
                {level.fromSessions > 0
                  ? t("CatalogClub.Level.FromSessions", { count: level.fromSessions })
                  : t("CatalogClub.Level.From")}
              </p>
              {level.bonusPercent > 0 ? (
                <p className="club-level__bonus">
                  {t("CatalogClub.Level.Bonus", { percent: level.bonusPercent })}
                </p>
              ) : null}
              <p>{t(`CatalogClub.Level.${level.id}.Perk`)}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="club-join"
        className="club-join"
        titleClassName="club-section__title"
        title={t("CatalogClub.Join")}
      >
        <p>{t("CatalogClub.JoinNote")}</p>
        <ClubJoin language={page.language} joinHref={page.joinHref} />
        <p className="club-muted">{t("CatalogClub.Terms", { months: points.validityMonths })}</p>
      </PageSection>
    </article>
  );
}
