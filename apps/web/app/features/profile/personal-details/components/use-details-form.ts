import type { AccountResponse } from "@cinelux/contract/account";
import { useEffect, useRef, useState } from "react";
import { type UseFormReturn, useForm } from "react-hook-form";
import { reportApiError } from "../../../../lib/api/error-toast";
import { localIsoDate } from "../../local-date";
import { detailsResolver } from "../details-resolver";
import { postalCodeExample } from "../details-schema";
import { detailsServerErrors } from "../details-server-errors";
import { type DetailsFormValues, type DetailsVariant, detailsDefaultValues } from "../details-values";
import type { DetailsScope } from "./form-controls";
import type { FormLook } from "./form-look";

export interface DetailsFormOptions {
  variant: DetailsVariant;
  look: FormLook;
  account: AccountResponse;
  /** The domain's country, for an account without one (FR or NL). */
  defaultCountry: string;
  /** settings.ageRestriction (SPEC 9: 15). */
  ageRestriction: number;
  /**
   * Saves values that passed the form's rules. A refusal that names fields of the form lands on
   * them; any other failure is the default error toast.
   */
  save: (values: DetailsFormValues, form: UseFormReturn<DetailsFormValues>) => Promise<void>;
}

/**
 * The one personal-details form's state: react-hook-form with the variant's rules, the server's
 * refusals on the fields, and the error summary taking the focus after a refused submit.
 */
export function useDetailsForm({
  variant,
  look,
  account,
  defaultCountry,
  ageRestriction,
  save,
}: DetailsFormOptions) {
  const [today] = useState(() => localIsoDate(new Date()));
  const form = useForm<DetailsFormValues>({
    defaultValues: detailsDefaultValues(account, defaultCountry),
    resolver: detailsResolver(variant, ageRestriction, today),
    // The error summary takes the focus instead of the first field.
    shouldFocusError: false,
  });
  const { register, handleSubmit, setError, watch, formState } = form;
  const summaryRef = useRef<HTMLDivElement>(null);
  // A refused submit asks for the focus; the summary takes it on the first render that shows it
  // (react-hook-form may commit the errors a render after the submit handler returns).
  const focusRequested = useRef(false);
  const [, setFailedSubmits] = useState(0);
  const requestSummaryFocus = () => {
    focusRequested.current = true;
    setFailedSubmits((count) => count + 1);
  };

  useEffect(() => {
    if (focusRequested.current && summaryRef.current) {
      focusRequested.current = false;
      summaryRef.current.focus();
    }
  });

  const example = postalCodeExample(variant, watch("country"));
  const scope: DetailsScope = {
    register,
    errors: formState.errors,
    look,
    messageValues: { age: ageRestriction, example },
  };

  const submit = handleSubmit(async (values) => {
    try {
      await save(values, form);
    } catch (error) {
      const fieldErrors = detailsServerErrors(variant, error);
      if (fieldErrors.length === 0) {
        reportApiError(error, "default");
        return;
      }
      for (const { field, key } of fieldErrors) {
        setError(field, { type: "server", message: key });
      }
      requestSummaryFocus();
    }
  }, requestSummaryFocus);

  return { form, scope, submit, summaryRef, today, example };
}
