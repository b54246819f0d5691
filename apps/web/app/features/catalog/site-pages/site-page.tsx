import { useTranslation } from "../../../lib/i18n/use-translation";
import { buttonClass } from "../../../ui/button";
import { CatalogHead } from "../../../ui/catalog-head";
import type { SitePageData, SitePageSectionView } from "./site-page-data";

// Its styles are imported by the route module, so they load with the HTML (routes/catalog/site-page.tsx).

function Section({ section }: { section: SitePageSectionView }) {
  return (
    <section className="site-page__section" aria-labelledby={section.id}>
      <h2 id={section.id}>{section.heading}</h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.items.length > 0 ? (
        <ul className="site-page__items">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {section.link ? (
        // A plain link: it may lead into the signed-in area, which loads its own code.
        <a className={buttonClass({ variant: "primary" }, "site-page__link")} href={section.link.href}>
          {section.link.label}
        </a>
      ) : null}
    </section>
  );
}

/**
 * A site page (about us, careers, press, contact, accessibility, terms, privacy): texts from the
 * database rendered as React elements — never as HTML — with an "on this page" index of its
 * sections. Usable without JavaScript: it is links and text only.
 */
export function SitePage({ page }: { page: SitePageData }) {
  const { t } = useTranslation();
  return (
    <article className="site-page">
      <CatalogHead
        title={t("CatalogSitePage.MetaTitle", { title: page.title })}
        ogTitle={page.title}
        seo={page.seo}
        language={page.language}
      />
      <header className="site-page__header">
        <p className="site-page__eyebrow">{t("CatalogSitePage.MoreInfo")}</p>
        <h1>{page.title}</h1>
        <p className="site-page__lead">{page.description}</p>
      </header>
      <div className="site-page__body">
        {page.sections.length > 1 ? (
          <nav className="site-page__contents" aria-label={t("CatalogSitePage.Contents")}>
            <p className="site-page__contents-title" aria-hidden="true">
              {t("CatalogSitePage.Contents")}
            </p>
            <ol>
              {page.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <div className="site-page__sections">
          {page.sections.map((section) => (
            <Section key={section.id} section={section} />
          ))}
          <p className="site-page__faq">
            <a href={page.faqPath}>{t("CatalogSitePage.Faq")}</a>
          </p>
        </div>
      </div>
    </article>
  );
}
