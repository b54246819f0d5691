import { Link } from "react-router";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { ShowArtwork } from "../../../ui/artwork";
import { CatalogHead } from "../../../ui/catalog-head";
import { TechnologyIcon, type TechnologyMark } from "../../../ui/technology-icon";
import { TECHNOLOGY_KEYS } from "../shared/technologies";
import type { ExperiencesPageData, ExperienceView } from "./experiences-page-data";

// Its styles are imported by the route module, so they load with the HTML (routes/catalog/experiences.tsx).

/** Each format's copy: a tagline, a paragraph and three points (CatalogExperiences.{Format}.*). */
const COPY_KEYS = {
  imax: {
    tagline: "CatalogExperiences.Imax.Tagline",
    text: "CatalogExperiences.Imax.Text",
    points: [
      "CatalogExperiences.Imax.Point1",
      "CatalogExperiences.Imax.Point2",
      "CatalogExperiences.Imax.Point3",
    ],
  },
  "4dx": {
    tagline: "CatalogExperiences.FourDx.Tagline",
    text: "CatalogExperiences.FourDx.Text",
    points: [
      "CatalogExperiences.FourDx.Point1",
      "CatalogExperiences.FourDx.Point2",
      "CatalogExperiences.FourDx.Point3",
    ],
  },
  screenx: {
    tagline: "CatalogExperiences.ScreenX.Tagline",
    text: "CatalogExperiences.ScreenX.Text",
    points: [
      "CatalogExperiences.ScreenX.Point1",
      "CatalogExperiences.ScreenX.Point2",
      "CatalogExperiences.ScreenX.Point3",
    ],
  },
  dolby: {
    tagline: "CatalogExperiences.Dolby.Tagline",
    text: "CatalogExperiences.Dolby.Text",
    points: [
      "CatalogExperiences.Dolby.Point1",
      "CatalogExperiences.Dolby.Point2",
      "CatalogExperiences.Dolby.Point3",
    ],
  },
} as const satisfies Record<TechnologyMark, { tagline: string; text: string; points: readonly string[] }>;

function Experience({ experience }: { experience: ExperienceView }) {
  const { t } = useTranslation();
  const { technology } = experience;
  const name = t(TECHNOLOGY_KEYS[technology]);
  const copy = COPY_KEYS[technology];
  return (
    <section id={technology} className="experience" aria-labelledby={`experience-${technology}`}>
      <div className="experience__intro">
        <h2 id={`experience-${technology}`} className="experience__title">
          <TechnologyIcon technology={technology} label={name} />
          <span aria-hidden="true">{name}</span>
        </h2>
        <p className="experience__tagline">{t(copy.tagline)}</p>
        <p className="experience__text">{t(copy.text)}</p>
        <ul className="experience__points">
          {copy.points.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </div>
      <div className="experience__where">
        <h3 className="experience__subtitle">{t("CatalogExperiences.Cinemas", { name })}</h3>
        {experience.cinemas.length > 0 ? (
          <ul className="experience__cinemas">
            {experience.cinemas.map((cinema) => (
              <li key={cinema.slug}>
                <Link to={cinema.path}>{cinema.name}</Link>
                <span className="experiences-muted"> · {cinema.city}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="experiences-muted">{t("CatalogExperiences.NoCinema")}</p>
        )}
      </div>
      <div className="experience__shows">
        <h3 className="experience__subtitle">{t("CatalogExperiences.Playing", { name })}</h3>
        {experience.shows.length > 0 ? (
          <>
            <ul className="experience__posters">
              {experience.shows.map((show) => (
                <li key={show.slug}>
                  <Link className="experience__show" to={show.path}>
                    <ShowArtwork
                      kind="poster"
                      slug={show.slug}
                      alt=""
                      width={160}
                      height={240}
                      sizes="(min-width: 1088px) 160px, (min-width: 640px) 15vw, 30vw"
                    />
                    <span className="experience__show-title">{show.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <Link className="experience__all" to={experience.moviesPath}>
              {t("CatalogExperiences.SeeAll", { name })} ({experience.showCount})
            </Link>
          </>
        ) : (
          <p className="experiences-muted">{t("CatalogExperiences.NoShows", { name })}</p>
        )}
      </div>
    </section>
  );
}

/** The Experiences page: the premium formats, where to find them, what plays in them. */
export function ExperiencesPage({ page }: { page: ExperiencesPageData }) {
  const { t } = useTranslation();
  return (
    <div className="experiences-page">
      <CatalogHead title={t("CatalogExperiences.MetaTitle")} seo={page.seo} language={page.language} />
      <div className="experiences-header">
        <h1>{t("CatalogExperiences.Title")}</h1>
        <p className="experiences-lead">{t("CatalogExperiences.Intro")}</p>
        <nav className="experiences-toc" aria-label={t("CatalogExperiences.OnThisPage")}>
          <ul>
            {page.experiences.map(({ technology }) => (
              <li key={technology}>
                <a href={`#${technology}`}>
                  <TechnologyIcon technology={technology} label={t(TECHNOLOGY_KEYS[technology])} />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {page.experiences.map((experience) => (
        <Experience key={experience.technology} experience={experience} />
      ))}
    </div>
  );
}
