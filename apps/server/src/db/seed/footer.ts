import { FOOTER_FAQ_CATEGORY_ID } from "@cinelux/contract";
import type { Transaction } from "../client.ts";
import {
  faqArticles,
  footerColumns,
  footerLinks,
  type LocalizedTitles,
  socialNetworks,
} from "../schema/index.ts";

type DomainId = "fr" | "nl";
type LinkSeed = { key: string; titles: LocalizedTitles; path: string; newTab?: boolean; cookie?: boolean };
type ColumnSeed = { key: string; titles: LocalizedTitles; links: LinkSeed[] };

const CATALOG_BASE: Record<DomainId, string> = { fr: "https://www.cinelux.fr", nl: "https://www.cinelux.nl" };

/** SPEC 2.1 generic footer columns, titled in each domain's languages (fr + en, nl + en). */
const COLUMNS: Record<DomainId, ColumnSeed[]> = {
  fr: [
    {
      key: "cinelux",
      titles: { fr: "Cinélux", en: "Cinélux" },
      links: [
        { key: "about", titles: { fr: "À propos", en: "About us" }, path: "/a-propos" },
        { key: "careers", titles: { fr: "Carrières", en: "Careers" }, path: "/carrieres", newTab: true },
        { key: "press", titles: { fr: "Presse", en: "Press" }, path: "/presse" },
      ],
    },
    {
      key: "help",
      titles: { fr: "Aide", en: "Help" },
      links: [
        { key: "faq", titles: { fr: "Questions fréquentes", en: "FAQ" }, path: "/faq" },
        { key: "contact", titles: { fr: "Nous contacter", en: "Contact us" }, path: "/contact" },
        {
          key: "accessibility",
          titles: { fr: "Accessibilité", en: "Accessibility" },
          path: "/accessibilite",
        },
      ],
    },
    {
      key: "legal",
      titles: { fr: "Informations légales", en: "Legal" },
      links: [
        {
          key: "terms",
          titles: { fr: "Conditions générales", en: "Terms and conditions" },
          path: "/conditions-generales",
        },
        {
          key: "privacy",
          titles: { fr: "Politique de confidentialité", en: "Privacy policy" },
          path: "/confidentialite",
        },
        {
          key: "cookies",
          titles: { fr: "Gestion des cookies", en: "Cookie preferences" },
          path: "#cookies",
          cookie: true,
        },
      ],
    },
  ],
  nl: [
    {
      key: "cinelux",
      titles: { nl: "Cinélux", en: "Cinélux" },
      links: [
        { key: "about", titles: { nl: "Over ons", en: "About us" }, path: "/over-ons" },
        { key: "careers", titles: { nl: "Vacatures", en: "Careers" }, path: "/vacatures", newTab: true },
        { key: "press", titles: { nl: "Pers", en: "Press" }, path: "/pers" },
      ],
    },
    {
      key: "help",
      titles: { nl: "Hulp", en: "Help" },
      links: [
        { key: "faq", titles: { nl: "Veelgestelde vragen", en: "FAQ" }, path: "/veelgestelde-vragen" },
        { key: "contact", titles: { nl: "Contact", en: "Contact us" }, path: "/contact" },
        {
          key: "accessibility",
          titles: { nl: "Toegankelijkheid", en: "Accessibility" },
          path: "/toegankelijkheid",
        },
      ],
    },
    {
      key: "legal",
      titles: { nl: "Juridisch", en: "Legal" },
      links: [
        {
          key: "terms",
          titles: { nl: "Algemene voorwaarden", en: "Terms and conditions" },
          path: "/algemene-voorwaarden",
        },
        { key: "privacy", titles: { nl: "Privacybeleid", en: "Privacy policy" }, path: "/privacy" },
        {
          key: "cookies",
          titles: { nl: "Cookievoorkeuren", en: "Cookie preferences" },
          path: "#cookies",
          cookie: true,
        },
      ],
    },
  ],
};

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

/** Another knowledge category: its articles must not reach the footer. */
const CARD_FAQ_CATEGORY_ID = "kac-card-002";

