import { SurveySchema } from "@cinelux/contract";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createCustomer, injectAs } from "../../../test/factories.ts";
import { createSurvey } from "../../../test/survey.factories.ts";
import { surveyAnswers, surveys } from "../../db/schema/index.ts";

const t = useTestApp({ seed: false });

const SURVEY = "test-screening-survey";
const TITLE = {
  fr: "Le questionnaire du test sur la séance",
  nl: "De vragenlijst van de test over de voorstelling",
  en: "The test's questionnaire on the screening",
};
const OVERALL_EN = "The test asks: how was the screening overall?";
const GOOD = { overall: 5, comfort: 4, comment: "  Très bonne séance  " };

type Customer = Awaited<ReturnType<typeof createCustomer>>;

function getSurvey(customer: Customer, query = "?language=fr", host?: string) {
  return injectAs(t, customer, {
    method: "GET",
    url: `/api/v2/survey${query}`,
    headers: host ? { host } : {},
  });
}

function answer(customer: Customer, payload: object, id = SURVEY) {
  return injectAs(t, customer, { method: "POST", url: `/api/v2/survey/${id}/answers`, payload });
}

// The file's one running survey: two ratings and a free comment, every text in fr, nl and en.
beforeAll(async () => {
  await createSurvey(t.database.db, {
    id: SURVEY,
    title: TITLE,
    description: {
      fr: "Pourquoi le test demande (fr)",
      nl: "Waarom de test het vraagt (nl)",
      en: "Why the test asks (en)",
    },
    questions: [
      {
        id: "overall",
        kind: "rating",
        label: {
          fr: "Le test demande : la séance ?",
          nl: "De test vraagt: de voorstelling?",
          en: OVERALL_EN,
        },
      },
      {
        id: "comfort",
        kind: "rating",
        label: {
          fr: "Le confort selon le test",
          nl: "Het comfort volgens de test",
          en: "Comfort, says the test",
        },
      },
      {
        id: "comment",
        kind: "comment",
        label: { fr: "Un mot pour le test", nl: "Een woord voor de test", en: "A word for the test" },
      },
    ],
  });
});

let customer: Customer;
beforeEach(async () => {
  customer = await createCustomer(t.database.db);
});

