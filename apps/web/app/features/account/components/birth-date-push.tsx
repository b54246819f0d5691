import { birthDateProblem } from "@cinelux/contract/birth-date";
import type { Language } from "@cinelux/contract/languages";
import { type FormEvent, useState } from "react";
import { ApiError } from "../../../lib/api/api-error";
import { reportApiError } from "../../../lib/api/error-toast";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { showToast } from "../../../lib/toasts/toast-store";
import { Button, TextField } from "../../../ui";
import { useSaveBirthDate } from "../api/save-birth-date";

type Problem = NonNullable<ReturnType<typeof birthDateProblem>>;

const PROBLEM_KEYS = {
  required: "Validation.Required",
  invalid_format: "Validation.Date",
  invalid_value: "Validation.Date",
  too_young: "Validation.AgeRestriction",
} as const satisfies Record<Problem, string>;

/** Today on the customer's own calendar, YYYY-MM-DD. */
function localIsoDate(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, "0");
  const day = String(now.getDate()).padStart(2, "0");
  return `${now.getFullYear()}-${month}-${day}`;
}

/** The server's refusal of the date as one of our problems, or undefined when it is not about it. */
function serverProblem(error: unknown): Problem | undefined {
  if (!(error instanceof ApiError)) {
    return undefined;
  }
  if (error.code === "AGE_RESTRICTION") {
    return "too_young";
  }
  const field = error.fields.find((entry) => entry.path === "dateOfBirth");
  if (!field) {
    return undefined;
  }
  return field.code === "too_young" || field.code === "required" ? field.code : "invalid_value";
}

/**
 * The birth date push's inline form: one date, checked with the contract's rule (the server's),
 * saved through PATCH /api/accounts/me. A plain form on purpose: react-hook-form and zod would add
 * ~35 KB to the home's first load for one field (docs/home.md).
 */
export function BirthDateForm({ language, ageRestriction }: { language: Language; ageRestriction: number }) {
  const { t } = useTranslation();
  const save = useSaveBirthDate(language);
  const [value, setValue] = useState("");
  const [problem, setProblem] = useState<Problem | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = birthDateProblem(value, localIsoDate(new Date()), ageRestriction);
    setProblem(found);
    if (found) {
      return;
    }
    save.mutate(value, {
      onSuccess: () => showToast({ type: "info", i18n: { content: "Home.Push.BirthDate.Saved" } }),
      onError: (error) => {
        const refused = serverProblem(error);
        if (refused) {
          setProblem(refused);
        } else {
          reportApiError(error);
        }
      },
    });
  }

  return (
    <form className="home-push__form" noValidate onSubmit={onSubmit}>
      <TextField
        type="date"
        name="birthDate"
        autoComplete="bday"
        label={t("Home.Push.BirthDate.Label")}
        value={value}
        max={localIsoDate(new Date())}
        min="1900-01-01"
        required
        error={problem ? t(PROBLEM_KEYS[problem], { age: ageRestriction }) : undefined}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" size="sm" busy={save.isPending}>
        {t("Home.Push.BirthDate.Save")}
      </Button>
    </form>
  );
}
