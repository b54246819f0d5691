import type {
  ConcessionCategory,
  ConcessionNames,
  DomainId,
  PriceList,
  TicketPrices,
} from "@cinelux/contract";

/**
 * The demo cinemas' ticket prices and concessions menus (docs/domain/prices.md): a French chain's
 * prices (Paris dearer than the regions) and a Dutch chain's (Amsterdam dearest), the weekend a
 * little dearer, a cheaper Tuesday at a few cinemas. The seed stores them; the back-office edits them.
 */

interface PriceTier {
  weekday: TicketPrices;
  weekend: TicketPrices;
  tuesday?: TicketPrices;
  premiumSeat: number;
  loveSeat: number;
}

/** The weekend's extra on the full and senior prices (the student and under-14 prices stay as in the week). */
const WEEKEND_EXTRA_CENTS: Record<DomainId, number> = { fr: 60, nl: 50 };

function tier(
  domain: DomainId,
  weekday: TicketPrices,
  options: { premiumSeat: number; loveSeat: number; tuesday?: TicketPrices },
) {
  const extra = WEEKEND_EXTRA_CENTS[domain];
  return {
    weekday,
    weekend: { ...weekday, full: weekday.full + extra, senior: weekday.senior + extra },
    ...options,
  } satisfies PriceTier;
}

const FRENCH_TUESDAY: TicketPrices = { full: 990, student: 890, senior: 890, under14: 650 };
const DUTCH_TUESDAY: TicketPrices = { full: 1050, student: 950, senior: 950, under14: 850 };

const TIERS = {
  paris: tier(
    "fr",
    { full: 1390, student: 990, senior: 1090, under14: 650 },
    { premiumSeat: 200, loveSeat: 150 },
  ),
  frenchCity: tier(
    "fr",
    { full: 1350, student: 990, senior: 1090, under14: 650 },
    { premiumSeat: 150, loveSeat: 100 },
  ),
  frenchSouth: tier(
    "fr",
    { full: 1290, student: 990, senior: 1090, under14: 650 },
    { premiumSeat: 150, loveSeat: 100, tuesday: FRENCH_TUESDAY },
  ),
  amsterdam: tier(
    "nl",
    { full: 1450, student: 1150, senior: 1250, under14: 890 },
    { premiumSeat: 250, loveSeat: 200 },
  ),
  dutchCity: tier(
    "nl",
    { full: 1400, student: 1100, senior: 1200, under14: 850 },
    { premiumSeat: 200, loveSeat: 150 },
  ),
  dutchTown: tier(
    "nl",
    { full: 1350, student: 1050, senior: 1150, under14: 850 },
    { premiumSeat: 200, loveSeat: 150, tuesday: DUTCH_TUESDAY },
  ),
} satisfies Record<string, PriceTier>;

const TIER_OF_CITY: Record<string, keyof typeof TIERS> = {
  paris: "paris",
  lyon: "frenchCity",
  toulouse: "frenchCity",
  marseille: "frenchSouth",
  nice: "frenchSouth",
  amsterdam: "amsterdam",
  rotterdam: "dutchCity",
  utrecht: "dutchCity",
  "den-haag": "dutchTown",
  tilburg: "dutchTown",
};

/** The chain's premium-format supplements, the same in every cinema that has the format. */
const FORMAT_SUPPLEMENTS: PriceList["formatSupplements"] = {
  imax: 400,
  "4dx": 600,
  screenx: 300,
  dolby: 250,
};

/** A demo cinema's price list, by its city (a city the demo does not know takes its domain's regional prices). */
export function demoPriceList(cinema: { domain: DomainId; citySlug: string }): PriceList {
  const fallback = cinema.domain === "fr" ? "frenchCity" : "dutchCity";
  const chosen = TIERS[TIER_OF_CITY[cinema.citySlug] ?? fallback];
  return {
    weekday: chosen.weekday,
    weekend: chosen.weekend,
    ...("tuesday" in chosen ? { tuesday: chosen.tuesday } : {}),
    formatSupplements: FORMAT_SUPPLEMENTS,
    seatSupplements: { premium: chosen.premiumSeat, loveSeat: chosen.loveSeat },
  };
}

export interface DemoConcessionItem {
  names: ConcessionNames;
  category: ConcessionCategory;
  priceCents: number;
  servedAtSeat: boolean;
}

function item(
  category: ConcessionCategory,
  names: ConcessionNames,
  priceCents: Record<DomainId, number>,
  servedAtSeat = true,
) {
  return { category, names, priceCents, servedAtSeat };
}

/** The chain's menu, in the order the tunnel lists it; ice cream and sweets are collected at the counter. */
const MENU = [
  item("popcorn", { fr: "Pop-corn petit", nl: "Popcorn klein", en: "Popcorn, small" }, { fr: 490, nl: 450 }),
  item(
    "popcorn",
    { fr: "Pop-corn moyen", nl: "Popcorn middel", en: "Popcorn, medium" },
    { fr: 650, nl: 600 },
  ),
  item("popcorn", { fr: "Pop-corn grand", nl: "Popcorn groot", en: "Popcorn, large" }, { fr: 790, nl: 750 }),
  item("drink", { fr: "Soda 50 cl", nl: "Frisdrank 50 cl", en: "Soft drink, 50 cl" }, { fr: 450, nl: 420 }),
  item("drink", { fr: "Soda 75 cl", nl: "Frisdrank 75 cl", en: "Soft drink, 75 cl" }, { fr: 550, nl: 520 }),
  item("drink", { fr: "Thé glacé 50 cl", nl: "IJsthee 50 cl", en: "Iced tea, 50 cl" }, { fr: 450, nl: 420 }),
  item(
    "snack",
    { fr: "Nachos sauce fromage", nl: "Nacho's met kaassaus", en: "Nachos with cheese sauce" },
    { fr: 690, nl: 650 },
  ),
  item("iceCream", { fr: "Pot de glace", nl: "IJsbeker", en: "Ice cream tub" }, { fr: 450, nl: 400 }, false),
  item(
    "sweets",
    { fr: "Bonbons 100 g", nl: "Snoep 100 g", en: "Sweets, 100 g" },
    { fr: 350, nl: 300 },
    false,
  ),
  item(
    "combo",
    {
      fr: "Menu solo : pop-corn moyen et soda 50 cl",
      nl: "Solomenu: popcorn middel en frisdrank 50 cl",
      en: "Solo combo: medium popcorn and a 50 cl soft drink",
    },
    { fr: 950, nl: 900 },
  ),
  item(
    "combo",
    {
      fr: "Menu duo : grand pop-corn et deux sodas 50 cl",
      nl: "Duomenu: popcorn groot en twee frisdranken 50 cl",
      en: "Duo combo: large popcorn and two 50 cl soft drinks",
    },
    { fr: 1390, nl: 1350 },
  ),
];

/** A demo cinema's concessions menu, priced for its domain. */
export function demoConcessionMenu(cinema: { domain: DomainId }): DemoConcessionItem[] {
  return MENU.map(({ priceCents, ...rest }) => ({ ...rest, priceCents: priceCents[cinema.domain] }));
}
