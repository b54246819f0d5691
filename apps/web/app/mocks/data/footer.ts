import type { DomainId } from "@cinelux/contract/domains";
import type { FooterResponse } from "@cinelux/contract/footer";
import type { Language } from "@cinelux/contract/languages";

// Catalog content (not UI text): the server stores it per domain with a title per language.
type Titled = Partial<Record<Language, string>>;

interface ColumnSeed {
  title: Titled;
  links: { title: Titled; path: string; newTab?: boolean; cookie?: boolean }[];
}

const COLUMNS: Record<DomainId, ColumnSeed[]> = {
  fr: [
    {
      title: { fr: "Cinélux", en: "Cinélux" },
      links: [
        { title: { fr: "À propos", en: "About us" }, path: "catalog:Page/about" },
        { title: { fr: "Carrières", en: "Careers" }, path: "catalog:Page/careers", newTab: true },
      ],
    },
    {
      title: { fr: "Aide", en: "Help" },
      links: [
        { title: { fr: "Questions fréquentes", en: "FAQ" }, path: "catalog:Faq" },
        { title: { fr: "Nous contacter", en: "Contact us" }, path: "catalog:Page/contact" },
      ],
    },
    {
      title: { fr: "Informations légales", en: "Legal" },
      links: [
        { title: { fr: "Politique de confidentialité", en: "Privacy policy" }, path: "catalog:Page/privacy" },
        { title: { fr: "Gestion des cookies", en: "Cookie preferences" }, path: "#cookies", cookie: true },
      ],
    },
  ],
  nl: [
    {
      title: { nl: "Cinélux", en: "Cinélux" },
      links: [
        { title: { nl: "Over ons", en: "About us" }, path: "catalog:Page/about" },
        { title: { nl: "Vacatures", en: "Careers" }, path: "catalog:Page/careers", newTab: true },
      ],
    },
    {
      title: { nl: "Hulp", en: "Help" },
      links: [
        { title: { nl: "Veelgestelde vragen", en: "FAQ" }, path: "catalog:Faq" },
        { title: { nl: "Contact", en: "Contact us" }, path: "catalog:Page/contact" },
      ],
    },
    {
      title: { nl: "Juridisch", en: "Legal" },
      links: [
        { title: { nl: "Privacybeleid", en: "Privacy policy" }, path: "catalog:Page/privacy" },
        { title: { nl: "Cookievoorkeuren", en: "Cookie preferences" }, path: "#cookies", cookie: true },
      ],
    },
  ],
};

const SHOWS: Record<DomainId, FooterResponse["shows"]> = {
  fr: [
    { title: "Dune : Troisième partie", slug: "dune-troisieme-partie", movie: true },
    { title: "Le Comte de Monte-Cristo", slug: "le-comte-de-monte-cristo", movie: true },
    { title: "Opéra : La Traviata", slug: "opera-la-traviata", movie: false },
  ],
  nl: [
    { title: "Dune: Part Three", slug: "dune-part-three", movie: true },
    { title: "Het Diner", slug: "het-diner", movie: true },
    { title: "Opera: La Traviata", slug: "opera-la-traviata", movie: false },
  ],
};

const FAQ: Record<DomainId, { id: string; title: Titled }[]> = {
  fr: [
    { id: "faq-fr-1", title: { fr: "Comment fonctionne le CINEPASS ?", en: "How does the CINEPASS work?" } },
    { id: "faq-fr-2", title: { fr: "Puis-je annuler mes billets ?", en: "Can I cancel my tickets?" } },
  ],
  nl: [
    { id: "faq-nl-1", title: { nl: "Hoe werkt de CINEPASS?", en: "How does the CINEPASS work?" } },
    { id: "faq-nl-2", title: { nl: "Kan ik mijn tickets annuleren?", en: "Can I cancel my tickets?" } },
  ],
};

/** Like the server: the asked language, else English, else any title. */
function pick(titles: Titled, language: Language): string {
  return titles[language] ?? titles.en ?? Object.values(titles)[0] ?? "";
}

/** GET /api/footer for a domain, in `language`. */
export function fakeFooter(domain: DomainId, language: Language): FooterResponse {
  return {
    shows: SHOWS[domain],
    columns: COLUMNS[domain].map((column) => ({
      title: pick(column.title, language),
      elements: column.links.map((link) => ({
        title: pick(link.title, language),
        // As the server stores them: a catalog page's name, which the footer turns into a path.
        url: link.path,
        newTab: link.newTab ?? false,
        cookie: link.cookie ?? false,
      })),
    })),
    socialNetworks: [
      { label: "facebook", url: `https://www.facebook.com/cinelux.${domain}` },
      { label: "instagram", url: `https://www.instagram.com/cinelux_${domain}` },
      { label: "youtube", url: `https://www.youtube.com/@cinelux${domain}` },
    ],
    faq: FAQ[domain].map((article) => ({ id: article.id, title: pick(article.title, language) })),
  };
}
