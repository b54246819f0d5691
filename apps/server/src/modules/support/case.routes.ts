import {
  CASE_ATTACHMENT_MAX_BYTES,
  CASE_ATTACHMENT_MAX_COUNT,
  CASE_COMMENT_LIMIT,
  CASE_CREATE_LIMIT,
  CaseAttachmentParamsSchema,
  CaseCommentRequestSchema,
  CaseIdParamsSchema,
  CaseUnreadResponseSchema,
  CaseUpdateRequestSchema,
  domainFromHost,
  ErrorResponseSchema,
  LanguageQuerySchema,
  SupportCaseSchema,
  SupportCasesResponseSchema,
} from "@cinelux/contract";
import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { fileResponse } from "../../lib/response-declarations.ts";
import {
  commentCase,
  countUnread,
  createCase,
  listCases,
  readAttachment,
  updateCase,
} from "./case.service.ts";
import { sendCaseAttachment } from "./case-attachment-reply.ts";
import { readCaseUpload } from "./case-upload.ts";

const perAccount = (name: string, limit: { max: number; windowMs: number }) => ({
  max: limit.max,
  timeWindow: limit.windowMs,
  hook: "preHandler" as const,
  keyGenerator: (request: FastifyRequest) =>
    request.accountId ? `${name}:${request.accountId}` : request.ip,
});

const WRITE_RESPONSES = {
  200: SupportCaseSchema,
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

/** SPEC 7 "Support cases" (docs/domain/support.md "Cases"). */
export const caseRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  // Only these routes parse multipart (this plugin's scope); limits are in case-upload.ts.
  await app.register(multipart);

  app.get(
    "/api/accounts/me/case",
    {
      schema: {
        tags: ["support"],
        summary: "The customer's support cases, newest first, with messages and attachments (SPEC 3)",
        description: "`unread` counts the chain's answers after the customer last opened the case.",
        security: [{ bearer: [] }],
        response: { 200: SupportCasesResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => listCases(db, request.accountId),
  );

  app.get(
    "/api/accounts/me/case/unread",
    {
      schema: {
        tags: ["support"],
        summary: "The chain's answers the customer has not read, over every open case",
        security: [{ bearer: [] }],
        response: { 200: CaseUnreadResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => ({ count: await countUnread(db, request.accountId) }),
  );

  app.post(
    "/api/accounts/me/case",
    {
      config: { captcha: true, rateLimit: perAccount("case-create", CASE_CREATE_LIMIT) },
      schema: {
        tags: ["support"],
        summary: "Open a case (multipart: type, topic, reason, subject, description, cinema, attachments[])",
        description:
          "SPEC 5: every required field missing is named in one 400 `fields`; `cinema` (a cinema's slug) " +
          "only when non-empty. Type, topic and reason must be one branch of GET /api/faq/data (400 " +
          `CASE_TAXONOMY_INVALID). At most ${CASE_ATTACHMENT_MAX_COUNT} attachments of ${CASE_ATTACHMENT_MAX_BYTES} ` +
          "bytes (400 ATTACHMENT_TOO_MANY, 413 ATTACHMENT_TOO_LARGE), images or PDF by their bytes (415 " +
          "ATTACHMENT_TYPE_NOT_ALLOWED), images re-encoded as JPEG, PDFs checked (400 ATTACHMENT_UNREADABLE). " +
          "Mails the acknowledgement with the case number in `language`. Captcha header required.",
        security: [{ bearer: [] }],
        querystring: LanguageQuerySchema,
        response: { ...WRITE_RESPONSES, 413: ErrorResponseSchema, 415: ErrorResponseSchema },
      },
    },
    async (request) => {
      const upload = await readCaseUpload(request);
      const language = request.query.language ?? domainFromHost(request.host).languages[0];
      return createCase({ db, config, accountId: request.accountId, language, upload });
    },
  );

  app.patch(
    "/api/accounts/me/case/:id",
    {
      config: { rateLimit: perAccount("case-write", CASE_COMMENT_LIMIT) },
      schema: {
        tags: ["support"],
        summary: "Close a case (`closed: true`, SPEC 7) or mark its answers read (`read: true`)",
        description:
          "A case already closed refuses `closed` with 409 CASE_CLOSED; another customer's is 404.",
        security: [{ bearer: [] }],
        params: CaseIdParamsSchema,
        body: CaseUpdateRequestSchema,
        response: WRITE_RESPONSES,
      },
    },
    async (request) =>
      updateCase({ db, accountId: request.accountId, caseId: request.params.id, ...request.body }),
  );

  app.post(
    "/api/accounts/me/case/:id/comment",
    {
      config: { rateLimit: perAccount("case-write", CASE_COMMENT_LIMIT) },
      schema: {
        tags: ["support"],
        summary: "Add the customer's message to an open case (SPEC 7 body)",
        description: "A closed case answers 409 CASE_CLOSED; another customer's 404 CASE_NOT_FOUND.",
        security: [{ bearer: [] }],
        params: CaseIdParamsSchema,
        body: CaseCommentRequestSchema,
        response: WRITE_RESPONSES,
      },
    },
    async (request) =>
      commentCase({ db, accountId: request.accountId, caseId: request.params.id, body: request.body.body }),
  );

  app.get(
    "/api/accounts/me/case/:id/attachments/:attachmentId",
    {
      schema: {
        tags: ["support"],
        summary: "An attachment of one of the customer's cases, as stored (a JPEG or a checked PDF)",
        description:
          "Only the owner's: any other is 404 ATTACHMENT_NOT_FOUND. Sent as a download with " +
          "`x-content-type-options: nosniff`, `cache-control: private, no-store` and a sandboxing CSP.",
        security: [{ bearer: [] }],
        params: CaseAttachmentParamsSchema,
        response: {
          200: fileResponse("The attachment", ["image/jpeg", "application/pdf"]),
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const file = await readAttachment({
        db,
        accountId: request.accountId,
        caseId: request.params.id,
        attachmentId: request.params.attachmentId,
      });
      return sendCaseAttachment(reply, file);
    },
  );
};
