// The profile's pure rules (docs/profile.md), for the server, the web's forms and the fakes alike.
// No zod here: the profile page's rules stay light, and any caller can use them. The birth date's
// rules are in birth-date.ts.

/** SPEC 3: gender mr / ms / other in the forms; civ-mr / civ-mm / civ-other on the wire. */
export const GENDERS = ["mr", "ms", "other"] as const;
export type Gender = (typeof GENDERS)[number];
export type ServerGender = "civ-mr" | "civ-mm" | "civ-other";

const GENDER_TO_SERVER = { mr: "civ-mr", ms: "civ-mm", other: "civ-other" } as const satisfies Record<
  Gender,
  ServerGender
>;
const SERVER_TO_GENDER = { "civ-mr": "mr", "civ-mm": "ms", "civ-other": "other" } as const satisfies Record<
  ServerGender,
  Gender
>;

export function genderToServer(gender: Gender): ServerGender {
  return GENDER_TO_SERVER[gender];
}

/** The form value of a server gender; none (or one this web does not know) is "". */
export function genderFromServer(gender: string | null | undefined): Gender | "" {
  return (gender && SERVER_TO_GENDER[gender as ServerGender]) || "";
}

/** SPEC 9 card icon mapping: CB, VISA, Mastercard, AMEX, e-carte bleue; default cb. */
export const CARD_ICONS = ["cb", "visa", "mc", "amex", "ecarte"] as const;
export type CardIcon = (typeof CARD_ICONS)[number];

/** The icon of an icon value the server sent; anything else is the default, cb. */
export function cardIconOf(icon: string | null | undefined): CardIcon {
  return (CARD_ICONS as readonly string[]).includes(icon ?? "") ? (icon as CardIcon) : "cb";
}

/**
 * SPEC 3 "expirationDate shown as MM/YY": the server sends MM/YY already; an ISO date (YYYY-MM or
 * YYYY-MM-DD) or MM/YYYY is brought to MM/YY too. Anything else is returned unchanged.
 */
export function cardExpiryMonthYear(value: string): string {
  const iso = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(value);
  if (iso) {
    return `${iso[2]}/${iso[1]?.slice(2)}`;
  }
  const long = /^(\d{1,2})\/(\d{2}|\d{4})$/.exec(value);
  if (long) {
    return `${long[1]?.padStart(2, "0")}/${long[2]?.slice(-2)}`;
  }
  return value;
}

/** Where the chain's customers live, in the order the forms offer them (names come from Intl). */
export const PROFILE_COUNTRIES = [
  "FR",
  "NL",
  "BE",
  "LU",
  "DE",
  "CH",
  "MC",
  "ES",
  "IT",
  "PT",
  "GB",
  "IE",
  "AT",
] as const;
export type ProfileCountry = (typeof PROFILE_COUNTRIES)[number];

/**
 * Postal codes per country (the national postal services' formats); `example` is what the form's
 * message shows. Another country keeps the generic rule of PATCH /api/accounts/me's `zipCode`.
 */
export const POSTAL_CODE_RULES: Record<ProfileCountry, { pattern: RegExp; example: string }> = {
  FR: { pattern: /^\d{5}$/, example: "75011" },
  NL: { pattern: /^[1-9]\d{3} ?[A-Za-z]{2}$/, example: "1012 AB" },
  BE: { pattern: /^[1-9]\d{3}$/, example: "1000" },
  LU: { pattern: /^(?:L-)?\d{4}$/i, example: "1611" },
  DE: { pattern: /^\d{5}$/, example: "10115" },
  CH: { pattern: /^[1-9]\d{3}$/, example: "1201" },
  MC: { pattern: /^980\d{2}$/, example: "98000" },
  ES: { pattern: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/, example: "28001" },
  IT: { pattern: /^\d{5}$/, example: "00184" },
  PT: { pattern: /^\d{4}-\d{3}$/, example: "1100-148" },
  GB: { pattern: /^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/, example: "SW1A 1AA" },
  IE: { pattern: /^[A-Za-z]\d[\dWw] ?[A-Za-z\d]{4}$/, example: "D02 X285" },
  AT: { pattern: /^[1-9]\d{3}$/, example: "1010" },
};

/** The generic rule of `zipCode` (UpdateAccountRequestSchema), for a country without its own. */
const ANY_POSTAL_CODE = /^[A-Za-z0-9 -]{3,10}$/;

export function postalCodeRuleOf(country: string): { pattern: RegExp; example: string } | undefined {
  return POSTAL_CODE_RULES[country as ProfileCountry];
}

/** Whether a postal code (surrounding spaces ignored) has the form the country's post uses. */
export function isValidPostalCode(country: string, postalCode: string): boolean {
  const code = postalCode.trim();
  const rule = postalCodeRuleOf(country);
  return (rule?.pattern ?? ANY_POSTAL_CODE).test(code);
}

/** The data export's file name: cinelux-my-data-YYYY-MM-DD.json (the server's, docs/my-data.md). */
export function exportFileName(date: string): string {
  return `cinelux-my-data-${date}.json`;
}
