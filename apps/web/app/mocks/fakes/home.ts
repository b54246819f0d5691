import {
  DismissHomePushRequestSchema,
  HOME_PUSH_FIELDS,
  homePushHiddenUntil,
} from "@cinelux/contract/home-push";
import { isLanguage, type Language } from "@cinelux/contract/languages";
import { checkSurveyAnswers, SubmitSurveyAnswersRequestSchema, type Survey } from "@cinelux/contract/survey";
import { DEMO_SURVEYS, type DemoSurvey } from "@cinelux/demo/surveys";
import { HttpResponse, http } from "msw";
import { fakeDb, saveFakeDb } from "../fake-db";
import { badRequest, coded, codedAs, refusedFields, signedInBody, unauthorized } from "../fake-responses";

/** The running survey of the fakes: the demo survey the seed writes. */
export const FAKE_SURVEY: DemoSurvey = DEMO_SURVEYS[0] as DemoSurvey;

function surveyIn(language: Language): Survey {
  return {
    id: FAKE_SURVEY.id,
    title: FAKE_SURVEY.title[language],
    description: FAKE_SURVEY.description[language],
    questions: FAKE_SURVEY.questions.map((question) => ({ ...question, label: question.label[language] })),
  };
}

/** The home's pushes and survey (docs/home.md, docs/survey.md), with the contract's rules. */
export const homeHandlers = [
  http.get("*/api/accounts/me/home-push-history", ({ request }) => {
    return unauthorized(request) ?? HttpResponse.json(fakeDb().homePushHistory);
  }),

  http.post("*/api/accounts/me/home-push-history", async ({ request }) => {
    const parsed = await signedInBody(request, DismissHomePushRequestSchema);
    if (parsed.refused) {
      return parsed.refused;
    }
    const state = fakeDb();
    state.homePushHistory = {
      ...state.homePushHistory,
      [HOME_PUSH_FIELDS[parsed.data.push]]: homePushHiddenUntil(new Date()).toISOString(),
    };
    saveFakeDb();
    return HttpResponse.json(state.homePushHistory);
  }),

  http.get("*/api/v2/survey", ({ request }) => {
    const refused = unauthorized(request);
    if (refused) {
      return refused;
    }
    const language = new URL(request.url).searchParams.get("language");
    if (fakeDb().surveyAnswers[FAKE_SURVEY.id]) {
      return new HttpResponse(null, { status: 204 });
    }
    return HttpResponse.json(surveyIn(isLanguage(language) ? language : "fr"));
  }),

  http.post("*/api/v2/survey/:id/answers", async ({ request, params }) => {
    const refused = unauthorized(request);
    if (refused) {
      return refused;
    }
    if (params.id !== FAKE_SURVEY.id) {
      return coded(request, "NOT_FOUND");
    }
    const body: unknown = await request.json().catch(() => null);
    const parsed = SubmitSurveyAnswersRequestSchema.safeParse(body);
    if (!parsed.success) {
      return badRequest(request, parsed.error.issues, body);
    }
    const { fields, answers } = checkSurveyAnswers(FAKE_SURVEY.questions, parsed.data.answers);
    if (fields.length > 0) {
      return refusedFields(request, fields);
    }
    const state = fakeDb();
    if (state.surveyAnswers[FAKE_SURVEY.id]) {
      return codedAs(request, "CONFLICT", (m) => m.when.answeringSurveyAgain.CONFLICT);
    }
    state.surveyAnswers[FAKE_SURVEY.id] = answers;
    saveFakeDb();
    return HttpResponse.json(
      { surveyId: FAKE_SURVEY.id, answeredAt: new Date().toISOString() },
      { status: 201 },
    );
  }),
];
