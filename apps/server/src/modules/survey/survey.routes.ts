import {
  ErrorResponseSchema,
  LanguageQuerySchema,
  SubmitSurveyAnswersRequestSchema,
  SubmitSurveyAnswersResponseSchema,
  SurveyIdParamsSchema,
  SurveySchema,
} from "@cinelux/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod";
import type { Database } from "../../db/client.ts";
import { answerSurvey, findSurveyForCustomer } from "./survey.service.ts";

/** The home's survey push (SPEC 7 GET /api/v2/survey; docs/survey.md). */
export const surveyRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/api/v2/survey",
    {
      schema: {
        tags: ["account"],
        summary: "The running survey the signed-in customer has not answered (SPEC 7)",
        description:
          "Texts in `language` (default: the domain's first language). 204 No Content when there is none.",
        security: [{ bearer: [] }],
        querystring: LanguageQuerySchema,
        response: {
          200: SurveySchema,
          204: z.undefined().describe("No survey to answer"),
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const survey = await findSurveyForCustomer({
        db,
        accountId: request.accountId,
        host: request.host,
        language: request.query.language,
      });
      if (!survey) {
        return reply.code(204).send();
      }
      return survey;
    },
  );

  app.post(
    "/api/v2/survey/:id/answers",
    {
      schema: {
        tags: ["account"],
        summary: "Answer a survey: ratings 1–5, comments up to 1000 characters, once per customer",
        description: "One transaction; see docs/survey.md for the rules and codes.",
        security: [{ bearer: [] }],
        params: SurveyIdParamsSchema,
        body: SubmitSurveyAnswersRequestSchema,
        response: {
          201: SubmitSurveyAnswersResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const answered = await answerSurvey({
        db,
        accountId: request.accountId,
        surveyId: request.params.id,
        answers: request.body.answers,
      });
      return reply.code(201).send(answered);
    },
  );
};
