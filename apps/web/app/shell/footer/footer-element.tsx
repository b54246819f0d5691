import type { FooterResponse } from "@cinelux/contract/footer";
import { CATALOG_LINK_PREFIX } from "@cinelux/contract/site-content";
import {
  CATALOG_PAGES,
  CATALOG_SLUG_PAGES,
  type CatalogPage,
  type CatalogSlugPage,
  type CatalogTarget,
} from "../../lib/catalog/catalog-url";
import { useTranslation } from "../../lib/i18n/use-translation";
import { openConsentPreferences } from "../consent/open-consent";

type Element = FooterResponse["columns"][number]["elements"][number];

/**
 * The address of a footer link. A link to a page of this catalog is stored as its name
 * (`catalog:Page/about`, `catalog:Faq`; docs/catalog-pages.md), so it follows the page language and
 * the catalog base URL; an unknown name leads to the catalog home rather than nowhere. Any other
 * address is used as it is (a social network, `#cookies`).
 */
export function footerElementHref(url: string, catalog: (target: CatalogTarget) => string): string {
  if (!url.startsWith(CATALOG_LINK_PREFIX)) {
    return url;
  }
  const [page = "", slug] = url.slice(CATALOG_LINK_PREFIX.length).split("/");
  if (slug && (CATALOG_SLUG_PAGES as readonly string[]).includes(page)) {
    return catalog({ page: page as CatalogSlugPage, slug });
  }
  if (!slug && (CATALOG_PAGES as readonly string[]).includes(page)) {
    return catalog({ page: page as CatalogPage });
  }
  return catalog({ page: "Home" });
}

/** SPEC 2.1 generic column link: may open the consent panel, or a new tab. */
export function FooterElement({
  element,
  catalog,
}: {
  element: Element;
  catalog: (target: CatalogTarget) => string;
}) {
  const { t } = useTranslation();
  if (element.cookie) {
    return (
      <button type="button" className="link-button" onClick={openConsentPreferences}>
        {element.title}
      </button>
    );
  }
  const href = footerElementHref(element.url, catalog);
  if (element.newTab) {
    return (
      <a href={href} target="_blank" rel="noopener">
        {element.title} <span className="visually-hidden">{t("Footer.NewTab")}</span>
      </a>
    );
  }
  return <a href={href}>{element.title}</a>;
}
