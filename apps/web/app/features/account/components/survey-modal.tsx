import type { Language } from "@cinelux/contract/languages";
import type { Survey } from "@cinelux/contract/survey";
import {
  checkSurveyAnswers,
  SURVEY_COMMENT_MAX_LENGTH,
  SURVEY_RATING_MAX,
} from "@cinelux/contract/survey-rules";
import { useQueryClient } from "@tanstack/react-query";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { ApiError } from "../../../lib/api/api-error";
import { reportApiError } from "../../../lib/api/error-toast";
import { FIELD_ERROR_KEYS } from "../../../lib/api/field-error-keys";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { showToast } from "../../../lib/toasts/toast-store";
import { Modal } from "../../../shell/modals/modal";
import { closeModal } from "../../../shell/modals/modal-store";
import { Button, TextAreaField } from "../../../ui";
import { useAnswerSurvey } from "../api/answer-survey";
import { SURVEY_QUERY_KEY } from "../api/get-survey";
import { SURVEY_MODAL_ID } from "./survey-modal-id";

/** The form's values: question id -> the chosen rating ("1"–"5") or the comment, "" when none. */
type SurveyValues = Record<string, string>;

/** Form values -> the request's answers: ratings as numbers, untouched ones left out. */
function toAnswers(survey: Survey, values: SurveyValues): Record<string, number | string> {
  const answers: Record<string, number | string> = {};
  for (const question of survey.questions) {
    const value = values[question.id] ?? "";
    if (value !== "") {
      answers[question.id] = question.kind === "rating" ? Number(value) : value;
    }
  }
  return answers;
}

/** The contract's answer rule as the form's resolver: the same check as the server's. */
function surveyResolver(survey: Survey): Resolver<SurveyValues> {
  return async (values) => {
    const { fields } = checkSurveyAnswers(survey.questions, toAnswers(survey, values));
    if (fields.length === 0) {
      return { values, errors: {} };
    }
    const errors: FieldErrors<SurveyValues> = {};
    for (const field of fields) {
      const id = field.path.replace(/^answers\./, "");
      errors[id] = { type: field.code, message: field.code };
    }
    return { values: {}, errors };
  };
}

/** The survey's questions in a modal (lazy: loaded when the customer opens it). */
export default function SurveyModal({ language, survey }: { language: Language; survey: Survey }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const answer = useAnswerSurvey(language);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SurveyValues>({
    resolver: surveyResolver(survey),
    defaultValues: Object.fromEntries(survey.questions.map((question) => [question.id, ""])),
  });

  function messageOf(id: string, kind: "rating" | "comment"): string | undefined {
    const code = errors[id]?.message;
    if (!code) {
      return undefined;
    }
    if (kind === "rating") {
      return t("Home.Survey.Required");
    }
    return t(FIELD_ERROR_KEYS[code as keyof typeof FIELD_ERROR_KEYS] ?? "Validation.Invalid");
  }

  const onSubmit = handleSubmit((values) => {
    answer.mutate(
      { surveyId: survey.id, answers: toAnswers(survey, values) },
      {
        onSuccess: () => {
          closeModal(SURVEY_MODAL_ID);
          showToast({ type: "info", i18n: { content: "Home.Survey.Thanks" } });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400 && error.fields.length > 0) {
            for (const field of error.fields) {
              const id = field.path.replace(/^answers\./, "");
              setError(id, { type: field.code, message: field.code });
            }
            return;
          }
          if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
            // Answered elsewhere, or finished: the push goes away.
            closeModal(SURVEY_MODAL_ID);
            showToast({ type: "info", i18n: { content: "Home.Survey.Gone" } });
            void queryClient.invalidateQueries({ queryKey: SURVEY_QUERY_KEY });
            return;
          }
          reportApiError(error);
        },
      },
    );
  });

  return (
    <Modal id={SURVEY_MODAL_ID} title={survey.title}>
      <form className="survey-form" noValidate onSubmit={onSubmit}>
        <p className="survey-form__description">{survey.description}</p>
        {survey.questions.map((question) => {
          const error = messageOf(question.id, question.kind);
          if (question.kind === "comment") {
            return (
              <TextAreaField
                key={question.id}
                label={question.label}
                maxLength={SURVEY_COMMENT_MAX_LENGTH}
                rows={3}
                error={error}
                {...register(question.id)}
              />
            );
          }
          const errorId = `survey-${question.id}-error`;
          return (
            <fieldset
              key={question.id}
              className="survey-rating"
              aria-describedby={error ? errorId : undefined}
            >
              <legend className="survey-rating__legend">{question.label}</legend>
              <div className="survey-rating__scale">
                {Array.from({ length: SURVEY_RATING_MAX }, (_, index) => String(index + 1)).map((value) => (
                  <label key={value} className="survey-rating__option">
                    <input type="radio" value={value} {...register(question.id)} />
                    <span aria-hidden="true">{value}</span>
                    <span className="visually-hidden">
                      {t("Home.Survey.Rating", { count: Number(value) })}
                    </span>
                  </label>
                ))}
              </div>
              {error ? (
                <p className="ui-field__error" id={errorId}>
                  {error}
                </p>
              ) : null}
            </fieldset>
          );
        })}
        <div className="survey-form__actions">
          <Button type="submit" busy={answer.isPending}>
            {t("Home.Survey.Submit")}
          </Button>
          <Button variant="secondary" onClick={() => closeModal(SURVEY_MODAL_ID)}>
            {t("Home.Survey.Cancel")}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
