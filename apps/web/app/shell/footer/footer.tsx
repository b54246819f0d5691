import { FOOTER_CITIES } from "@cinelux/contract/constants";
import type { Language } from "@cinelux/contract/languages";
import { useCatalogUrl } from "../../lib/catalog/use-catalog-url";
import { useFooter } from "../../lib/footer/use-footer";
import { useTranslation } from "../../lib/i18n/use-translation";
import { useSettings } from "../../lib/settings/use-settings";
import { openConsentPreferences } from "../consent/open-consent";
import { useIsDesktop } from "../layout/use-is-desktop";
import { FooterColumn } from "./footer-column";
import { FooterElement } from "./footer-element";
import { FooterFaq } from "./footer-faq";
import { FooterLanguages } from "./footer-languages";
import { SocialLinks } from "./social-links";

interface FooterProps {
  variant: "full" | "light" | "none";
  language: Language;
}

/** SPEC 2.1 footer, full or light; a route may turn it off. */
export function Footer({ variant, language }: FooterProps) {
  if (variant === "none") {
    return null;
  }
  return variant === "light" ? <LightFooter language={language} /> : <FullFooter language={language} />;
}

/** SPEC 2.1 light footer: the privacy preferences and the social icons. */
function LightFooter({ language }: { language: Language }) {
  const { t } = useTranslation();
  const footer = useFooter(language);
  return (
    <footer className="footer footer--light">
      <button type="button" className="link-button" onClick={openConsentPreferences}>
        {t("Footer.PrivacyPreferences")}
      </button>
      <SocialLinks networks={footer.data?.socialNetworks ?? []} />
    </footer>
  );
}

/**
 * SPEC 2.1 full footer. Footer data (SPEC 4: requested, succeeded, failed) is useFooter's
 * status; until it succeeds, and if it fails, the static parts still render: cinemas, FAQ link,
 * languages, trademark and rights.
 */
function FullFooter({ language }: { language: Language }) {
  const { t } = useTranslation();
  const { domain } = useSettings();
  const catalog = useCatalogUrl(language);
  const isDesktop = useIsDesktop();
  const footer = useFooter(language);
  const data = footer.data;
  const accordion = !isDesktop;

  return (
    <footer className="footer">
      <SocialLinks networks={data?.socialNetworks ?? []} />
      <nav className="footer__nav" aria-label={t("Footer.Navigation")}>
        <FooterColumn title={t("Footer.Shows")} accordion={accordion}>
          {(data?.shows ?? []).map((show) => (
            <li key={show.slug}>
              <a href={catalog({ page: show.movie ? "Show" : "Entertainment", slug: show.slug })}>
                {show.title}
              </a>
            </li>
          ))}
          <li>
            <a href={catalog({ page: "Movies" })}>{t("Footer.AllShows")}</a>
          </li>
        </FooterColumn>
        <FooterColumn title={t("Footer.Cinemas")} accordion={accordion}>
          {FOOTER_CITIES[domain].map((city) => (
            <li key={city.slug}>
              <a href={catalog({ page: "City", slug: city.slug })}>{city.name}</a>
            </li>
          ))}
          <li>
            <a href={catalog({ page: "Cinemas" })}>{t("Footer.AllCinemas")}</a>
          </li>
        </FooterColumn>
        {(data?.columns ?? []).map((column) => (
          <FooterColumn key={column.title} title={column.title} accordion={accordion}>
            {column.elements.map((element) => (
              <li key={`${element.title}|${element.url}`}>
                <FooterElement element={element} catalog={catalog} />
              </li>
            ))}
          </FooterColumn>
        ))}
      </nav>
      {isDesktop ? null : <FooterFaq faq={data?.faq ?? []} faqUrl={catalog({ page: "Faq" })} />}
      <div className="footer__bottom">
        <FooterLanguages language={language} />
        <p className="footer__legal">
          {t("Footer.Trademark")}{" "}
          <span suppressHydrationWarning>{t("Footer.Rights", { year: new Date().getFullYear() })}</span>
        </p>
      </div>
    </footer>
  );
}
