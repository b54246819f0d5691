/** The chain's name, set in this one place (DESIGN.md "The brand"). */
export const BRAND = {
  name: "Cinélux",
  key: "Cinelux",
} as const;

/** SPEC 3: the two communication opt-ins carry the provider's name. */
export const MAIL_OPTIN_FIELD = `mailCommunication${BRAND.key}` as const;
export const GENERAL_OPTIN_FIELD = `optinCommunication${BRAND.key}` as const;
