import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldError, FieldErrors, Resolver } from "react-hook-form";
import { registerFormSchema, validationKey } from "./register-form-schema";
import type { RegisterField, RegisterFormValues } from "./register-form-values";

/**
 * The contract's rules through zod, with each error's message replaced by its translation key
 * (the inputs keep what the customer typed; the save trims).
 */
export function registerResolver(ageRestriction: number, today: string): Resolver<RegisterFormValues> {
  // The schema's input type is what a valid form holds; the resolver is asked about any form state.
  const resolve = zodResolver(
    registerFormSchema(ageRestriction, today),
  ) as unknown as Resolver<RegisterFormValues>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const entries = Object.entries(result.errors as Record<string, FieldError>);
    if (entries.length === 0) {
      return { values, errors: {} };
    }
    const errors: Record<string, FieldError> = {};
    for (const [field, error] of entries) {
      const key = validationKey(
        field as RegisterField,
        error.type,
        error.message,
        values[field as RegisterField],
      );
      errors[field] = { type: error.type, message: key, ref: error.ref };
    }
    return { values: {}, errors: errors as FieldErrors<RegisterFormValues> };
  };
}
