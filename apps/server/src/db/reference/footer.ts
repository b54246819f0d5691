import { CATALOG_LINK_PREFIX } from "@cinelux/contract";
import { and, eq, isNull } from "drizzle-orm";
import type { Transaction } from "../client.ts";
import {
  faqArticles,
  faqCategories,
  footerColumns,
  footerLinks,
  type LocalizedTitles,
  socialNetworks,
} from "../schema/index.ts";
import { FAQ_CATEGORIES, faqSeeds } from "./faq.ts";
import { insertNew } from "./insert-new.ts";

type DomainId = "fr" | "nl";
/**
 * `page` names a page of this catalog (a site page's slug, or the FAQ): the row stores
 * `catalog:Page/{slug}` or `catalog:Faq`, and the footer builds the path in the page's language
 * from the catalog base URL (docs/catalog-pages.md). `url` is an address used as is (`#cookies`).
 */
type LinkSeed = {
  key: string;
  titles: TitlesInEveryLanguage;
  newTab?: boolean;
  cookie?: boolean;
} & ({ page: string } | { url: string });
type ColumnSeed = { key: string; titles: TitlesInEveryLanguage; links: LinkSeed[] };
type TitlesInEveryLanguage = Record<DomainId | "en", string>;

/**
 * SPEC 2.1 generic footer columns: the same columns and links on both domains, each titled in the
 * domain's language and in English (fr + en, nl + en: `titlesOn`).
 */
const COLUMNS: ColumnSeed[] = [
  {
    key: "cinelux",
    titles: { fr: "Cinélux", nl: "Cinélux", en: "Cinélux" },
    links: [
      { key: "about", titles: { fr: "À propos", nl: "Over ons", en: "About us" }, page: "about" },
      {
        key: "careers",
        titles: { fr: "Carrières", nl: "Vacatures", en: "Careers" },
        page: "careers",
        newTab: true,
      },
      { key: "press", titles: { fr: "Presse", nl: "Pers", en: "Press" }, page: "press" },
    ],
  },
  {
    key: "help",
    titles: { fr: "Aide", nl: "Hulp", en: "Help" },
    links: [
      {
        key: "faq",
        titles: { fr: "Questions fréquentes", nl: "Veelgestelde vragen", en: "FAQ" },
        page: "Faq",
      },
      { key: "contact", titles: { fr: "Nous contacter", nl: "Contact", en: "Contact us" }, page: "contact" },
      {
        key: "accessibility",
        titles: { fr: "Accessibilité", nl: "Toegankelijkheid", en: "Accessibility" },
        page: "accessibility",
      },
    ],
  },
  {
    key: "legal",
    titles: { fr: "Informations légales", nl: "Juridisch", en: "Legal" },
    links: [
      {
        key: "terms",
        titles: { fr: "Conditions générales", nl: "Algemene voorwaarden", en: "Terms and conditions" },
        page: "terms",
      },
      {
        key: "privacy",
        titles: { fr: "Politique de confidentialité", nl: "Privacybeleid", en: "Privacy policy" },
        page: "privacy",
      },
      {
        key: "cookies",
        titles: { fr: "Gestion des cookies", nl: "Cookievoorkeuren", en: "Cookie preferences" },
        url: "#cookies",
        cookie: true,
      },
    ],
  },
];

/** A column's or link's titles on one domain: its language and English. */
function titlesOn(domain: DomainId, titles: TitlesInEveryLanguage): LocalizedTitles {
  return { [domain]: titles[domain], en: titles.en };
}

const SOCIAL_NETWORKS: Record<DomainId, { label: string; url: string }[]> = {
  fr: [
    { label: "facebook", url: "https://www.facebook.com/cinelux.fr" },
    { label: "instagram", url: "https://www.instagram.com/cinelux_fr" },
    { label: "tiktok", url: "https://www.tiktok.com/@cinelux.fr" },
    { label: "youtube", url: "https://www.youtube.com/@cineluxfr" },
  ],
  nl: [
    { label: "facebook", url: "https://www.facebook.com/cinelux.nl" },
    { label: "instagram", url: "https://www.instagram.com/cinelux_nl" },
    { label: "tiktok", url: "https://www.tiktok.com/@cinelux.nl" },
    { label: "youtube", url: "https://www.youtube.com/@cineluxnl" },
  ],
};

const DOMAIN_IDS: DomainId[] = ["fr", "nl"];

function linkUrl(link: LinkSeed): string {
  if ("url" in link) {
    return link.url;
  }
  return link.page === "Faq" ? `${CATALOG_LINK_PREFIX}Faq` : `${CATALOG_LINK_PREFIX}Page/${link.page}`;
}

/** Footer columns, links, social networks, FAQ categories and articles of both domains. */
export function footerRows() {
  const columns = DOMAIN_IDS.flatMap((domain) =>
    COLUMNS.map((column, position) => ({
      id: `${domain}-${column.key}`,
      domain,
      position: position + 1,
      titles: titlesOn(domain, column.titles),
    })),
  );
  const links = DOMAIN_IDS.flatMap((domain) =>
    COLUMNS.flatMap((column) =>
      column.links.map((link, position) => ({
        id: `${domain}-${column.key}-${link.key}`,
        columnId: `${domain}-${column.key}`,
        position: position + 1,
        titles: titlesOn(domain, link.titles),
        url: linkUrl(link),
        newTab: link.newTab ?? false,
        cookie: link.cookie ?? false,
      })),
    ),
  );
  const networks = DOMAIN_IDS.flatMap((domain) =>
    SOCIAL_NETWORKS[domain].map((network, position) => ({ domain, position: position + 1, ...network })),
  );
  const articles = DOMAIN_IDS.flatMap((domain) =>
    faqSeeds(domain).map((article, index) => ({
      id: `ka-${domain}-${String(index + 1).padStart(4, "0")}`,
      domain,
      categoryId: article.category,
      position: index + 1,
      titles: article.titles,
      answers: article.answers,
    })),
  );
  const categories = DOMAIN_IDS.flatMap((domain) =>
    FAQ_CATEGORIES.map((category, index) => ({
      domain,
      id: category.id,
      position: index + 1,
      titles: category.titles,
    })),
  );
  return { columns, links, networks, articles, categories };
}

/**
 * Writes the footer's missing rows, keyed, so a second run adds nothing. FAQ articles seeded
 * before they had answers get their answers and three titles.
 */
export async function insertFooter(
  tx: Transaction,
  { columns, links, networks, articles, categories }: ReturnType<typeof footerRows>,
): Promise<number> {
  let created = 0;
  created += await insertNew(tx, footerColumns, columns);
  created += await insertNew(tx, footerLinks, links);
  created += await insertNew(tx, socialNetworks, networks);
  created += await insertNew(tx, faqCategories, categories);
  created += await insertNew(tx, faqArticles, articles);
  // An article written before migration 0013 had no answer: it gets this one's, once. One read
  // first, since this runs at every start and such rows are almost never there.
  const unanswered = await tx
    .select({ id: faqArticles.id })
    .from(faqArticles)
    .where(isNull(faqArticles.answers));
  const missing = new Set(unanswered.map((row) => row.id));
  for (const article of articles.filter((row) => missing.has(row.id))) {
    await tx
      .update(faqArticles)
      .set({ titles: article.titles, answers: article.answers })
      .where(and(eq(faqArticles.id, article.id), isNull(faqArticles.answers)));
  }
  return created;
}
