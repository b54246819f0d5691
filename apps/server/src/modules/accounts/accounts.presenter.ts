import {
  type AccountResponse,
  GENERAL_OPTIN_FIELD,
  interestOrNull,
  MAIL_OPTIN_FIELD,
  SubscriptionStateSchema,
} from "@cinelux/contract";
import type { AccountRow } from "../../db/schema/index.ts";

/** SPEC 9: card icon mapping, default cb. */
const CARD_ICONS: Record<
  string,
  AccountResponse["card"] extends infer C ? (C extends { icon: infer I } ? I : never) : never
> = {
  CB: "cb",
  VISA: "visa",
  MASTERCARD: "mc",
  AMEX: "amex",
  "E-CARTE BLEUE": "ecarte",
};

/** SPEC 3: pictureFallback is the initials in lower case. */
export function initials(row: Pick<AccountRow, "firstName" | "lastName" | "mail">): string {
  const letters = [row.firstName, row.lastName].map((part) => part?.trim().charAt(0) ?? "").join("");
  return (letters || row.mail.charAt(0)).toLowerCase();
}

function monthYear(isoDate: string): string {
  const [year, month] = isoDate.split("-");
  return `${month}/${year?.slice(2)}`;
}

export function toAccountResponse(row: AccountRow): AccountResponse {
  const subscriptionState = SubscriptionStateSchema.nullable()
    .catch(null)
    .parse(row.subscriptionState ?? null);
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    infixName: row.infixName,
    gender: row.gender,
    picture: row.picture,
    pictureFallback: initials(row),
    birthDate: row.birthDate,
    mail: row.mail,
    homePhone: row.homePhone,
    mobilePhone: row.mobilePhone,
    address: row.address,
    addressComplement: row.addressComplement,
    postalCode: row.postalCode,
    city: row.city,
    country: row.country,
    language: row.language,
    domain: row.domain,
    subscription: subscriptionState !== null,
    subscriptionState,
    card:
      row.cardLastDigits && row.cardExpirationDate
        ? {
            lastDigits: row.cardLastDigits,
            expirationDate: monthYear(row.cardExpirationDate),
            icon: CARD_ICONS[(row.cardBrand ?? "").toUpperCase()] ?? "cb",
          }
        : null,
    mailNotification: row.mailNotification,
    statistics: row.statistics,
    registered: row.registered,
    mustVerifyMail: row.mustVerifyMail && row.mailVerifiedAt === null,
    trackingDate: row.trackingDate?.toISOString() ?? null,
    [MAIL_OPTIN_FIELD]: row.mailCommunicationOptin,
    [GENERAL_OPTIN_FIELD]: row.generalCommunicationOptin,
    hasLoyalty: row.hasLoyalty,
    interest: interestOrNull(row.interest),
    social: row.social,
    photoStatus: row.photoStatus,
    status: row.status,
    blockedReason: row.blockedReason,
  };
}
