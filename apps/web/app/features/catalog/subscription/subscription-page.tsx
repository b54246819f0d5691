import { Link } from "react-router";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Badge } from "../../../ui/badge";
import { buttonClass } from "../../../ui/button";
import { CatalogHead } from "../../../ui/catalog-head";
import { PageSection } from "../shared/page-section";
import type { PassView, SubscriptionPageData } from "./subscription-page-data";

// Its styles are imported by the route module, so they load with the HTML (routes/catalog/subscription.tsx).

const QUESTIONS = [
  ["CatalogSubscription.Q.How", "CatalogSubscription.A.How"],
  ["CatalogSubscription.Q.Commitment", "CatalogSubscription.A.Commitment"],
  ["CatalogSubscription.Q.Card", "CatalogSubscription.A.Card"],
  ["CatalogSubscription.Q.Pause", "CatalogSubscription.A.Pause"],
] as const;

function PassCard({ pass }: { pass: PassView }) {
  const { t } = useTranslation();
  const id = `pass-${pass.type.toLowerCase()}`;
  return (
    <li className={`pass-card${pass.popular ? " pass-card--popular" : ""}`}>
      <article className="pass-card__inner" aria-labelledby={id}>
        <div className="pass-card__head">
          {pass.popular ? <Badge tone="brand">{t("CatalogSubscription.Popular")}</Badge> : null}
          <h3 id={id} className="pass-card__name">
            {pass.name}
          </h3>
          <p className="pass-card__tagline">{pass.tagline}</p>
        </div>
        <p className="pass-card__price">
          <span className="pass-card__amount">{pass.price}</span>{" "}
          <span className="pass-card__period">{t("CatalogSubscription.PerMonth")}</span>
        </p>
        <ul className="pass-card__features" aria-label={t("CatalogSubscription.Includes")}>
          {pass.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        {/* The customer area's subscription page: it signs the visitor in, then offers this plan. */}
        <Link
          className={buttonClass({ variant: pass.popular ? "primary" : "secondary" }, "pass-card__cta")}
          to={pass.subscribeHref}
        >
          <span>{t("CatalogSubscription.Choose", { name: pass.name })}</span>
        </Link>
      </article>
    </li>
  );
}

function Comparison({ page }: { page: SubscriptionPageData }) {
  const { t } = useTranslation();
  return (
    <PageSection
      id="subscription-compare"
      className="subscription-section"
      titleClassName="subscription-section__title"
      title={t("CatalogSubscription.Compare")}
    >
      <p className="subscription-muted subscription-compare__hint">{t("CatalogSubscription.CompareHint")}</p>
      {/* A labelled region that takes the focus, so a keyboard can scroll it (axe: scrollable-region-focusable). */}
      <section
        className="subscription-compare"
        aria-label={t("CatalogSubscription.CompareCaption")}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to scroll by keyboard.
        tabIndex={0}
      >
        <table className="subscription-table">
          <caption className="visually-hidden">{t("CatalogSubscription.CompareCaption")}</caption>
          <thead>
            <tr>
              <td />
              {page.passes.map((pass) => (
                <th key={pass.type} scope="col">
                  {pass.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.comparison.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {row.cells.map((cell, index) => (
                  <td key={page.passes[index]?.type}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </PageSection>
  );
}

/** The Subscription page: the eight passes, their comparison, the add-ons and conditions. */
export function SubscriptionPage({ page }: { page: SubscriptionPageData }) {
  const { t } = useTranslation();
  return (
    <article className="subscription-page">
      <CatalogHead title={t("CatalogSubscription.MetaTitle")} seo={page.seo} language={page.language} />
      <header className="subscription-hero">
        <h1 className="subscription-hero__title">{t("CatalogSubscription.Title")}</h1>
        <p className="subscription-hero__intro">{t("CatalogSubscription.Intro")}</p>
        <p className="subscription-hero__from">
          {t("CatalogSubscription.FromPrice", { price: page.fromPrice })}
        </p>
      </header>

      <PageSection
        id="subscription-plans"
        className="subscription-section"
        titleClassName="subscription-section__title"
        title={t("CatalogSubscription.Plans")}
      >
        <ul className="pass-grid">
          {page.passes.map((pass) => (
            <PassCard key={pass.type} pass={pass} />
          ))}
        </ul>
        <p className="subscription-muted">{t("CatalogSubscription.SignInNote")}</p>
      </PageSection>

      <Comparison page={page} />

      <PageSection
        id="subscription-add-ons"
        className="subscription-section"
        titleClassName="subscription-section__title"
        title={t("CatalogSubscription.AddOns")}
      >
        <p className="subscription-muted">{t("CatalogSubscription.AddOnsIntro")}</p>
        <ul className="subscription-add-ons">
          {page.addOns.map((addOn) => (
            <li key={addOn.type} className="subscription-add-on">
              <h3 className="subscription-add-on__name">{addOn.name}</h3>
              <p className="subscription-add-on__price">{addOn.price}</p>
              <p>{addOn.description}</p>
              <p className="subscription-muted">{addOn.passes}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="subscription-conditions"
        className="subscription-section"
        titleClassName="subscription-section__title"
        title={t("CatalogSubscription.Conditions")}
      >
        <dl className="subscription-faq">
          {QUESTIONS.map(([question, answer]) => (
            <div key={question}>
              <dt>{t(question)}</dt>
              <dd>{t(answer)}</dd>
            </div>
          ))}
          <div>
            <dt>{t("CatalogSubscription.Q.Where")}</dt>
            <dd>{page.whereAnswer}</dd>
          </div>
        </dl>
        <p>
          <a className="subscription-link" href={page.faqHref}>
            {t("CatalogSubscription.MoreQuestions")}
          </a>
        </p>
      </PageSection>
    </article>
  );
}