describe("GET /api/v2/survey", () => {
  it("offers the running survey in the asked language, private", async () => {
    const response = await getSurvey(customer);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const survey = SurveySchema.parse(response.json());
    expect(survey).toMatchObject({ id: SURVEY, title: TITLE.fr });
    expect(survey.questions.map((q) => [q.id, q.kind])).toEqual([
      ["overall", "rating"],
      ["comfort", "rating"],
      ["comment", "comment"],
    ]);
    const dutch = (await getSurvey(customer, "?language=nl")).json() as { title: string };
    expect(dutch.title).toBe(TITLE.nl);
    const english = (await getSurvey(customer, "?language=en")).json() as { questions: { label: string }[] };
    expect(english.questions[0]?.label).toBe(OVERALL_EN);
  });

  it("speaks the domain's first language without ?language=", async () => {
    const dutch = await getSurvey(customer, "", "nl.localhost:3000");
    expect((dutch.json() as { title: string }).title).toBe(TITLE.nl);
    const french = await getSurvey(customer, "", "localhost:3000");
    expect((french.json() as { title: string }).title).toBe(TITLE.fr);
  });

  it("refuses an unknown language and a call without a token", async () => {
    const refused = await getSurvey(customer, "?language=de");
    expect(refused.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: "GET", url: "/api/v2/survey?language=fr" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("answers 204 with no body when no survey runs", async () => {
    await t.database.db.update(surveys).set({ active: false }).where(eq(surveys.id, SURVEY));
    try {
      const response = await getSurvey(customer);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe("");
    } finally {
      await t.database.db.update(surveys).set({ active: true }).where(eq(surveys.id, SURVEY));
    }
  });
});

describe("POST /api/v2/survey/{id}/answers", () => {
  it("stores the answers once, trimmed, and stops offering the survey to that customer only", async () => {
    const other = await createCustomer(t.database.db);
    const response = await answer(customer, { answers: GOOD });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ surveyId: SURVEY, answeredAt: expect.any(String) });
    const [row] = await t.database.db
      .select()
      .from(surveyAnswers)
      .where(eq(surveyAnswers.accountId, customer.id));
    expect(row).toMatchObject({
      surveyId: SURVEY,
      answers: { overall: 5, comfort: 4, comment: "Très bonne séance" },
      rating: 5,
    });
    expect((await getSurvey(customer)).statusCode).toBe(204);
    // A second customer still gets the survey: one customer's answer hides it for them alone.
    expect((await getSurvey(other)).statusCode).toBe(200);
  });

  it("answers 409 when the customer already answered, keeping the first answers", async () => {
    expect((await answer(customer, { answers: GOOD })).statusCode).toBe(201);
    const again = await answer(customer, { answers: { overall: 1, comfort: 1 } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "CONFLICT" });
    const rows = await t.database.db
      .select()
      .from(surveyAnswers)
      .where(eq(surveyAnswers.accountId, customer.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.rating).toBe(5);
  });

  it("leaves out an empty comment", async () => {
    expect((await answer(customer, { answers: { overall: 3, comfort: 2, comment: "   " } })).statusCode).toBe(
      201,
    );
    const [row] = await t.database.db
      .select()
      .from(surveyAnswers)
      .where(eq(surveyAnswers.accountId, customer.id));
    expect(row?.answers).toEqual({ overall: 3, comfort: 2 });
  });

  it.each([
    ["a missing rating", { overall: 4 }, [{ path: "answers.comfort", code: "required" }]],
    ["a rating above 5", { overall: 6, comfort: 4 }, [{ path: "answers.overall", code: "invalid_value" }]],
    ["a rating below 1", { overall: 0, comfort: 4 }, [{ path: "answers.overall", code: "invalid_value" }]],
    [
      "a rating not whole",
      { overall: 4.5, comfort: 4 },
      [{ path: "answers.overall", code: "invalid_value" }],
    ],
    ["a rating as text", { overall: "4", comfort: 4 }, [{ path: "answers.overall", code: "invalid_value" }]],
    [
      "a comment as a number",
      { overall: 4, comfort: 4, comment: 3 },
      [{ path: "answers.comment", code: "invalid_value" }],
    ],
    [
      "a comment over 1000 characters",
      { overall: 4, comfort: 4, comment: "a".repeat(1001) },
      [{ path: "answers.comment", code: "too_long" }],
    ],
    [
      "a question the survey does not ask",
      { overall: 4, comfort: 4, popcorn: 5 },
      [{ path: "answers.popcorn", code: "unknown_field" }],
    ],
  ])("refuses %s with a coded 400 naming the answer, storing nothing", async (_case, answers, fields) => {
    const response = await answer(customer, { answers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "BAD_REQUEST", fields });
    const rows = await t.database.db
      .select()
      .from(surveyAnswers)
      .where(eq(surveyAnswers.accountId, customer.id));
    expect(rows).toHaveLength(0);
    expect((await getSurvey(customer)).statusCode).toBe(200);
  });

  it("refuses a body that is not an answer set", async () => {
    for (const payload of [{}, { answers: GOOD, extra: true }, { answers: [5, 4] }]) {
      const response = await answer(customer, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "BAD_REQUEST" });
    }
    const tooMany = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`q${i}`, 1]));
    expect((await answer(customer, { answers: tooMany })).statusCode).toBe(400);
  });

  it("answers 404 for an unknown or finished survey", async () => {
    expect((await answer(customer, { answers: GOOD }, "no-such-survey")).json()).toMatchObject({
      code: "NOT_FOUND",
    });
    await t.database.db.update(surveys).set({ active: false }).where(eq(surveys.id, SURVEY));
    try {
      const response = await answer(customer, { answers: GOOD });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.database.db.update(surveys).set({ active: true }).where(eq(surveys.id, SURVEY));
    }
  });

  it("refuses a call without a token", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: `/api/v2/survey/${SURVEY}/answers`,
      payload: { answers: GOOD },
    });
    expect(response.statusCode).toBe(401);
  });

  it("never shows one customer's answers to another: the export holds only one's own", async () => {
    const other = await createCustomer(t.database.db);
    expect((await answer(customer, { answers: GOOD })).statusCode).toBe(201);
    const mine = (await injectAs(t, customer, { method: "GET", url: "/api/accounts/me/export" })).json() as {
      surveyAnswers: unknown[];
    };
    expect(mine.surveyAnswers).toEqual([
      {
        surveyId: SURVEY,
        answers: { overall: 5, comfort: 4, comment: "Très bonne séance" },
        answeredAt: expect.any(String),
      },
    ]);
    const theirs = (await injectAs(t, other, { method: "GET", url: "/api/accounts/me/export" })).json() as {
      surveyAnswers: unknown[];
    };
    expect(theirs.surveyAnswers).toEqual([]);
    // And the second customer can still answer for themselves.
    expect((await answer(other, { answers: { overall: 2, comfort: 3 } })).statusCode).toBe(201);
  });
});
