import { GENERAL_OPTIN_FIELD, MAIL_OPTIN_FIELD } from "@cinelux/contract/brand";
import type { TranslationKey } from "../../../../lib/i18n/create-i18n";
import type { DetailsField } from "../details-values";

/** The catalog key of each field's label (Form.*). */
export const FIELD_LABELS: Record<DetailsField, TranslationKey> = {
  gender: "Form.Gender",
  firstName: "Form.FirstName",
  infixName: "Form.InfixName",
  lastName: "Form.LastName",
  birthDate: "Form.BirthDate",
  mobilePhone: "Form.MobilePhone",
  homePhone: "Form.HomePhone",
  address: "Form.Address",
  addressComplement: "Form.AddressComplement",
  postalCode: "Form.PostalCode",
  city: "Form.City",
  country: "Form.Country",
  [MAIL_OPTIN_FIELD]: "Form.MailOptin",
  [GENERAL_OPTIN_FIELD]: "Form.GeneralOptin",
  hasLoyalty: "Form.Loyalty",
};