const FAQ: Record<DomainId, { category: string; titles: LocalizedTitles }[]> = {
  fr: [
    {
      category: FOOTER_FAQ_CATEGORY_ID,
      titles: { fr: "Comment fonctionne le CINEPASS ?", en: "How does the CINEPASS work?" },
    },
    {
      category: FOOTER_FAQ_CATEGORY_ID,
      titles: { fr: "Comment réserver une séance en ligne ?", en: "How do I book a session online?" },
    },
    {
      category: FOOTER_FAQ_CATEGORY_ID,
      titles: { fr: "Puis-je annuler ou échanger mes billets ?", en: "Can I cancel or exchange my tickets?" },
    },
    {
      category: FOOTER_FAQ_CATEGORY_ID,
      titles: { fr: "Comment mettre mon abonnement en pause ?", en: "How do I pause my subscription?" },
    },
    {
      category: CARD_FAQ_CATEGORY_ID,
      titles: { fr: "Comment changer la photo de ma carte ?", en: "How do I change the photo on my card?" },
    },
  ],
  nl: [
    {
      category: FOOTER_FAQ_CATEGORY_ID,
      titles: { nl: "Hoe werkt de CINEPASS?", en: "How does the CINEPASS work?" },
    },
    {
      category: FOOTER_FAQ_CATEGORY_ID,
      titles: { nl: "Hoe reserveer ik online een voorstelling?", en: "How do I book a session online?" },
    },
    {
      category: FOOTER_FAQ_CATEGORY_ID,
      titles: { nl: "Kan ik mijn tickets annuleren of ruilen?", en: "Can I cancel or exchange my tickets?" },
    },
    {
      category: FOOTER_FAQ_CATEGORY_ID,
      titles: { nl: "Hoe zet ik mijn abonnement op pauze?", en: "How do I pause my subscription?" },
    },
    {
      category: CARD_FAQ_CATEGORY_ID,
      titles: { nl: "Hoe wijzig ik de foto op mijn pas?", en: "How do I change the photo on my card?" },
    },
  ],
};

const DOMAIN_IDS: DomainId[] = ["fr", "nl"];

function linkUrl(domain: DomainId, path: string): string {
  return path.startsWith("#") ? path : `${CATALOG_BASE[domain]}${path}`;
}

/** Footer columns, links, social networks and FAQ articles; keyed rows, so a second run adds nothing. */
export async function insertFooter(tx: Transaction): Promise<number> {
  const columns = DOMAIN_IDS.flatMap((domain) =>
    COLUMNS[domain].map((column, position) => ({
      id: `${domain}-${column.key}`,
      domain,
      position: position + 1,
      titles: column.titles,
    })),
  );
  const links = DOMAIN_IDS.flatMap((domain) =>
    COLUMNS[domain].flatMap((column) =>
      column.links.map((link, position) => ({
        id: `${domain}-${column.key}-${link.key}`,
        columnId: `${domain}-${column.key}`,
        position: position + 1,
        titles: link.titles,
        url: linkUrl(domain, link.path),
        newTab: link.newTab ?? false,
        cookie: link.cookie ?? false,
      })),
    ),
  );
  const networks = DOMAIN_IDS.flatMap((domain) =>
    SOCIAL_NETWORKS[domain].map((network, position) => ({ domain, position: position + 1, ...network })),
  );
  const articles = DOMAIN_IDS.flatMap((domain) =>
    FAQ[domain].map((article, index) => ({
      id: `ka-${domain}-${String(index + 1).padStart(4, "0")}`,
      domain,
      categoryId: article.category,
      position: index + 1,
      titles: article.titles,
    })),
  );
  const created = [
    await tx.insert(footerColumns).values(columns).onConflictDoNothing().returning({ id: footerColumns.id }),
    await tx.insert(footerLinks).values(links).onConflictDoNothing().returning({ id: footerLinks.id }),
    await tx
      .insert(socialNetworks)
      .values(networks)
      .onConflictDoNothing()
      .returning({ label: socialNetworks.label }),
    await tx.insert(faqArticles).values(articles).onConflictDoNothing().returning({ id: faqArticles.id }),
  ];
  return created.reduce((total, rows) => total + rows.length, 0);
}
