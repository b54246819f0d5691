import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldError, FieldErrors, Resolver } from "react-hook-form";
import { crossFieldErrors, detailsFormSchema, validationKey } from "./details-schema";
import type { DetailsField, DetailsFormValues, DetailsVariant } from "./details-values";

/**
 * The contract's rules through zod, then the cross-field ones, each error's message replaced by
 * its translation key; a field's own rule speaks first. The inputs keep what the customer typed;
 * the save trims.
 */
export function detailsResolver(
  variant: DetailsVariant,
  ageRestriction: number,
  today: string,
): Resolver<DetailsFormValues> {
  // The schema's input type is what a valid form holds; the resolver is asked about any form state.
  const resolve = zodResolver(detailsFormSchema(variant)) as unknown as Resolver<DetailsFormValues>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const fieldErrors = result.errors as Partial<Record<DetailsField, FieldError>>;
    const errors: Partial<Record<DetailsField, FieldError>> = {};
    for (const field of variant.fields) {
      const error = fieldErrors[field];
      if (error) {
        errors[field] = {
          type: error.type,
          message: validationKey(field, error.type, values[field]),
          ref: error.ref,
        };
      }
    }
    for (const [field, key] of Object.entries(crossFieldErrors(variant, values, today, ageRestriction))) {
      const name = field as DetailsField;
      errors[name] ??= { type: "validate", message: key, ref: fieldErrors[name]?.ref };
    }
    if (Object.keys(errors).length === 0) {
      return { values, errors: {} };
    }
    return { values: {}, errors: errors as FieldErrors<DetailsFormValues> };
  };
}
