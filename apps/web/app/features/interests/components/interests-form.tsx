import {
  type AccountResponse,
  type UpdateAccountRequest,
  UpdateInterestSchema,
} from "@cinelux/contract/account";
import type { InterestsResponse } from "@cinelux/contract/interests";
import type { Language } from "@cinelux/contract/languages";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { showDefaultErrorToast } from "../../../lib/toasts/toast-store";
import { Button } from "../../../ui";
import { useSaveInterests } from "../api/save-interests";
import { type InterestFormValues, interestChanges, interestDefaultValues } from "../interest-form-values";
import { ChoiceGroup } from "./choice-group";

type Outcome = "idle" | "saved" | "unchanged";
type ValidInterest = NonNullable<UpdateAccountRequest["interest"]>;

/** The two groups and one Save (docs/preferences.md: a selection is saved as a whole, on demand). */
export function InterestsForm({
  account,
  choices,
  language,
}: {
  account: AccountResponse;
  choices: InterestsResponse;
  language: Language;
}) {
  const { t } = useTranslation();
  const form = useForm<InterestFormValues, unknown, ValidInterest>({
    defaultValues: interestDefaultValues(account, choices),
    // The contract's rule (known ids, each once), as the server applies it.
    resolver: zodResolver(UpdateInterestSchema) as unknown as Resolver<
      InterestFormValues,
      unknown,
      ValidInterest
    >,
  });
  const mutation = useSaveInterests(language);
  const [outcome, setOutcome] = useState<Outcome>("idle");
  const { control, handleSubmit, setValue, reset, watch } = form;
  const selectedCount = watch("genres").length + watch("events").length;

  const submit = handleSubmit(
    async (values) => {
      const changes = interestChanges(account.interest, values, choices);
      if (!changes) {
        setOutcome("unchanged");
        return;
      }
      setOutcome("idle");
      try {
        const saved = await mutation.mutateAsync(changes.interest);
        reset(interestDefaultValues(saved, choices));
        setOutcome("saved");
      } catch {
        // The query client has shown the default error toast; the ticks stay as the customer left them.
      }
    },
    // Only ids from the list can be ticked: a refusal here means a page out of date.
    () => showDefaultErrorToast(),
  );

  return (
    <form className="interests__form" noValidate onSubmit={(event) => void submit(event)}>
      {choices.genres.length > 0 ? (
        <ChoiceGroup
          name="genres"
          legend={t("Interests.Genres")}
          choices={choices.genres}
          control={control}
        />
      ) : null}
      {choices.events.length > 0 ? (
        <ChoiceGroup
          name="events"
          legend={t("Interests.Events")}
          choices={choices.events}
          control={control}
        />
      ) : null}
      <div className="interests__actions">
        <Button type="submit" busy={mutation.isPending}>
          {t("Interests.Save")}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setValue("genres", [], { shouldDirty: true });
            setValue("events", [], { shouldDirty: true });
            setOutcome("idle");
          }}
        >
          {t("Interests.Clear")}
        </Button>
      </div>
      <p className="interests__status" role="status">
        {outcome === "saved"
          ? t("Interests.Saved")
          : outcome === "unchanged"
            ? t("Interests.NothingToSave")
            : selectedCount === 0
              ? t("Interests.NoneChosen")
              : ""}
      </p>
    </form>
  );
}
