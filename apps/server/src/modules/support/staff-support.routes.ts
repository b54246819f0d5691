import {
  AnswerStaffCaseRequestSchema,
  AssignStaffCaseRequestSchema,
  ErrorResponseSchema,
  ListStaffCasesRequestSchema,
  ListStaffCasesResponseSchema,
  STAFF_CASES_PAGE_MAX,
  STAFF_CASES_PAGE_SIZE,
  StaffCaseAttachmentParamsSchema,
  StaffCaseIdParamsSchema,
  StaffCaseSchema,
} from "@cinelux/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { fileResponse } from "../../lib/response-declarations.ts";
import { sendCaseAttachment } from "./case-attachment-reply.ts";
import {
  answerStaffCase,
  assignStaffCase,
  closeStaffCase,
  getStaffCase,
  listStaffCases,
  readStaffCaseAttachment,
} from "./staff-support.service.ts";

/** What every staff route may answer besides its own: no token, a customer's, a missing role. */
const GUARD_RESPONSES = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };
const CASE_RESPONSES = {
  200: StaffCaseSchema,
  400: ErrorResponseSchema,
  404: ErrorResponseSchema,
  ...GUARD_RESPONSES,
};
const WRITE_RESPONSES = { ...CASE_RESPONSES, 409: ErrorResponseSchema };
const common = { tags: ["staff", "support"], security: [{ bearer: [] }] };

/** The guard has set the member on every /api/staff route; a handler never runs without one. */
function staffIdOf(request: FastifyRequest): string {
  if (!request.staff) {
    throw new AppError("UNAUTHORIZED");
  }
  return request.staff.id;
}

/**
 * The staff's support cases (docs/staff.md "Support"), role `agent` (admin too): the queue, a case,
 * answer, close, assign, an attachment's bytes. Every write leaves its row in the audit log.
 */
export const staffSupportRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  app.get(
    "/api/staff/support/cases",
    {
      config: { staff: "agent" },
      schema: {
        ...common,
        summary: "The support queue of one status, oldest waiting first (agent)",
        description:
          "`open`: waiting for the chain, ordered by how long the customer has waited; `answered`: the last " +
          "message is the chain's, oldest answer first; `closed`: latest closed first. " +
          `${STAFF_CASES_PAGE_SIZE} cases a page, \`page\` 1–${STAFF_CASES_PAGE_MAX}.`,
        querystring: ListStaffCasesRequestSchema,
        response: { 200: ListStaffCasesResponseSchema, 400: ErrorResponseSchema, ...GUARD_RESPONSES },
      },
    },
    async (request) => listStaffCases({ db, query: request.query }),
  );

  app.get(
    "/api/staff/support/cases/:id",
    {
      config: { staff: "agent" },
      schema: {
        ...common,
        summary: "A support case with its messages and attachments (agent)",
        description:
          "Any customer's case; none is 404 CASE_NOT_FOUND. Attachments carry their `downloadPath`.",
        params: StaffCaseIdParamsSchema,
        response: CASE_RESPONSES,
      },
    },
    async (request) => getStaffCase({ db, caseId: request.params.id }),
  );

  app.post(
    "/api/staff/support/cases/:id/answer",
    {
      config: { staff: "agent" },
      schema: {
        ...common,
        summary: "Answer a case: the customer reads it in messages and gets a mail (agent)",
        description:
          "A closed case is 409 CASE_CLOSED. Audited as `support_case.answered` (without the text).",
        params: StaffCaseIdParamsSchema,
        body: AnswerStaffCaseRequestSchema,
        response: WRITE_RESPONSES,
      },
    },
    async (request) =>
      answerStaffCase({
        db,
        config,
        staffId: staffIdOf(request),
        caseId: request.params.id,
        message: request.body.message,
      }),
  );

  app.post(
    "/api/staff/support/cases/:id/close",
    {
      config: { staff: "agent" },
      schema: {
        ...common,
        summary: "Close a case for good (agent)",
        description: "A second close is 409 CASE_CLOSED. Audited as `support_case.closed`.",
        params: StaffCaseIdParamsSchema,
        response: WRITE_RESPONSES,
      },
    },
    async (request) => closeStaffCase({ db, staffId: staffIdOf(request), caseId: request.params.id }),
  );

  app.post(
    "/api/staff/support/cases/:id/assign",
    {
      config: { staff: "agent" },
      schema: {
        ...common,
        summary: "Assign a case to a staff member, or to nobody (agent)",
        description:
          "`staffId`: an active member holding the agent role (or admin), else 400 STAFF_ASSIGNEE_INVALID; " +
          "null unassigns. Audited as `support_case.assigned` with the previous and new assignee.",
        params: StaffCaseIdParamsSchema,
        body: AssignStaffCaseRequestSchema,
        response: CASE_RESPONSES,
      },
    },
    async (request) =>
      assignStaffCase({
        db,
        staffId: staffIdOf(request),
        caseId: request.params.id,
        assigneeId: request.body.staffId,
      }),
  );

  app.get(
    "/api/staff/support/cases/:id/attachments/:attachmentId",
    {
      config: { staff: "agent" },
      schema: {
        ...common,
        summary: "An attachment of a case, as stored (agent)",
        description:
          "Sent as the customer's own download is: `content-disposition: attachment`, `nosniff`, " +
          "`cache-control: private, no-store` and a sandboxing CSP. None is 404 ATTACHMENT_NOT_FOUND.",
        params: StaffCaseAttachmentParamsSchema,
        response: {
          200: fileResponse("The attachment", ["image/jpeg", "application/pdf"]),
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
          ...GUARD_RESPONSES,
        },
      },
    },
    async (request, reply) => {
      const file = await readStaffCaseAttachment({
        db,
        caseId: request.params.id,
        attachmentId: request.params.attachmentId,
      });
      return sendCaseAttachment(reply, file);
    },
  );
};
