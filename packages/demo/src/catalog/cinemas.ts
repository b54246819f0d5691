import { type DomainId, type Language, zoneOfCity } from "@cinelux/contract";
import { CINEMA_DESCRIPTIONS } from "./cinema-descriptions.ts";

/** A demo cinema as the catalog lists it: the seed inserts it, the web's fakes answer with it. */
export interface DemoCinema {
  domain: DomainId;
  slug: string;
  citySlug: string;
  name: string;
  address: string;
  postalCode: string;
  city: string;
  /** Decimal degrees as text, as the database keeps them ("48.8530"). */
  latitude: string;
  longitude: string;
  tags: string[];
  hallCount: number;
  seatCount: number;
  hasPmrService: boolean;
  codeCcs: string;
  vistaRef: string;
  /** The schedule zone: `idf` for the Paris area, else the city slug (the contract's zoneOfCity). */
  zone: string;
  descriptions: Partial<Record<Language, string>>;
}

type Venue = Omit<DemoCinema, "codeCcs" | "vistaRef" | "zone" | "descriptions">;
type VenueFields = Omit<Venue, "domain" | "hasPmrService"> & { hasPmrService?: boolean };

function french(fields: VenueFields): Venue {
  return { domain: "fr", hasPmrService: true, ...fields };
}

function dutch(fields: VenueFields): Venue {
  return { domain: "nl", hasPmrService: true, ...fields };
}

// Invented venues; addresses are plausible streets, coordinates roughly in each city.
const VENUES = [
  french({
    slug: "cinelux-paris-bastille",
    citySlug: "paris",
    name: "Cinélux Bastille",
    address: "14 rue du Faubourg Saint-Antoine",
    postalCode: "75012",
    city: "Paris",
    latitude: "48.8530",
    longitude: "2.3710",
    tags: ["imax", "dolby"],
    hallCount: 12,
    seatCount: 2140,
  }),
  french({
    slug: "cinelux-paris-montparnasse",
    citySlug: "paris",
    name: "Cinélux Montparnasse",
    address: "68 boulevard du Montparnasse",
    postalCode: "75014",
    city: "Paris",
    latitude: "48.8425",
    longitude: "2.3230",
    tags: ["4dx", "dolby"],
    hallCount: 9,
    seatCount: 1580,
  }),
  french({
    slug: "cinelux-paris-batignolles",
    citySlug: "paris",
    name: "Cinélux Batignolles",
    address: "21 rue des Dames",
    postalCode: "75017",
    city: "Paris",
    latitude: "48.8837",
    longitude: "2.3224",
    tags: ["screenx"],
    hallCount: 8,
    seatCount: 1120,
  }),
  french({
    slug: "cinelux-lyon-confluence",
    citySlug: "lyon",
    name: "Cinélux Confluence",
    address: "112 cours Charlemagne",
    postalCode: "69002",
    city: "Lyon",
    latitude: "45.7410",
    longitude: "4.8180",
    tags: ["imax", "4dx"],
    hallCount: 14,
    seatCount: 2620,
  }),
  french({
    slug: "cinelux-marseille-vieux-port",
    citySlug: "marseille",
    name: "Cinélux Vieux-Port",
    address: "36 quai de Rive-Neuve",
    postalCode: "13007",
    city: "Marseille",
    latitude: "43.2925",
    longitude: "5.3700",
    tags: ["dolby"],
    hallCount: 10,
    seatCount: 1730,
  }),
  french({
    slug: "cinelux-toulouse-capitole",
    citySlug: "toulouse",
    name: "Cinélux Capitole",
    address: "5 rue Lafayette",
    postalCode: "31000",
    city: "Toulouse",
    latitude: "43.6045",
    longitude: "1.4440",
    tags: ["screenx", "dolby"],
    hallCount: 8,
    seatCount: 1240,
  }),
  french({
    slug: "cinelux-nice-promenade",
    citySlug: "nice",
    name: "Cinélux Promenade",
    address: "47 promenade des Anglais",
    postalCode: "06000",
    city: "Nice",
    latitude: "43.6950",
    longitude: "7.2570",
    tags: [],
    hasPmrService: false,
    hallCount: 8,
    seatCount: 980,
  }),
  dutch({
    slug: "cinelux-amsterdam-centrum",
    citySlug: "amsterdam",
    name: "Cinélux Amsterdam Centrum",
    address: "Reguliersbreestraat 22",
    postalCode: "1017 CN",
    city: "Amsterdam",
    latitude: "52.3664",
    longitude: "4.8950",
    tags: ["imax", "dolby"],
    hallCount: 11,
    seatCount: 1890,
  }),
  dutch({
    slug: "cinelux-amsterdam-noord",
    citySlug: "amsterdam",
    name: "Cinélux Amsterdam Noord",
    address: "Buiksloterweg 71",
    postalCode: "1031 CC",
    city: "Amsterdam",
    latitude: "52.3840",
    longitude: "4.9010",
    tags: ["4dx"],
    hallCount: 8,
    seatCount: 1210,
  }),
  dutch({
    slug: "cinelux-rotterdam-lijnbaan",
    citySlug: "rotterdam",
    name: "Cinélux Lijnbaan",
    address: "Lijnbaan 104",
    postalCode: "3012 EP",
    city: "Rotterdam",
    latitude: "51.9205",
    longitude: "4.4770",
    tags: ["screenx", "dolby"],
    hallCount: 10,
    seatCount: 1650,
  }),
  dutch({
    slug: "cinelux-den-haag-spui",
    citySlug: "den-haag",
    name: "Cinélux Spui",
    address: "Spui 190",
    postalCode: "2511 BW",
    city: "Den Haag",
    latitude: "52.0760",
    longitude: "4.3160",
    tags: ["dolby"],
    hallCount: 8,
    seatCount: 1090,
  }),
  dutch({
    slug: "cinelux-utrecht-catharijne",
    citySlug: "utrecht",
    name: "Cinélux Catharijne",
    address: "Catharijnesingel 56",
    postalCode: "3511 GC",
    city: "Utrecht",
    latitude: "52.0890",
    longitude: "5.1110",
    tags: ["imax"],
    hallCount: 9,
    seatCount: 1470,
  }),
  dutch({
    slug: "cinelux-tilburg-pieter-vreede",
    citySlug: "tilburg",
    name: "Cinélux Tilburg",
    address: "Pieter Vreedeplein 12",
    postalCode: "5038 BW",
    city: "Tilburg",
    latitude: "51.5580",
    longitude: "5.0840",
    tags: [],
    hallCount: 8,
    seatCount: 1020,
  }),
];

/** The demo cinemas, numbered in order: CCS0001 / V0001, CCS0002 / V0002... */
export const DEMO_CINEMAS: readonly DemoCinema[] = VENUES.map((venue, index) => {
  const number = String(index + 1).padStart(4, "0");
  return {
    ...venue,
    codeCcs: `CCS${number}`,
    vistaRef: `V${number}`,
    zone: zoneOfCity(venue.citySlug),
    descriptions: CINEMA_DESCRIPTIONS[venue.slug] ?? {},
  };
});
