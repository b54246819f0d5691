import { BRAND } from "./brand.ts";

/** SPEC 3 configuration flags; two carry the brand's name. */
export const FLAG_NAMES = [
  "offersMenuDisplayed",
  "subscriptionEnabled",
  `moreFrom${BRAND.key}MenuEnabled`,
  `club${BRAND.key}Enabled`,
  "advantagesEnabled",
  "goodiesEnabled",
  "myFriendsEnabled",
  "contactBlockDisplayed",
  "statisticsEnabled",
  "myInterestEnabled",
  "notificationsEnabled",
] as const;

export type FlagName = (typeof FLAG_NAMES)[number];
export type Flags = Record<FlagName, boolean>;

export const CLUB_FLAG = `club${BRAND.key}Enabled` as const satisfies FlagName;
export const MORE_FROM_FLAG = `moreFrom${BRAND.key}MenuEnabled` as const satisfies FlagName;
