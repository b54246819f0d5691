import { useTranslation } from "../../../lib/i18n/use-translation";
import { buttonClass } from "../../../ui/button";
import { CatalogHead } from "../../../ui/catalog-head";
import { PageSection } from "../shared/page-section";
import type { OffersPageData } from "./offers-page-data";

// Its styles are imported by the route module, so they load with the HTML (routes/catalog/offers.tsx).

function Price({ price, unit }: { price: string; unit: string }) {
  return (
    <p className="offer-card__price">
      <span className="offer-card__amount">{price}</span> <span className="offer-card__unit">{unit}</span>
    </p>
  );
}

/** The Offers page: reduced prices, group and company rates, cards, the subscription. */
export function OffersPage({ page }: { page: OffersPageData }) {
  const { t } = useTranslation();
  return (
    <article className="offers-page">
      <CatalogHead title={t("CatalogOffers.MetaTitle")} seo={page.seo} language={page.language} />
      <header className="offers-hero">
        <h1 className="offers-hero__title">{t("CatalogOffers.Title")}</h1>
        <p className="offers-hero__intro">{t("CatalogOffers.Intro")}</p>
        <p className="offers-hero__full">{t("CatalogOffers.FullPrice", { price: page.fullPrice })}</p>
      </header>

      <PageSection
        id="offers-reduced"
        className="offers-section"
        titleClassName="offers-section__title"
        title={t("CatalogOffers.Reduced")}
      >
        <ul className="offers-grid offers-grid--prices">
          {page.reduced.map((offer) => (
            <li key={offer.id} className="offer-card">
              <h3 className="offer-card__name">{t(`CatalogOffers.Offer.${offer.id}`)}</h3>
              <Price price={offer.price} unit={t("CatalogOffers.PerTicket")} />
              <p className="offer-card__saving">{t("CatalogOffers.Saving", { saving: offer.saving })}</p>
              <p className="offer-card__terms">{t(`CatalogOffers.Offer.${offer.id}.Terms`)}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      {page.subscription ? (
        <section className="offers-promo" aria-labelledby="offers-subscription">
          <div>
            <h2 id="offers-subscription" className="offers-promo__title">
              {t("CatalogOffers.SubscriptionPromo")}
            </h2>
            <p className="offers-promo__text">
              {t("CatalogOffers.SubscriptionPromoText", { price: page.subscription.fromPrice })}
            </p>
          </div>
          <a className={buttonClass({ variant: "primary" })} href={page.subscription.href}>
            <span>{t("CatalogOffers.SubscriptionLink")}</span>
          </a>
        </section>
      ) : null}

      <PageSection
        id="offers-groups"
        className="offers-section"
        titleClassName="offers-section__title"
        title={t("CatalogOffers.Groups")}
      >
        <ul className="offers-grid offers-grid--wide">
          {page.groups.map((offer) => (
            <li key={offer.id} className="offer-card">
              <h3 className="offer-card__name">{t(`CatalogOffers.Group.${offer.id}`)}</h3>
              <Price price={offer.price} unit={t("CatalogOffers.PerPerson")} />
              <p className="offer-card__terms">
                {t(`CatalogOffers.Group.${offer.id}.Terms`, { count: String(offer.minimum) })}
              </p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="offers-cards"
        className="offers-section"
        titleClassName="offers-section__title"
        title={t("CatalogOffers.Cards")}
      >
        <ul className="offers-grid offers-grid--cards">
          {page.movieCards.map((card) => (
            <li key={card.type} className="offer-card">
              <h3 className="offer-card__name">{t("Shop.MovieCard.Name", { places: card.places })}</h3>
              <Price price={card.price} unit={t("Shop.MovieCard.ForPlaces", { places: card.places })} />
              <p className="offer-card__saving">{t("Shop.MovieCard.Each", { each: card.each })}</p>
              <p className="offer-card__terms">
                {t("Shop.MovieCard.Terms", { months: card.validityMonths })}
              </p>
              <a
                className={buttonClass({ variant: "primary", size: "sm" }, "offer-card__buy")}
                href={card.buyHref}
                aria-label={t("Shop.MovieCard.BuyNamed", { places: card.places })}
              >
                <span>{t("Shop.Buy")}</span>
              </a>
            </li>
          ))}
          <li className="offer-card">
            <h3 className="offer-card__name">{t("Shop.GiftCard.Name")}</h3>
            <p className="offer-card__price offer-card__price--text">
              {t("Shop.GiftCard.Range", { min: page.gift.min, max: page.gift.max })}
            </p>
            <p className="offer-card__terms">
              {t("Shop.GiftCard.Terms", { months: page.gift.validityMonths })}
            </p>
            <a
              className={buttonClass({ variant: "primary", size: "sm" }, "offer-card__buy")}
              href={page.gift.buyHref}
            >
              <span>{t("Shop.GiftCard.Buy")}</span>
            </a>
          </li>
        </ul>
        <p className="offers-cards-faq">
          <a className="offer-card__link" href={page.faqHref}>
            {t("CatalogOffers.AskFaq")}
          </a>
        </p>
      </PageSection>

      {page.clubHref ? (
        <section className="offers-promo offers-promo--club" aria-labelledby="offers-club">
          <div>
            <h2 id="offers-club" className="offers-promo__title">
              {t("CatalogOffers.ClubPromo")}
            </h2>
            <p className="offers-promo__text">{t("CatalogOffers.ClubPromoText")}</p>
          </div>
          <a className={buttonClass({ variant: "secondary" })} href={page.clubHref}>
            <span>{t("CatalogOffers.ClubLink")}</span>
          </a>
        </section>
      ) : null}

      <p className="offers-footnote">{t(page.footnoteKey, { supplement: page.premiumSupplement })}</p>
    </article>
  );
}
