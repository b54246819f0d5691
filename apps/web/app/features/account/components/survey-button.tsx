import type { Language } from "@cinelux/contract/languages";
import type { Survey } from "@cinelux/contract/survey";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { openModal } from "../../../shell/modals/modal-store";
import { Button } from "../../../ui";
import { SURVEY_MODAL_ID } from "./survey-modal-id";

// The questions, their form and its library load only when the customer opens the survey.
const SurveyModal = lazy(() => import("./survey-modal"));

/** The survey push's action: opens the questions in a modal (shell/modals). */
export function SurveyButton({ language, survey }: { language: Language; survey: Survey }) {
  const { t } = useTranslation();
  const [requested, setRequested] = useState(false);
  return (
    <>
      <Button
        size="sm"
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true);
          openModal(SURVEY_MODAL_ID);
        }}
      >
        {t("Home.Push.Survey.Open")}
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <SurveyModal language={language} survey={survey} />
        </Suspense>
      ) : null}
    </>
  );
}
