import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldError, FieldErrors, Resolver } from "react-hook-form";
import { crossFieldErrors, profileFormSchema, validationKey } from "./profile-form-schema";
import { PROFILE_FIELDS, type ProfileField, type ProfileFormValues } from "./profile-form-values";

/**
 * The contract's rules through zod, then the cross-field ones, each error's message replaced by
 * its translation key. The inputs keep what the customer typed; the save trims.
 */
export function profileResolver(ageRestriction: number, today: string): Resolver<ProfileFormValues> {
  // The schema's input type is what a valid form holds; the resolver is asked about any form state.
  const resolve = zodResolver(profileFormSchema) as unknown as Resolver<ProfileFormValues>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const fieldErrors = result.errors as Partial<Record<ProfileField, FieldError>>;
    const errors: Partial<Record<ProfileField, FieldError>> = {};
    for (const field of PROFILE_FIELDS) {
      const error = fieldErrors[field];
      if (error) {
        errors[field] = {
          type: error.type,
          message: validationKey(field, error.type, values[field]),
          ref: error.ref,
        };
      }
    }
    for (const [field, key] of Object.entries(crossFieldErrors(values, today, ageRestriction))) {
      const name = field as ProfileField;
      errors[name] ??= { type: "validate", message: key, ref: fieldErrors[name]?.ref };
    }
    if (Object.keys(errors).length === 0) {
      return { values, errors: {} };
    }
    return { values: {}, errors: errors as FieldErrors<ProfileFormValues> };
  };
}
