/**
 * The company behind each domain, printed on invoices and contracts and in the site pages: what
 * differs between the French company and the Dutch B.V. The registration numbers, addresses and
 * phone numbers are the demo's own (the French one in the range ARCEP keeps for fiction): replace
 * them with the companies' real ones before going live (docs/catalog-pages.md).
 */
export interface DomainFacts {
  domain: "fr" | "nl";
  company: string;
  registration: string;
  vat: string;
  headOffice: string;
  /** Where customers write to the customer service. */
  postalAddress: string;
  phone: string;
  mail: { service: string; press: string; jobs: string; privacy: string; accessibility: string };
  cinemaCount: number;
  cities: string;
  founded: number;
}

export const DOMAIN_FACTS: Record<"fr" | "nl", DomainFacts> = {
  fr: {
    domain: "fr",
    company: "Cinélux SAS",
    registration: "RCS Paris 912 345 678",
    vat: "FR 42 912345678",
    headOffice: "42 quai de la Rapée, 75012 Paris, France",
    postalAddress: "Cinélux — Service clients, CS 70042, 75583 Paris Cedex 12, France",
    phone: "01 99 00 42 42",
    mail: {
      service: "service-clients@cinelux.fr",
      press: "presse@cinelux.fr",
      jobs: "recrutement@cinelux.fr",
      privacy: "dpo@cinelux.fr",
      accessibility: "accessibilite@cinelux.fr",
    },
    cinemaCount: 7,
    cities: "Paris, Lyon, Marseille, Toulouse, Nice",
    founded: 1998,
  },
  nl: {
    domain: "nl",
    company: "Cinélux Nederland B.V.",
    registration: "KvK 87654321",
    vat: "NL 8765.43.210.B01",
    headOffice: "Stationsplein 42, 1012 AB Amsterdam, Nederland",
    postalAddress: "Cinélux Klantenservice, Postbus 94242, 1090 GE Amsterdam, Nederland",
    phone: "020 799 42 42",
    mail: {
      service: "klantenservice@cinelux.nl",
      press: "pers@cinelux.nl",
      jobs: "werken@cinelux.nl",
      privacy: "privacy@cinelux.nl",
      accessibility: "toegankelijkheid@cinelux.nl",
    },
    cinemaCount: 6,
    cities: "Amsterdam, Rotterdam, Den Haag, Utrecht, Tilburg",
    founded: 2011,
  },
};
